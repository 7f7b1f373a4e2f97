// Every check of the admin password (login, change_password) goes through here (issue 12.7):
// - one at a time: scrypt takes 16 MiB and libuv's thread pool, which also reads the console's
//   files; 300 parallel logins stalled them for 11 s. A bounded queue waits its turn.
// - the lockouts are checked when an attempt's turn comes, so a parallel burst cannot outrun them,
//   and only a wrong password counts: a right one never becomes a failure.
// - besides each address's lockout, the account has a budget of failures over every address
//   (accountPolicy); an address that signed in since boot is not held back by that one, so that a
//   guesser spread over many addresses does not lock out the admin's own computer.
// - issue 26.4, so that guessing from rotating addresses does not lock the admin out:
//   a browser with a device cookie (device-cookies.ts, OWASP's "device cookies") is judged by that
//   cookie's own lockout only; an address without failures draws on a reserve budget of its own,
//   spent only by failures of such addresses, so that a guesser's addresses, once they failed, no
//   longer hold back the admin at a new one. A guesser with a new address for every guess spends
//   both budgets alike: its guesses stay bounded by the same rules.
import { LoginLockout, accountPolicy } from './login-lockout';
import type { Clock } from './session-store';

export type AttemptResult = { ok: boolean } | { retryAfter: number };

// What a burst may queue (twelve parallel sign-ins of one browser profile fit easily).
const maxWaiting = 64;
// Addresses that signed in, kept for the account budget's exception, oldest dropped first.
const maxTrusted = 64;
// The one account of spec 6, the key of the account-wide budgets.
const account = 'admin';

export class PasswordAttempts {
  private turn: Promise<unknown> = Promise.resolve();
  private waiting = 0;
  private readonly perClient: LoginLockout;
  private readonly perDevice: LoginLockout;
  private readonly account: LoginLockout;
  private readonly reserve: LoginLockout;
  private readonly trusted = new Set<string>();

  constructor(lockoutSeconds: number, now: Clock = Date.now) {
    this.perClient = new LoginLockout(lockoutSeconds, now);
    this.perDevice = new LoginLockout(lockoutSeconds, now);
    this.account = new LoginLockout(lockoutSeconds, now, accountPolicy);
    this.reserve = new LoginLockout(lockoutSeconds, now, accountPolicy);
  }

  /**
   * Runs `verify` in turn unless a lockout holds; records its outcome. `device` is the nonce of the
   * valid device cookie the client presented, if any.
   */
  async attempt(client: string, verify: () => Promise<boolean>, device?: string): Promise<AttemptResult> {
    if (this.waiting >= maxWaiting) return { retryAfter: 1 };
    this.waiting += 1;
    const mine = this.turn.then(() => (device === undefined ? this.check(client, verify) : this.checkDevice(device, verify)));
    this.turn = mine.catch(() => undefined);
    try {
      return await mine;
    } finally {
      this.waiting -= 1;
    }
  }

  /** OWASP: a trusted client's failures count against its own cookie only. */
  private async checkDevice(device: string, verify: () => Promise<boolean>): Promise<AttemptResult> {
    const retryAfter = this.perDevice.retryAfter(device);
    if (retryAfter > 0) return { retryAfter };
    const ok = await verify();
    if (ok) this.perDevice.recordSuccess(device);
    else this.perDevice.recordFailure(device);
    return { ok };
  }

  private async check(client: string, verify: () => Promise<boolean>): Promise<AttemptResult> {
    const clean = !this.perClient.hasFailures(client);
    const budget = clean ? this.reserve : this.account;
    const accountWait = this.trusted.has(client) ? 0 : budget.retryAfter(account);
    const retryAfter = Math.max(this.perClient.retryAfter(client), accountWait);
    if (retryAfter > 0) return { retryAfter };
    const ok = await verify();
    if (ok) {
      this.perClient.recordSuccess(client);
      this.trust(client);
    } else {
      this.perClient.recordFailure(client);
      this.account.recordFailure(account);
      if (clean) this.reserve.recordFailure(account);
    }
    return { ok };
  }

  private trust(client: string): void {
    this.trusted.delete(client);
    this.trusted.add(client);
    if (this.trusted.size > maxTrusted) this.trusted.delete(this.trusted.values().next().value as string);
  }
}
