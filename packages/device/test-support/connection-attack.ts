// Issue 26.3: strangers on the LAN holding connections, each opened again as soon as the daemon
// drops it, while the administrator works. Loopback only: 127.0.0.0/8 is all this host's.
import { request } from 'node:http';
import { connect, type Socket } from 'node:net';

export interface HeldConnections {
  /** connections the attack has open right now */
  readonly open: () => number;
  /** ends the attack: closes every connection and opens no more */
  stop(): void;
}

export interface AttackOptions {
  addresses: string[];
  perAddress: number;
  /** what each connection sends once connected, then holds: nothing (an idle connection) by default */
  head?: string;
  /** how long an attacker waits before opening again a connection the daemon closed */
  reopenMs?: number;
}

/** A sign-in that announces 1,000 bytes of JSON (under login's 1 KB cap), sends 20 of them and holds. */
export const slowSignIn =
  'POST /cgi-bin/webapi?op=login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"username":"admin",';

/** Opens `perAddress` connections from each address and keeps them open; resolves once all connected once. */
export async function holdConnections(url: string, options: AttackOptions): Promise<HeldConnections> {
  const { hostname, port } = new URL(url);
  const sockets = new Set<Socket>();
  let running = true;
  const open = (localAddress: string): Promise<void> =>
    new Promise((connected) => {
      const socket = connect({ host: hostname, port: Number(port), localAddress }, () => {
        if (options.head) socket.write(options.head);
        connected();
      });
      sockets.add(socket);
      socket.on('error', () => connected());
      socket.on('data', () => undefined);
      socket.once('close', () => {
        sockets.delete(socket);
        if (running) setTimeout(() => running && void open(localAddress), options.reopenMs ?? 50);
      });
    });
  const first: Array<Promise<void>> = [];
  for (const address of options.addresses) {
    for (let i = 0; i < options.perAddress; i++) {
      first.push(open(address));
      // A hundred at a time: the listen backlog holds 511.
      if (first.length % 100 === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
  await Promise.all(first);
  return {
    open: () => sockets.size,
    stop() {
      running = false;
      sockets.forEach((socket) => socket.destroy());
    },
  };
}

/** `127.0.<third>.10` to `.249`, then on in the next third octet: one attacker each. */
export function loopbackAddresses(count: number, third = 0): string[] {
  return Array.from({ length: count }, (_, i) => `127.0.${third + Math.floor(i / 240)}.${10 + (i % 240)}`);
}

export interface AdminCall {
  method: 'GET' | 'POST';
  path: string;
  body?: string;
}

/** Every tenth call a sign-in with the right password, the others a read and a save with the token. */
export function adminCall(i: number, token: string, password: string): AdminCall {
  if (i % 10 === 0) return { method: 'POST', path: '/cgi-bin/webapi?op=login', body: JSON.stringify({ username: 'admin', password }) };
  if (i % 2) return { method: 'GET', path: `/cgi-bin/webapi?op=get_nat_accel&access_token=${token}` };
  return { method: 'POST', path: `/cgi-bin/webapi?op=set_nat_accel&access_token=${token}`, body: JSON.stringify({ flowOffloading: String((i / 2) % 2) }) };
}

/** `count` of the administrator's calls one after the other, each on a connection of its own: the codes and times. */
export async function adminCalls(url: string, token: string, password: string, count: number): Promise<Array<{ code: string; ms: number }>> {
  const answers: Array<{ code: string; ms: number }> = [];
  for (let i = 0; i < count; i++) {
    const start = performance.now();
    const code = await callOnNewConnection(url, adminCall(i, token, password));
    answers.push({ code, ms: performance.now() - start });
  }
  return answers;
}

/** One call on a connection of its own (the worst case: a browser's keep-alive one may be gone); its `code`, or the error. */
export function callOnNewConnection(url: string, call: AdminCall, from = '127.0.0.1'): Promise<string> {
  const body = call.body ?? '';
  const headers = { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) };
  return new Promise((resolve) => {
    const req = request(`${url}${call.path}`, { method: call.method, headers, localAddress: from, agent: false }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve(codeOf(res.statusCode, text)));
      res.on('error', (err) => resolve(err.message));
    });
    req.setTimeout(10_000, () => req.destroy(new Error('no answer in 10 s')));
    req.on('error', (err) => resolve(err.message));
    req.end(body);
  });
}

function codeOf(status: number | undefined, text: string): string {
  try {
    return String((JSON.parse(text) as { code?: unknown }).code);
  } catch {
    return `HTTP ${status}`;
  }
}
