// Issue 12.1: thousands of held connections took the daemon past its memory. A connection past
// the caps (all, or of one address) is closed before anything is read from it.
import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import type { HttpLimits } from './http-limits';

export function guardConnections(server: Server, limits: HttpLimits): void {
  const perAddress = new Map<string, number>();
  let open = 0;
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? '';
    const count = perAddress.get(address) ?? 0;
    if (open >= limits.maxConnections || count >= limits.maxConnectionsPerAddress) {
      socket.destroy();
      return;
    }
    open += 1;
    perAddress.set(address, count + 1);
    socket.once('close', () => {
      open -= 1;
      const left = (perAddress.get(address) ?? 1) - 1;
      if (left > 0) perAddress.set(address, left);
      else perAddress.delete(address);
    });
  });
}
