import { afterEach, describe, expect, it, vi } from 'vitest';
import { callOp } from './api-client';
import { deviceReachStore, isNotAnswering } from './device-reach';
import { setOpTransport, type OpTransport } from './op-transport';
import { httpTransport } from './http-transport';

const ping = { op: 'get_web_msg', method: 'GET' } as const;

function transport(call: OpTransport['call']): OpTransport {
  return { ...httpTransport, call };
}

afterEach(() => setOpTransport(httpTransport));

describe('whether the router answers (issue 30.1)', () => {
  it('says "not answering" after two unanswered polls, and forgets it at the next answer', async () => {
    setOpTransport(transport(() => Promise.reject(new TypeError('Failed to fetch'))));
    await callOp(ping as never, {} as never, { silent: true }).catch(() => undefined);
    expect(isNotAnswering()).toBe(false);
    await callOp(ping as never, {} as never, { silent: true }).catch(() => undefined);
    expect(isNotAnswering()).toBe(true);
    const before = deviceReachStore.get().lastAnswerAt;
    vi.setSystemTime(before + 5_000);
    setOpTransport(transport(() => Promise.resolve({ code: '1' })));
    await callOp(ping as never, {} as never);
    expect(isNotAnswering()).toBe(false);
    expect(deviceReachStore.get().lastAnswerAt).toBe(before + 5_000);
    vi.useRealTimers();
  });

  it('does not count a call the page itself gave up (left the page)', async () => {
    const abort = new AbortController();
    setOpTransport(transport((_op, _input, signal) => new Promise((_resolve, reject) => signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))))));
    const call = callOp(ping as never, {} as never, { signal: abort.signal }).catch(() => undefined);
    abort.abort();
    await call;
    expect(deviceReachStore.get().missed).toBe(0);
  });
});
