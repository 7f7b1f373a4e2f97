import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupTestI18n } from '../../ui/testing/test-i18n';
import { FooterFacts, type WebMsg } from './footer';

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
afterEach(() => vi.useRealTimers());

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
});
