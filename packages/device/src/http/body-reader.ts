// A POST's body, read only once the call passed every check that needs none (issue 12.1: a
// request without a token costs no buffer). JSON (64 KB at most, 1 KB for login), or an upload
// left as a stream for the op's handler, which reads it under the op's own cap (DESIGN "Uploads"):
// raw application/octet-stream, or the file of a multipart/form-data form (issue 13.27).
import type { IncomingMessage } from 'node:http';
import type { OpDef } from '@rc/contract/op';
import type { UploadBody } from '../lib/upload-body';
import { jsonBodyLimitBytes, publicBodyLimitBytes, type HttpLimits } from './http-limits';
import { multipartUpload } from './multipart-upload';
import { parseJson } from './parse-json';
import type { CallBody, Refusal } from './call-body';
import type { ConnectionGuard } from './connection-guard';
import { cutWhenStalled } from './stalled-upload';

export type ReadBody = (request: IncomingMessage, op: OpDef) => Promise<CallBody> | CallBody;

export function bodyReader(limits: HttpLimits, connections: ConnectionGuard): ReadBody {
  const slots = bodySlots(limits);
  return (request, op) => {
    const type = mediaType(request.headers['content-type']);
    if (op.upload) {
      if (type === 'application/octet-stream') return { upload: rawUpload(request, limits), fields: {} };
      if (type === 'multipart/form-data') return multipartUpload(request, op.upload.maxBytes, limits);
    }
    const length = request.headers['content-length'];
    const hasBody = request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
    if (type === undefined) return hasBody ? { refused: 415 } : { input: {} };
    // Login takes JSON only: a form or text/plain POST is what a foreign page can send unasked.
    const accepted = op.public ? type === 'application/json' : type === 'application/json' || type === 'text/plain';
    if (!accepted) return { refused: 415 };
    const maxBytes = op.public ? publicBodyLimitBytes : jsonBodyLimitBytes;
    if (Number(length) > maxBytes) return { refused: 413 };
    if (op.public) return publicBody(request, connections, limits.publicBodyTimeoutMs);
    const release = slots.take(request.socket.remoteAddress ?? '');
    if (!release) return { refused: 503 };
    return readText(request, maxBytes, limits.bodyTimeoutMs).then((text) => jsonBody(text, type)).finally(release);
  };
}

/**
 * Issue 26.3: a body anyone may send (a sign-in) takes no slot, or strangers holding every slot
 * kept the administrator from signing in; at 1 KB each the connection cap bounds what they hold.
 * While it is awaited the connection may make way for a new one, as an idle one does.
 */
function publicBody(request: IncomingMessage, connections: ConnectionGuard, timeoutMs: number): Promise<CallBody> {
  const { socket } = request;
  connections.waiting(socket);
  return readText(request, publicBodyLimitBytes, timeoutMs).then((text) => {
    connections.busy(socket);
    return jsonBody(text, 'application/json');
  });
}

function jsonBody(text: string | Refusal, type: string): CallBody {
  if (typeof text !== 'string') return { refused: text };
  if (type === 'text/plain') return { input: text };
  const input = parseJson(text);
  return input === undefined ? { refused: 400 } : { input };
}

/** Counts the bodies being read, in all and per address; `take` answers a release, or undefined when full. */
function bodySlots(limits: HttpLimits): { take(address: string): (() => void) | undefined } {
  const perAddress = new Map<string, number>();
  let total = 0;
  return {
    take(address) {
      const mine = perAddress.get(address) ?? 0;
      if (total >= limits.maxBodiesInFlight || mine >= limits.maxBodiesPerAddress) return undefined;
      total += 1;
      perAddress.set(address, mine + 1);
      return () => {
        total -= 1;
        const left = (perAddress.get(address) ?? 1) - 1;
        if (left > 0) perAddress.set(address, left);
        else perAddress.delete(address);
      };
    },
  };
}

function mediaType(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const semicolon = header.indexOf(';');
  return (semicolon === -1 ? header : header.slice(0, semicolon)).trim().toLowerCase();
}

function rawUpload(request: IncomingMessage, limits: HttpLimits): UploadBody {
  cutWhenStalled(request, limits.uploadIdleMs);
  const declared = Number(request.headers['content-length']);
  return { stream: request, declaredBytes: Number.isSafeInteger(declared) && declared >= 0 ? declared : undefined };
}

/** The body as text; 413 past `maxBytes`, 408 when it does not arrive in time (the rest is left unread). */
function readText(request: IncomingMessage, maxBytes: number, timeoutMs: number): Promise<string | Refusal> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let total = 0;
    const stop = (answer: string | Refusal) => {
      clearTimeout(timer);
      request.off('data', onData).pause();
      resolve(answer);
    };
    const timer = setTimeout(() => stop(408), timeoutMs);
    const onData = (chunk: Buffer) => {
      total += chunk.length;
      if (total > maxBytes) stop(413);
      else chunks.push(chunk);
    };
    request.on('data', onData);
    request.once('end', () => stop(Buffer.concat(chunks).toString('utf8')));
    // A client that hangs up mid-body: nobody is left to answer (issue 12.16: no stack trace).
    request.once('error', () => stop(400));
    request.once('close', () => stop(400));
  });
}
