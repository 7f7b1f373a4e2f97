// Spec 7: /cgi-bin/webapi?op=NAME&access_token=T, and /cgi-bin/webapi/login?op=logout. The token is
// read from the query string only: a cookie never authenticates (no cross-site request forgery).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { parse as parseQuery } from 'node:querystring';
import type { UploadBody } from '../ops/op-context';
import type { ApiAnswer, Dispatch } from './dispatcher';
import { noStoreHeaders } from './security-headers';
import { send, sendJson } from './responses';

export const apiPaths = ['/cgi-bin/webapi', '/cgi-bin/webapi/login'];

export const bodyLimitBytes = 64 * 1024;

export function isApiPath(pathname: string): boolean {
  return pathname === apiPaths[0] || pathname === apiPaths[1];
}

type Body = { input: unknown } | { upload: UploadBody } | { refused: 400 | 413 | 415 };

export async function answerApiCall(request: IncomingMessage, response: ServerResponse, query: string, dispatch: Dispatch): Promise<void> {
  const { op, access_token: token, ...queryInput } = parseQuery(query);
  const method = request.method === 'POST' ? 'POST' : 'GET';
  const body: Body = method === 'GET' ? { input: queryInput } : await readBody(request);
  if ('refused' in body) {
    // Whatever is left of the body is not read: close the connection instead of draining it.
    return sendJson(response, body.refused, { code: '-2', msg: body.refused === 413 ? 'request body too large' : 'malformed request' }, { connection: 'close' });
  }
  const upload = 'upload' in body ? body.upload : undefined;
  const answer = await dispatch({
    op,
    method,
    input: upload ? queryInput : (body as { input: unknown }).input,
    token: typeof token === 'string' ? token : undefined,
    clientIp: request.socket.remoteAddress ?? '',
    upload,
  });
  if (answer.afterAnswer.length) {
    // 'close' also fires when the client hangs up early: the reboot happens either way.
    response.once('close', () => answer.afterAnswer.forEach((action) => action()));
  }
  // A refused upload is not read to its end: close the connection instead of draining it.
  const extra = upload && !upload.stream.readableEnded ? { connection: 'close' } : undefined;
  if (answer.file) return sendFile(response, answer.file, extra);
  sendJson(response, answer.status, answer.body, answer.status === 405 ? { allow: 'GET, POST', ...extra } : extra);
}

function sendFile(response: ServerResponse, file: NonNullable<ApiAnswer['file']>, extra: object | undefined): void {
  const name = file.name.replace(/[^A-Za-z0-9._-]/g, '_');
  send(response, 200, { 'content-type': file.contentType, 'content-disposition': `attachment; filename="${name}"`, ...extra, ...noStoreHeaders }, file.data);
}

/**
 * A POST's body: JSON (at most 64 KB), or an application/octet-stream upload left as a stream
 * for the op's handler (DESIGN "Uploads"), which reads it under the op's own cap.
 */
function readBody(request: IncomingMessage): Promise<Body> | Body {
  const length = request.headers['content-length'];
  const hasBody = request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
  const type = mediaType(request.headers['content-type']);
  if (type === undefined) return hasBody ? { refused: 415 } : { input: {} };
  if (type === 'application/octet-stream') {
    const declared = Number(length);
    return { upload: { stream: request, declaredBytes: Number.isSafeInteger(declared) && declared >= 0 ? declared : undefined } };
  }
  if (type !== 'application/json' && type !== 'text/plain') return { refused: 415 };
  if (Number(length) > bodyLimitBytes) return { refused: 413 };
  return readText(request).then((text) => {
    if (text === undefined) return { refused: 413 };
    if (type === 'text/plain') return { input: text };
    const input = parseJson(text);
    return input === undefined ? { refused: 400 } : { input };
  });
}

function mediaType(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const semicolon = header.indexOf(';');
  return (semicolon === -1 ? header : header.slice(0, semicolon)).trim().toLowerCase();
}

/** The body as text, undefined past the limit (then the rest is left unread). */
function readText(request: IncomingMessage): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let total = 0;
    const onData = (chunk: Buffer) => {
      total += chunk.length;
      if (total > bodyLimitBytes) {
        request.off('data', onData).pause();
        resolve(undefined);
      } else {
        chunks.push(chunk);
      }
    };
    request.on('data', onData);
    request.once('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.once('error', reject);
  });
}

/** Undefined for malformed JSON and for keys that could poison a prototype further on. */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text, (key, value: unknown) => {
      if (key === '__proto__' || (key === 'constructor' && typeof value === 'object' && value !== null && 'prototype' in value)) {
        throw new SyntaxError('prototype key');
      }
      return value;
    });
  } catch {
    return undefined;
  }
}
