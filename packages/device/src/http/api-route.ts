// Spec 7: /cgi-bin/webapi?op=NAME&access_token=T, and /cgi-bin/webapi/login?op=logout. The token is
// read from the query string only: a cookie never authenticates (no cross-site request forgery);
// the device cookie only decides which lockout a password check answers to (issue 26.4).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { parse as parseQuery, type ParsedUrlQuery } from 'node:querystring';
import type { ApiAnswer, Dispatch } from './dispatcher';
import type { ReadBody } from './body-reader';
import type { ConnectionGuard } from './connection-guard';
import { noStoreHeaders } from './security-headers';
import { send, sendJson } from './responses';
import { deviceCookieHeader, deviceCookieOf } from './cookies';

export const apiPaths = ['/cgi-bin/webapi', '/cgi-bin/webapi/login'];

export function isApiPath(pathname: string): boolean {
  return pathname === apiPaths[0] || pathname === apiPaths[1];
}

/** Set by the console on calls no person caused (polls while the administrator is away). */
export const BACKGROUND_HEADER = 'x-console-background';

/** What an API call needs of its boot's server, built once. */
export interface ApiRoute {
  dispatch: Dispatch;
  readBody: ReadBody;
  connections: ConnectionGuard;
}

export async function answerApiCall(request: IncomingMessage, response: ServerResponse, query: string, route: ApiRoute): Promise<void> {
  const { dispatch, readBody } = route;
  const fields = parseQuery(query);
  const { op, access_token: token } = fields;
  const answer = await dispatch({
    op,
    method: request.method === 'POST' ? 'POST' : 'GET',
    query: inputFields(query, fields),
    token: typeof token === 'string' ? token : undefined,
    clientIp: request.socket.remoteAddress ?? '',
    readDeviceCookie: () => deviceCookieOf(request),
    host: request.headers.host,
    background: request.headers[BACKGROUND_HEADER] === '1',
    readBody: (def) => readBody(request, def),
  });
  if (answer.signedIn) route.connections.trust(request.socket);
  if (answer.afterAnswer.length) {
    // 'close' also fires when the client hangs up early: the reboot happens either way.
    response.once('close', () => answer.afterAnswer.forEach((action) => action()));
  }
  // A body refused or left unread (a call refused before it, a refused upload) is not drained:
  // the connection closes instead (issue 12.1, a refused request costs no buffer).
  const close = request.method === 'POST' && !request.complete ? { connection: 'close' } : undefined;
  const extra = answer.deviceCookie ? { ...close, 'set-cookie': deviceCookieHeader(answer.deviceCookie, request) } : close;
  if (answer.file) return sendFile(response, answer.file, extra);
  sendJson(response, answer.status, answer.body, answer.status === 405 ? { allow: 'GET, POST', ...extra } : extra);
}

/** The query's fields but the op and the token: a GET's input. */
function inputFields(query: string, fields: ParsedUrlQuery): Record<string, unknown> {
  // Most calls are `op=…&access_token=…` alone: no input, and no walk over the fields (a poll's hot path).
  if (typeof fields.op === 'string' && typeof fields.access_token === 'string' && query.indexOf('&') === query.lastIndexOf('&')) return {};
  const { op: _op, access_token: _token, ...input } = fields;
  return input;
}

function sendFile(response: ServerResponse, file: NonNullable<ApiAnswer['file']>, extra: object | undefined): void {
  const name = file.name.replace(/[^A-Za-z0-9._-]/g, '_');
  send(response, 200, { 'content-type': file.contentType, 'content-disposition': `attachment; filename="${name}"`, ...extra, ...noStoreHeaders }, file.data);
}
