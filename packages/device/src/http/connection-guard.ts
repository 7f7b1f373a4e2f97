// Issue 12.1: thousands of held connections took the daemon past its memory, so connections are
// capped, in all and per address; one past its address's cap is closed before anything is read.
// Issue 26.3: strangers filling the cap kept the administrator out. So when it is full, a new
// connection takes the place of the stranger that has waited longest on its own client (for a
// request head, or for the body of a call without a session): an attacker can only push out
// another attacker, never a call the daemon is answering nor a connection that carried a session.
import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import type { HttpLimits } from './http-limits';

/** What the request path tells the guard; each O(1), a poll pays two of them. */
export interface ConnectionGuard {
  /** a request's head arrived: the daemon works for it and does not evict it */
  busy(socket: Socket): void;
  /** the daemon waits on the client again (its next request, or a body of a call without a session) */
  waiting(socket: Socket): void;
  /** a call on it carried a valid session: it is never evicted for another */
  trust(socket: Socket): void;
  /** counts the server's connections from now on */
  watch(server: Server): void;
}

export function connectionGuard(limits: HttpLimits): ConnectionGuard {
  const addressOf = new Map<Socket, string>();
  const perAddress = new Map<string, number>();
  // Strangers waiting on their client; a Set iterates in insertion order, so the first has waited longest.
  const idle = new Set<Socket>();
  const trusted = new WeakSet<Socket>();

  const release = (socket: Socket) => {
    const address = addressOf.get(socket);
    if (address === undefined) return;
    addressOf.delete(socket);
    idle.delete(socket);
    const left = (perAddress.get(address) ?? 1) - 1;
    if (left > 0) perAddress.set(address, left);
    else perAddress.delete(address);
  };
  const makeRoom = (): boolean => {
    if (addressOf.size < limits.maxConnections) return true;
    const oldest = idle.values().next();
    if (oldest.done) return false;
    release(oldest.value);
    oldest.value.destroy();
    return true;
  };

  const admit = (socket: Socket): boolean => {
    const address = socket.remoteAddress ?? '';
    const count = perAddress.get(address) ?? 0;
    if (count >= limits.maxConnectionsPerAddress || !makeRoom()) {
      socket.destroy();
      return false;
    }
    addressOf.set(socket, address);
    perAddress.set(address, count + 1);
    idle.add(socket);
    socket.once('close', () => release(socket));
    return true;
  };
  return {
    watch(server) {
      // Node itself would drop the connection past maxConnections before the guard could make room.
      server.maxConnections = limits.maxConnections + 1;
      // The guard decides first, and node's HTTP listener (createServer's) sees only the connections
      // it admitted: an attacker retrying past the caps costs no HTTP parser and no timers.
      const http = server.listeners('connection') as Array<(socket: Socket) => void>;
      server.removeAllListeners('connection');
      server.on('connection', (socket: Socket) => {
        if (admit(socket)) for (const listener of http) listener.call(server, socket);
      });
    },
    busy: (socket) => void idle.delete(socket),
    waiting: (socket) => {
      if (!trusted.has(socket) && addressOf.has(socket)) idle.add(socket);
    },
    trust: (socket) => {
      trusted.add(socket);
      idle.delete(socket);
    },
  };
}
