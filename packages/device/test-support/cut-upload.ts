// Uploads as a broken or hostile client sends them (issue 26.2): a body cut short, a Content-Length
// that lies, a chunked body without its last chunk, a connection reset or held open mid-body.
import type { Socket } from 'node:net';
import { heldConnection } from './raw-request';
import type { TestDevice } from './test-device';

export interface CutUpload {
  op: string;
  token: string;
  /** the op's fields, in the query string */
  query?: Record<string, string>;
  contentType: string;
  body: Buffer;
  /** the Content-Length to announce (the body's length when unset), or a chunked body */
  announced?: number | 'chunked';
  /** after the body: end the request, reset the connection, or keep it open and send nothing more */
  then: 'end' | 'abort' | 'hold';
  /** sends the body in this many pieces, `pauseMs` apart (a slow client); 1 when unset */
  pieces?: number;
  pauseMs?: number;
}

export type HeldSocket = Socket & { answer: () => string };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function sendCutUpload(device: TestDevice, upload: CutUpload): Promise<HeldSocket> {
  const query = new URLSearchParams({ op: upload.op, access_token: upload.token, ...upload.query });
  const length = upload.announced === 'chunked' ? 'Transfer-Encoding: chunked' : `Content-Length: ${upload.announced ?? upload.body.length}`;
  const head = `POST /cgi-bin/webapi?${query} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: ${upload.contentType}\r\n${length}\r\n\r\n`;
  const socket = await heldConnection(device, head);
  const pieces = Math.max(1, upload.pieces ?? 1);
  const size = Math.ceil(upload.body.length / pieces);
  for (let offset = 0; offset < upload.body.length && !socket.destroyed; offset += size) {
    const piece = upload.body.subarray(offset, offset + size);
    // The chunked body never gets its last (empty) chunk: it is cut by construction.
    socket.write(upload.announced === 'chunked' ? Buffer.concat([Buffer.from(`${piece.length.toString(16)}\r\n`), piece, Buffer.from('\r\n')]) : piece);
    if (offset + size < upload.body.length && upload.pauseMs) await sleep(upload.pauseMs);
  }
  if (upload.then === 'end') socket.end();
  if (upload.then === 'abort') socket.resetAndDestroy();
  return socket;
}
