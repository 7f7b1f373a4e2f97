import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupTestI18n } from '../../ui/testing/test-i18n';
import { FooterFacts, type WebMsg } from './footer';
import { DeviceReachBanner } from './device-reach-banner';
import { deviceReachStore } from '../../lib/device-reach';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';

const msg: WebMsg = {
  uptime: '3599',
  authcode: '1',
  macaddr: '00:11:22:33:44:55',
  board: 'ZBT-WE1626',
  ipaddr: '192.168.1.1',
  sysversion: 'V1.0.4',
  mode: 'router',
  timezone: 'CST-8',
  zonename: 'Asia/Shanghai',
  localtime: Date.UTC(2026, 0, 2, 3, 4, 5),
  first_start: false,
};

function fact(name: string) {
  return screen.getByText(name).nextElementSibling?.textContent;
}

beforeAll(() => setupTestI18n('en'));
afterEach(() => {
  vi.useRealTimers();
  deviceReachStore.set({ lastAnswerAt: Date.now(), missed: 0 });
});

describe('the footer', () => {
  it("shows a device that sends only spec 7's eight fields, and '--' for what is missing or broken (issue 19.2)", () => {
    const { localtime: _localtime, zonename: _zonename, ...specOnly } = msg;
    render(<FooterFacts msg={specOnly} receivedAt={Date.now()} />);
    expect(fact('Model')).toBe('ZBT-WE1626');
    expect(fact('System time')).toMatch(/^\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}:\d{2}$/);
    render(<FooterFacts msg={{ uptime: 'soon', board: undefined, localtime: Number.NaN, zonename: 'Asia/Shanghai' } as never} receivedAt={Date.now()} />);
    expect(screen.getAllByText('--').length).toBeGreaterThanOrEqual(6);
  });

  it('advances uptime and the device clock every second between polls', () => {
    vi.useFakeTimers();
    render(<FooterFacts msg={msg} receivedAt={Date.now()} />);
    expect(fact('Uptime')).toBe('00:59:59');
    expect(fact('System time')).toContain('11:04:05');
    act(() => vi.advanceTimersByTime(2_000));
    expect(fact('Uptime')).toBe('01:00:01');
    expect(fact('System time')).toContain('11:04:07');
  });

  it('counts days once uptime passes 24 hours', () => {
    render(<FooterFacts msg={{ ...msg, uptime: String(2 * 86_400 + 61) }} receivedAt={Date.now()} />);
    expect(fact('Uptime')).toBe('2 d 00:01:01');
  });

  it('shows the eight facts of the spec, authorization from authcode', () => {
    const { rerender } = render(<FooterFacts msg={msg} receivedAt={Date.now()} />);
    for (const name of ['Model', 'IP address', 'MAC address', 'System version', 'Working mode', 'System time', 'Uptime', 'Authorization']) {
      expect(screen.getByText(name)).toBeInTheDocument();
    }
    expect(fact('Authorization')).toBe('Authorized');
    expect(fact('Working mode')).toBe('Router');
    rerender(<FooterFacts msg={{ ...msg, authcode: '0' }} receivedAt={Date.now()} />);
    expect(fact('Authorization')).toBe('Unauthorized');
  });

  it('falls back to the POSIX offset when the browser does not know the zone name', () => {
    render(<FooterFacts msg={{ ...msg, zonename: 'Nowhere/Atlantis' }} receivedAt={Date.now()} />);
    expect(fact('System time')).toContain('11:04:05');
  });

  it('stops the clock and uptime while the router does not answer (issue 43.7)', () => {
    vi.useFakeTimers();
    render(<FooterFacts msg={msg} receivedAt={Date.now()} />);
    act(() => vi.advanceTimersByTime(2_000));
    act(() => deviceReachStore.set({ lastAnswerAt: Date.now(), missed: 2 }));
    act(() => vi.advanceTimersByTime(5_000));
    expect(fact('System time')).toContain('11:04:07');
    expect(fact('Uptime')).toBe('01:00:01');
  });
});

describe('the not-answering banner', () => {
  it("says the last answer in the router's time, not the browser's (issue 43.7)", () => {
    const receivedAt = Date.now();
    const queryClient = new QueryClient();
    // The router's clock, in UTC+8, read at receivedAt; its last answer came 3 s later.
    queryClient.setQueryData(['get_web_msg', {}], { ...msg, localtime: Date.UTC(2026, 0, 2, 3, 4, 5) }, { updatedAt: receivedAt });
    deviceReachStore.set({ lastAnswerAt: receivedAt + 3_000, missed: 2 });
    render(
      <QueryClientProvider client={queryClient}>
        <DeviceReachBanner />
      </QueryClientProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Last answer at 11:04:08');
  });
});
