import { describe, expect, it } from 'vitest';
import { SessionStore } from './session-store';

function clock() {
  let now = 0;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('sessions', () => {
  it('hands out 256-bit random hex tokens', () => {
    const sessions = new SessionStore(1000);
    const a = sessions.create();
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(sessions.create()).not.toBe(a);
  });

  it('ends a session after the idle period, and each use starts the period again', () => {
    const time = clock();
    const sessions = new SessionStore(1000, time.now);
    const token = sessions.create();
    time.advance(900);
    expect(sessions.touch(token)).toBe(true);
    time.advance(900);
    expect(sessions.touch(token)).toBe(true);
    time.advance(1000);
    expect(sessions.touch(token)).toBe(false);
    expect(sessions.touch(token)).toBe(false);
  });

  it('refuses unknown and missing tokens', () => {
    const sessions = new SessionStore(1000);
    expect(sessions.touch(undefined)).toBe(false);
    expect(sessions.touch('')).toBe(false);
    expect(sessions.touch('00'.repeat(32))).toBe(false);
  });

  it('ends every other session on request', () => {
    const sessions = new SessionStore(1000);
    const [a, b, c] = [sessions.create(), sessions.create(), sessions.create()];
    sessions.dropAllExcept(b);
    expect([sessions.touch(a), sessions.touch(b), sessions.touch(c)]).toEqual([false, true, false]);
  });

  it('keeps memory bounded: the least recently used session gives way', () => {
    const time = clock();
    const sessions = new SessionStore(60_000, time.now);
    const first = sessions.create();
    const second = sessions.create();
    time.advance(1);
    sessions.touch(first);
    for (let i = 0; i < 30; i++) sessions.create();
    expect(sessions.size).toBe(32);
    time.advance(1);
    sessions.create();
    expect(sessions.size).toBe(32);
    expect(sessions.touch(second)).toBe(false);
    expect(sessions.touch(first)).toBe(true);
  });

  it('does not count a background call as use', () => {
    const time = clock();
    const sessions = new SessionStore(1000, time.now);
    const token = sessions.create();
    time.advance(900);
    expect(sessions.touch(token, false)).toBe(true);
    time.advance(100);
    expect(sessions.touch(token, false)).toBe(false);
  });
});
