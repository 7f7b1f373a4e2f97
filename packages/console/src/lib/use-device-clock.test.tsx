import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeDevice } from '../test/fake-device';
import { setupTestI18n } from '../ui/testing/test-i18n';
import { formatDeviceTime } from './device-time';
import { queryClient } from './query-client';
import { useDeviceClock } from './use-device-clock';

beforeAll(() => setupTestI18n('en'));
afterEach(() => {
  queryClient.clear();
  vi.unstubAllGlobals();
});

const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;

describe('device time (issue 19.5)', () => {
  it("formats a clock in the device's zone, whatever the browser's", async () => {
    document.cookie = 'AC_TOKEN=t0k3n; Path=/';
    fakeDevice({ get_web_msg: { code: '1', zonename: 'Asia/Shanghai', timezone: 'CST-8' } });
    const { result } = renderHook(() => useDeviceClock(), { wrapper });
    await waitFor(() => expect(result.current(Date.UTC(2026, 10, 24, 17, 18, 0))).toBe('01:18:00'));
  });

  it('falls back to the POSIX offset for a zone the browser does not know', () => {
    expect(formatDeviceTime(Date.UTC(2026, 0, 1, 0, 0, 0), 'Mars/Olympus', 'CST-8', 'en', 'clock')).toBe('08:00:00');
  });
});
