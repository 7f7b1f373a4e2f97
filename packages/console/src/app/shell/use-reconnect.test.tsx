import { renderHook } from '@testing-library/react';
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
    const { unmount } = renderHook(() => useReconnect(true));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    unmount();
    const url = new URL(String((fetchMock.mock.calls[0] as unknown[] | undefined)?.[0]));
    expect(url.searchParams.get('op')).toBe('long_link');
    expect(url.searchParams.get('access_token')).toBe('t0k3n');
  });
});
