// API.md -5: per client address, five failed logins in a row lock it out; each further failure
// doubles the lockout (base, x2, x4, ...) up to an hour. A success clears the record.
import type { Clock } from './session-store';

export const failuresBeforeLockout = 5;
const maxLockoutSeconds = 3600;
// Records of clients that stopped trying are forgotten after this long, bounding memory.
const forgetAfterMs = 24 * 3600 * 1000;
const maxClients = 10_000;

interface ClientRecord {
  failures: number;
  lockedUntil: number;
  lastFailure: number;
}

export class LoginLockout {
  private readonly clients = new Map<string, ClientRecord>();

  constructor(
    private readonly baseSeconds: number,
    private readonly now: Clock = Date.now,
  ) {}

  /** Seconds the client must still wait, 0 when it may try. */
  retryAfter(client: string): number {
    const record = this.clients.get(client);
    if (!record) return 0;
    const remainingMs = record.lockedUntil - this.now();
    return remainingMs > 0 ? Math.ceil(remainingMs / 1000) : 0;
  }

  recordFailure(client: string): void {
    const now = this.now();
    if (this.clients.size >= maxClients) this.forgetStale(now);
    const record = this.clients.get(client) ?? { failures: 0, lockedUntil: 0, lastFailure: now };
    record.failures += 1;
    record.lastFailure = now;
    if (record.failures >= failuresBeforeLockout) {
      const doublings = record.failures - failuresBeforeLockout;
      const seconds = Math.min(this.baseSeconds * 2 ** Math.min(doublings, 30), maxLockoutSeconds);
      record.lockedUntil = now + seconds * 1000;
    }
    this.clients.set(client, record);
  }

  recordSuccess(client: string): void {
    this.clients.delete(client);
  }

  private forgetStale(now: number): void {
    for (const [client, record] of this.clients) {
      if (record.lockedUntil < now && now - record.lastFailure > forgetAfterMs) this.clients.delete(client);
    }
    // Under a flood of distinct addresses, drop the oldest rather than grow without end.
    while (this.clients.size >= maxClients) {
      const oldest = this.clients.keys().next();
      if (oldest.done) break;
      this.clients.delete(oldest.value);
    }
  }
}
