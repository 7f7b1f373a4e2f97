// How an op reaches the device (issue 27): HTTP to the Node daemon's /cgi-bin/webapi by default;
// the router build installs one that runs the op's handler in the browser over ubus. callOp,
// uploadOp and downloadOp go through it and treat every answer alike.
import { defaultTransport } from './default-transport';
import type { OpTransport } from './op-transport-shape';

export type { AnswerBody, DownloadedFile, OpCallee, OpTransport } from './op-transport-shape';

let current: OpTransport = defaultTransport;

export function opTransport(): OpTransport {
  return current;
}

/** The router build's entry calls this before the console starts. */
export function setOpTransport(transport: OpTransport): void {
  current = transport;
}
