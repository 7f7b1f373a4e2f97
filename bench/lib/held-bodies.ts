// Issue 12.1's attack: thousands of connections, no token, each announcing a 64 KiB JSON body,
// sending all but a few hundred bytes of it and holding. Spread over many loopback addresses, as
// a LAN of infected hosts would, so that the per-address cap alone does not decide it.
import { connect, type Socket } from 'node:net';
import { residentMb } from './daemon';

export interface HeldBodiesResult {
  connections: number;
  /** how many the daemon answered (any status) before we let go */
  answered: number;
  /** how many the daemon closed or refused */
  closedByServer: number;
  rssMb: { before: number; peak: number; after: number };
}

const ANNOUNCED = 65_536;
const SENT = 65_000;
const HOLD_MS = 4_000;
const SETTLE_MS = 5_000;

export async function measureHeldBodies(baseUrl: string, pid: number, connections: number): Promise<HeldBodiesResult> {
  const { hostname, port } = new URL(baseUrl);
  const before = await residentMb(pid);
  let answered = 0;
  let closedByServer = 0;
  const sockets: Socket[] = [];
  const filler = ' '.repeat(SENT);
  for (let i = 0; i < connections; i++) {
    // Every other one a login (callable without a token), the rest a settings write.
    const op = i % 2 ? 'login' : 'set_lan_config';
    const head = `POST /cgi-bin/webapi?op=${op} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nContent-Type: application/json\r\nContent-Length: ${ANNOUNCED}\r\n\r\n`;
    const socket = connect({ host: hostname, port: Number(port), localAddress: `127.0.${1 + Math.floor(i / 200)}.${2 + (i % 200)}` });
    socket.on('error', () => undefined);
    socket.once('data', () => (answered += 1));
    socket.once('close', () => (closedByServer += socket.destroyed && !socket.writableEnded ? 1 : 0));
    socket.write(head + filler);
    sockets.push(socket);
    if (i % 100 === 99) await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await new Promise((resolve) => setTimeout(resolve, HOLD_MS));
  const peak = await residentMb(pid);
  sockets.forEach((socket) => socket.destroy());
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  const after = await residentMb(pid);
  return { connections, answered, closedByServer, rssMb: { before, peak, after } };
}
