import { describe, expect, it } from 'vitest';
import { PasswordAttempts } from './password-attempts';
import { accountPolicy } from './login-lockout';

describe('password checks one at a time (issue 12.7)', () => {
  it('runs one check at a time, in order of arrival', async () => {
    const attempts = new PasswordAttempts(30);
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const verify = (i: number) => async () => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      order.push(i);
      running -= 1;
      return true;
    };
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => attempts.attempt('10.0.0.2', verify(i))));
    expect(most).toBe(1);
    expect(order).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(results).toEqual(Array(10).fill({ ok: true }));
  });

  it('answers retry_after 1 past 64 waiting, without checking or counting those', async () => {
    const attempts = new PasswordAttempts(30);
    let checked = 0;
    const wrong = async () => {
      checked += 1;
      await new Promise((resolve) => setTimeout(resolve, 1));
      return false;
    };
    const results = await Promise.all(Array.from({ length: 70 }, (_, i) => attempts.attempt(`10.0.${i}.2`, wrong)));
    expect(results.slice(64)).toEqual(Array(6).fill({ retryAfter: 1 }));
    // Twenty wrong answers met the account's budget; the rest were held back without a check.
    expect(checked).toBe(20);
  });

  it('lets an address that signed in before pass the account back-off', async () => {
    const attempts = new PasswordAttempts(30);
    expect(await attempts.attempt('10.0.0.9', async () => true)).toEqual({ ok: true });
    for (let i = 0; i < 20; i++) await attempts.attempt(`10.0.${i}.2`, async () => false);
    expect(await attempts.attempt('10.0.99.2', async () => true)).toEqual({ retryAfter: 30 });
    expect(await attempts.attempt('10.0.0.9', async () => true)).toEqual({ ok: true });
  });
});

describe('guessing from rotating addresses does not lock the admin out (issue 26.4)', () => {
  const right = 'right password';
  function unit() {
    let now = 1_000_000;
    const attempts = new PasswordAttempts(30, () => now);
    let wrongChecked = 0;
    const login = (client: string, password: string, device?: string) =>
      attempts.attempt(
        client,
        async () => {
          if (password !== right) wrongChecked += 1;
          return password === right;
        },
        device,
      );
    return { login, tick: () => (now += 1000), wrongChecked: () => wrongChecked };
  }

  /** A minute of two guesses a second from `guesser(n)`, and the admin's sign-ins each second. */
  async function minuteUnderAttack(guesser: (n: number) => string, device: string | undefined) {
    const u = unit();
    let signedIn = 0;
    for (let second = 0; second < 60; second++) {
      for (const n of [2 * second, 2 * second + 1]) expect(await u.login(guesser(n), `guess-${n}`)).not.toEqual({ ok: true });
      // From a new address each second (a phone moving between networks), or with a device cookie.
      const answer = await u.login(`10.9.${second}.1`, right, device);
      if ('ok' in answer && answer.ok) signedIn += 1;
      u.tick();
    }
    return { signedIn, guessesChecked: u.wrongChecked() };
  }

  // The account's budget, then one guess each time its back-off runs out (30 s, then 60 s).
  const guessBound = accountPolicy.failuresBeforeLockout + 2;
  const botnet = (n: number) => `198.51.100.${n % 16}`;

  it('signs the admin in from a new address every second while sixteen addresses take turns guessing', async () => {
    const { signedIn, guessesChecked } = await minuteUnderAttack(botnet, undefined);
    expect(signedIn / 60).toBeGreaterThanOrEqual(0.99);
    expect(guessesChecked).toBeLessThanOrEqual(guessBound);
  });

  it('signs a browser with a device cookie in every second, even while every guess comes from a new address', async () => {
    const { signedIn, guessesChecked } = await minuteUnderAttack((n) => `203.0.${n}.7`, 'nonce-of-the-admins-browser');
    expect(signedIn / 60).toBeGreaterThanOrEqual(0.99);
    expect(guessesChecked).toBeLessThanOrEqual(guessBound);
  });

  it('keeps guesses from a new address each time within the account budget', async () => {
    const { guessesChecked } = await minuteUnderAttack((n) => `203.0.${n}.7`, undefined);
    expect(guessesChecked).toBeLessThanOrEqual(guessBound);
  });

  it('locks a device cookie out after five wrong passwords, and only that cookie', async () => {
    const u = unit();
    for (let i = 0; i < 5; i++) expect(await u.login('10.0.0.2', `guess-${i}`, 'stolen')).toEqual({ ok: false });
    expect(await u.login('10.0.0.2', right, 'stolen')).toEqual({ retryAfter: 30 });
    expect(await u.login('10.0.0.2', right, 'admins-browser')).toEqual({ ok: true });
    // Its failures are not the address's: the same address without the cookie still gets in.
    expect(await u.login('10.0.0.2', right)).toEqual({ ok: true });
  });
});
