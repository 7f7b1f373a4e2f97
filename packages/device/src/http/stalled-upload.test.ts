// Issue 26.2: a stalled upload is cut after the documented pause (README: "an upload may pause
// 60 s"), not after twice that.
import { EventEmitter } from 'node:events';
import type { IncomingMessage } from 'node:http';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultHttpLimits } from './http-limits';
import { cutWhenStalled } from './stalled-upload';

function fakeRequest() {
  const request = Object.assign(new EventEmitter(), { socket: { bytesRead: 0 }, complete: false, destroy: vi.fn() });
  return request;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('cutWhenStalled', () => {
  const idleMs = defaultHttpLimits.uploadIdleMs;

  it('leaves a slow upload that keeps coming, and cuts it within a second of the allowed pause once it stops', () => {
    const request = fakeRequest();
    cutWhenStalled(request as unknown as IncomingMessage, idleMs);
    for (let second = 0; second < 300; second += 30) {
      request.socket.bytesRead += 1024;
      vi.advanceTimersByTime(30_000);
    }
    request.socket.bytesRead += 1024;
    vi.advanceTimersByTime(idleMs - 1_000);
    expect(request.destroy).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2_000);
    expect(request.destroy).toHaveBeenCalledTimes(1);
  });

  it('cuts an upload that never sends a byte of its body after the allowed pause', () => {
    const request = fakeRequest();
    cutWhenStalled(request as unknown as IncomingMessage, idleMs);
    vi.advanceTimersByTime(idleMs + 1_000);
    expect(request.destroy).toHaveBeenCalledTimes(1);
  });

  it('leaves a body that has all arrived, even if the handler has not read it yet', () => {
    const request = fakeRequest();
    cutWhenStalled(request as unknown as IncomingMessage, idleMs);
    request.complete = true;
    vi.advanceTimersByTime(3 * idleMs);
    expect(request.destroy).not.toHaveBeenCalled();
  });
});
