// What a transport is (op-transport.ts holds the one in use): apart, so that the transports
// (http-transport.ts, the router build's) do not import the module that imports them.
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
