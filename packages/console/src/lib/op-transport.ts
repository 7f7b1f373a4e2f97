// How an op reaches the device (issue 27): HTTP to the Node daemon's /cgi-bin/webapi by default;
// the router build installs one that runs the op's handler in the browser over ubus. callOp,
// uploadOp and downloadOp go through it and treat every answer alike.
import { defaultTransport } from './default-transport';

/** The op's name and method: what a transport needs of an op reference. */
export interface OpCallee {
  op: string;
  method: 'GET' | 'POST';
}

export type AnswerBody = Record<string, unknown>;

/** A file a download op answered. */
export interface DownloadedFile {
  file: Blob;
  /** the name the device gave it, if any */
  name?: string;
}

export interface OpTransport {
  /** The device's answer ({code, ...}); throws when the device could not be reached. */
  call(op: OpCallee, input: AnswerBody, signal?: AbortSignal): Promise<AnswerBody>;
  /** Sends an upload op's file; `onProgress` with the bytes sent so far. */
  upload(op: string, query: AnswerBody, file: Blob, options: { onProgress?: (sent: number, total: number) => void; signal?: AbortSignal }): Promise<AnswerBody>;
  /** A download op's file, or the answer that refused it. */
  download(op: string, query: AnswerBody): Promise<DownloadedFile | { refused: AnswerBody }>;
}

let current: OpTransport = defaultTransport;

export function opTransport(): OpTransport {
  return current;
}

/** The router build's entry calls this before the console starts. */
export function setOpTransport(transport: OpTransport): void {
  current = transport;
}
