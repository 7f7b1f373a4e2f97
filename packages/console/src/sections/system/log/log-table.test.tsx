import { fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestI18n } from '../../../ui/testing/test-i18n';
import i18next from 'i18next';
import { LogTable, type LogEntry } from './log-table';
import { logAsText, logEntryText, matchingEntries } from './log-text';

beforeAll(() => setupTestI18n('en'));

const start = Date.UTC(2026, 10, 20, 2, 0, 0);
const entries: LogEntry[] = Array.from({ length: 10_000 }, (_, index) => ({
  time: start - index * 60_000,
  type: index % 3 === 0 ? 'net' : 'sys',
  event: index === 9_999 ? 'boot' : 'login',
  content: 'admin logged in',
  params: (index === 9_999 ? { version: 'V1.0.3' } : { ip: `192.168.1.${(index % 250) + 2}` }) as Record<string, string>,
}));

function bodyRows() {
  return [...document.querySelectorAll('tbody tr[aria-rowindex]')];
}

describe('LogTable', () => {
  it('renders only the rows in view of ten thousand, and the oldest once scrolled to the end', () => {
    render(<LogTable entries={entries} zonename="Asia/Shanghai" timezone="CST-8" empty="No entries" />);
    expect(screen.getByRole('table', { name: '10000 entries' })).toHaveAttribute('aria-rowcount', '10001');
    expect(bodyRows().length).toBeLessThan(60);
    expect(screen.getByText('admin logged in from 192.168.1.2')).toBeInTheDocument();
    expect(screen.getByText('11/20/2026, 10:00:00')).toBeInTheDocument();

    const region = screen.getByRole('region', { name: '10000 entries' });
    Object.defineProperty(region, 'clientHeight', { configurable: true, value: 600 });
    region.scrollTop = 41 * 10_000;
    fireEvent.scroll(region);
    expect(bodyRows().length).toBeLessThan(60);
    expect(screen.getByText('System started, firmware V1.0.3')).toBeInTheDocument();
  });

  it('words each event in the reader language and falls back to the device text for an unknown one', () => {
    const odd: LogEntry[] = [
      { time: start, type: 'other', event: 'somethingNew', content: '<script>alert(1)</script> happened', params: {} },
      { time: start, type: 'sys', event: 'upgraded', content: '', params: { from: 'V1', to: 'V2', keep: '0' } },
    ];
    render(<LogTable entries={odd} zonename="UTC" timezone="UTC0" empty="No entries" />);
    // Device text stays text.
    expect(screen.getByText('<script>alert(1)</script> happened')).toBeInTheDocument();
    expect(document.querySelector('tbody script')).toBeNull();
    expect(screen.getByText('Firmware upgraded from V1 to V2, factory settings restored')).toBeInTheDocument();
    expect(screen.getByText('Other')).toBeInTheDocument();
  });

  it('words the per-minute count of refused logins (issue 12.5)', () => {
    const refused: LogEntry[] = [
      { time: start, type: 'sys', event: 'loginsRefused', content: '', params: { ip: '192.168.1.9', count: '30' } },
      { time: start, type: 'sys', event: 'loginsRefusedElsewhere', content: '', params: { count: '700' } },
    ];
    render(<LogTable entries={refused} zonename="UTC" timezone="UTC0" empty="No entries" />);
    expect(screen.getByText('30 refused logins from 192.168.1.9 within a minute')).toBeInTheDocument();
    expect(screen.getByText('700 refused logins from other addresses within a minute')).toBeInTheDocument();
  });
});

describe('the log as the administrator reads it (issue 30.13)', () => {
  const saved: LogEntry = { time: start, type: 'sys', event: 'settingsSaved', content: 'Settings saved (set_samba) from 192.168.1.20', params: { op: 'set_samba', ip: '192.168.1.20' } };
  const login: LogEntry = { time: start, type: 'sys', event: 'login', content: 'admin logged in', params: { ip: '192.168.1.7' } };

  it('names the page a save came from, not its op', () => {
    render(<LogTable entries={[saved]} zonename="UTC" timezone="UTC0" empty="No entries" />);
    expect(screen.getByText('Settings saved (File sharing) from 192.168.1.20')).toBeInTheDocument();
    expect(screen.queryByText(/set_samba/)).toBeNull();
  });

  it('words a rollback by the page of the change, not its op (issue 43.7)', () => {
    const rollback: LogEntry = { time: start, type: 'sys', event: 'applyRollback', content: 'settings saved by set_wifi_config were not confirmed: the previous settings are back', params: { op: 'set_wifi_config' } };
    render(<LogTable entries={[rollback]} zonename="UTC" timezone="UTC0" empty="No entries" />);
    expect(screen.getByText('Change to Wi-Fi not confirmed in time: the router went back to the previous settings')).toBeInTheDocument();
    expect(screen.queryByText(/set_wifi_config/)).toBeNull();
  });

  it('finds entries by their worded text, ignoring case', () => {
    const words = (entry: LogEntry) => logEntryText(i18next.t, entry);
    expect(matchingEntries([saved, login], 'file SHARING', words)).toEqual([saved]);
    expect(matchingEntries([saved, login], '192.168.1.7', words)).toEqual([login]);
    expect(matchingEntries([saved, login], '  ', words)).toEqual([saved, login]);
  });

  it('exports one line per entry', async () => {
    const file = logAsText([saved, login], (entry) => ['date', entry.type, logEntryText(i18next.t, entry)]);
    expect(await file.text()).toBe('date\tsys\tSettings saved (File sharing) from 192.168.1.20\ndate\tsys\tadmin logged in from 192.168.1.7\n');
  });

  it("words the SIM failover's switches with their reason and slots, in each language (issue 42.1)", async () => {
    const entry = (params: Record<string, string>): LogEntry => ({ time: start, type: 'net', event: 'simSwitch', content: 'SIM switch from sim1 to sim2: signal (-112)', params });
    const t = i18next.getFixedT('en');
    expect(logEntryText(t, entry({ from: 'sim1', to: 'sim2', reason: 'signal', value: '-112' }))).toBe('SIM switch from SIM 1 to SIM 2: weak signal (-112 dBm)');
    expect(logEntryText(t, entry({ from: 'sim2', to: 'sim1', reason: 'failback', value: '' }))).toBe('SIM switch from SIM 2 to SIM 1: back to the primary SIM');
    await setupTestI18n('zh-CN');
    expect(logEntryText(i18next.getFixedT('zh-CN'), entry({ from: 'sim1', to: 'sim2', reason: 'dataCap', value: '100' }))).toBe('SIM 卡切换：SIM 1 → SIM 2，已达流量上限（100 %）');
    await setupTestI18n('en');
  });
});
