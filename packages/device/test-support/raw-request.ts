// HTTP as an attacker sends it: from any loopback address (127.0.0.0/8 is all this host's), with
// any headers, a body announced but never finished, or a connection held open.
import { request } from 'node:http';
import { connect, type Socket } from 'node:net';
import type { TestDevice } from './test-device';

export interface RawOptions {
  method?: 'GET' | 'POST' | 'HEAD';
  path?: string;
  /** 127.0.0.x to send from; 127.0.0.1 when unset */
  from?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the parsed answer; tests check it field by field
  body: any;
}

export function rawRequest(device: TestDevice, options: RawOptions = {}): Promise<RawResponse> {
  const body = options.body ?? '';
  const headers = { 'content-length': String(Buffer.byteLength(body)), ...options.headers };
  return new Promise((resolve, reject) => {
    const req = request(`${device.url}${options.path ?? '/'}`, { method: options.method ?? 'GET', headers, localAddress: options.from }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text, body: parseOrText(text, res.headers['content-type']) }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

function parseOrText(text: string, type: string | string[] | undefined): unknown {
  return typeof type === 'string' && type.startsWith('application/json') && text ? JSON.parse(text) : text;
}

/** A JSON login POST from `from`; the parsed answer. */
export async function loginFrom(device: TestDevice, from: string, password: string): Promise<{ code: string; retry_after?: number; access_token?: string }> {
  const body = JSON.stringify({ username: 'admin', password });
  const answer = await rawRequest(device, { method: 'POST', path: '/cgi-bin/webapi?op=login', from, headers: { 'content-type': 'application/json' }, body });
  return answer.body;
}

/** A socket that sends `head` (and nothing more) and keeps the connection; resolves once connected. */
export function heldConnection(device: TestDevice, head = '', from?: string): Promise<Socket & { answer: () => string }> {
  const { hostname, port } = new URL(device.url);
  return new Promise((resolve, reject) => {
    let received = '';
    const socket = connect({ host: hostname, port: Number(port), localAddress: from }, () => {
      if (head) socket.write(head);
      resolve(Object.assign(socket, { answer: () => received }));
    });
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('error', () => undefined);
    socket.once('error', reject);
  });
}

/** Resolves when the server has closed the socket (or after `ms`, with false). */
export function closedWithin(socket: Socket, ms: number): Promise<boolean> {
  if (socket.closed) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    socket.once('close', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}
