// Every check of the admin password (login, change_password) goes through here (issue 12.7):
// - one at a time: scrypt takes 16 MiB and libuv's thread pool, which also reads the console's
//   files; 300 parallel logins stalled them for 11 s. A bounded queue waits its turn.
// - the lockouts are checked when an attempt's turn comes, so a parallel burst cannot outrun them,
//   and only a wrong password counts: a right one never becomes a failure.
// - besides each address's lockout, the account has a budget of failures over every address
//   (accountPolicy); an address that signed in since boot is not held back by that one, so that a
//   guesser spread over many addresses does not lock out the admin's own computer.
import { LoginLockout, accountPolicy } from './login-lockout';
import type { Clock } from './session-store';

export type AttemptResult = { ok: boolean } | { retryAfter: number };

// What a burst may queue (twelve parallel sign-ins of one browser profile fit easily).
const maxWaiting = 64;
// Addresses that signed in, kept for the account budget's exception, oldest dropped first.
const maxTrusted = 64;

export class PasswordAttempts {
  private turn: Promise<unknown> = Promise.resolve();
  private waiting = 0;
  private readonly perClient: LoginLockout;
  private readonly account: LoginLockout;
  private readonly trusted = new Set<string>();

  constructor(lockoutSeconds: number, now: Clock = Date.now) {
    this.perClient = new LoginLockout(lockoutSeconds, now);
    this.account = new LoginLockout(lockoutSeconds, now, accountPolicy);
  }

  /** Runs `verify` in turn unless a lockout holds; records its outcome. */
  async attempt(client: string, verify: () => Promise<boolean>): Promise<AttemptResult> {
    if (this.waiting >= maxWaiting) return { retryAfter: 1 };
    this.waiting += 1;
    const mine = this.turn.then(() => this.check(client, verify));
    this.turn = mine.catch(() => undefined);
    try {
      return await mine;
    } finally {
      this.waiting -= 1;
    }
  }

  private async check(client: string, verify: () => Promise<boolean>): Promise<AttemptResult> {
    const accountWait = this.trusted.has(client) ? 0 : this.account.retryAfter('admin');
    const retryAfter = Math.max(this.perClient.retryAfter(client), accountWait);
    if (retryAfter > 0) return { retryAfter };
    const ok = await verify();
    if (ok) {
      this.perClient.recordSuccess(client);
      this.trust(client);
    } else {
      this.perClient.recordFailure(client);
      this.account.recordFailure('admin');
    }
    return { ok };
  }

  private trust(client: string): void {
    this.trusted.delete(client);
    this.trusted.add(client);
    if (this.trusted.size > maxTrusted) this.trusted.delete(this.trusted.values().next().value as string);
  }
}
