import { describe, expect, it } from 'vitest';
import { PasswordAttempts } from './password-attempts';

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
