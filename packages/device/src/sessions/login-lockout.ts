// API.md -5: per client address, five failed logins in a row lock it out; each further failure
// doubles the lockout (base, x2, x4, ...) up to an hour. A success clears the record.
// The same class keeps the admin account's budget over every address (issue 12.7), by one key.
import type { Clock } from './session-store';

export interface LockoutPolicy {
  failuresBeforeLockout: number;
  maxLockoutSeconds: number;
  /** a record without a failure for this long is forgotten */
  forgetAfterMs: number;
}

export const failuresBeforeLockout = 5;

export const perClientPolicy: LockoutPolicy = { failuresBeforeLockout, maxLockoutSeconds: 3600, forgetAfterMs: 24 * 3600 * 1000 };

// Distributed guessing (issue 12.7): 20 failures from any addresses start a back-off for the
// account, capped at 5 minutes so that the admin at a new address gets in after it; 15 quiet
// minutes forget them.
export const accountPolicy: LockoutPolicy = { failuresBeforeLockout: 20, maxLockoutSeconds: 300, forgetAfterMs: 15 * 60 * 1000 };

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
    private readonly policy: LockoutPolicy = perClientPolicy,
  ) {}

  /** Seconds the client must still wait, 0 when it may try. */
  retryAfter(client: string): number {
    const record = this.clients.get(client);
    if (!record) return 0;
    const remainingMs = record.lockedUntil - this.now();
    return remainingMs > 0 ? Math.ceil(remainingMs / 1000) : 0;
  }

  /** True while the client has a failure not yet forgotten. */
  hasFailures(client: string): boolean {
    const record = this.clients.get(client);
    return record !== undefined && this.now() - record.lastFailure <= this.policy.forgetAfterMs;
  }

  recordFailure(client: string): void {
    const now = this.now();
    if (this.clients.size >= maxClients) this.forgetStale(now);
    const { failuresBeforeLockout, maxLockoutSeconds, forgetAfterMs } = this.policy;
    const known = this.clients.get(client);
    const record = known && now - known.lastFailure <= forgetAfterMs ? known : { failures: 0, lockedUntil: 0, lastFailure: now };
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
      if (record.lockedUntil < now && now - record.lastFailure > this.policy.forgetAfterMs) this.clients.delete(client);
    }
    // Under a flood of distinct addresses, drop the oldest rather than grow without end.
    while (this.clients.size >= maxClients) {
      const oldest = this.clients.keys().next();
      if (oldest.done) break;
      this.clients.delete(oldest.value);
    }
  }
}
