import { act, renderHook } from '@testing-library/react';
import { Timing } from '@rc/contract/constants';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useReconnect } from './use-reconnect';

afterEach(() => vi.unstubAllGlobals());

describe('useReconnect', () => {
  it('polls long_link with the access token, as every spec 7 request carries it (issue 19.3)', async () => {
    document.cookie = 'AC_TOKEN=t0k3n; Path=/';
    const fetchMock = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', fetchMock);
    const { unmount } = renderHook(() => useReconnect(true, 90_000));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    unmount();
    const url = new URL(String((fetchMock.mock.calls[0] as unknown[] | undefined)?.[0]));
    expect(url.searchParams.get('op')).toBe('long_link');
    expect(url.searchParams.get('access_token')).toBe('t0k3n');
  });

  it("says the device did not come back once spec 9's duration passed without an answer (issue 19.7)", async () => {
    vi.stubGlobal('fetch', vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }));
    vi.useFakeTimers();
    try {
      const { result } = renderHook(() => useReconnect(true, Timing.mediumDurationMs));
      await act(async () => vi.advanceTimersByTimeAsync(Timing.mediumDurationMs - 5_000));
      expect(result.current).toBe(false);
      await act(async () => vi.advanceTimersByTimeAsync(10_000));
      expect(result.current).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
