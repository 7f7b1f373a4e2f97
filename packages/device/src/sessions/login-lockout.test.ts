import { describe, expect, it } from 'vitest';
import { LoginLockout, accountPolicy } from './login-lockout';

function clock() {
  let now = 1_000_000;
  return { now: () => now, advance: (seconds: number) => (now += seconds * 1000) };
}

describe('login lockout per client', () => {
  it('locks a client out for the base period after five failures in a row', () => {
    const time = clock();
    const lockout = new LoginLockout(30, time.now);
    for (let i = 0; i < 4; i++) lockout.recordFailure('10.0.0.2');
    expect(lockout.retryAfter('10.0.0.2')).toBe(0);
    lockout.recordFailure('10.0.0.2');
    expect(lockout.retryAfter('10.0.0.2')).toBe(30);
    expect(lockout.retryAfter('10.0.0.3')).toBe(0);
    time.advance(29.5);
    expect(lockout.retryAfter('10.0.0.2')).toBe(1);
    time.advance(0.5);
    expect(lockout.retryAfter('10.0.0.2')).toBe(0);
  });

  it('doubles the lockout with each further failure, up to an hour', () => {
    const time = clock();
    const lockout = new LoginLockout(30, time.now);
    const waits: number[] = [];
    for (let i = 0; i < 12; i++) {
      lockout.recordFailure('c');
      waits.push(lockout.retryAfter('c'));
      time.advance(lockout.retryAfter('c'));
    }
    expect(waits).toEqual([0, 0, 0, 0, 30, 60, 120, 240, 480, 960, 1920, 3600]);
  });

  it('forgets the failures after a success', () => {
    const time = clock();
    const lockout = new LoginLockout(30, time.now);
    for (let i = 0; i < 4; i++) lockout.recordFailure('c');
    lockout.recordSuccess('c');
    for (let i = 0; i < 4; i++) lockout.recordFailure('c');
    expect(lockout.retryAfter('c')).toBe(0);
  });
});

describe("the account's budget over every address (issue 12.7)", () => {
  it('backs off after twenty failures, doubling up to five minutes, never longer', () => {
    const time = clock();
    const account = new LoginLockout(30, time.now, accountPolicy);
    const waits: number[] = [];
    for (let i = 0; i < 26; i++) {
      account.recordFailure('admin');
      waits.push(account.retryAfter('admin'));
      time.advance(account.retryAfter('admin'));
    }
    expect(waits.slice(18)).toEqual([0, 30, 60, 120, 240, 300, 300, 300]);
  });

  it('forgets the failures after fifteen quiet minutes', () => {
    const time = clock();
    const account = new LoginLockout(30, time.now, accountPolicy);
    for (let i = 0; i < 19; i++) account.recordFailure('admin');
    time.advance(15 * 60 + 1);
    account.recordFailure('admin');
    expect(account.retryAfter('admin')).toBe(0);
  });
});
