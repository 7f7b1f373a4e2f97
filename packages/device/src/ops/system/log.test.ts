import { describe, expect, it } from 'vitest';
import { tabDevicePerTest } from '../../testing/tab-test-kit';

const kit = tabDevicePerTest();

type Entry = { time: number; type: string; event: string; content: string; params: Record<string, string> };

async function entries(type = 'all'): Promise<Entry[]> {
  const body = await kit.call('get_syslog', { type });
  expect(body.code).toBe('1');
  return body.entries;
}

describe('get_syslog', () => {
  it('records logins, failed logins and setting changes, newest first, with date, type and content', async () => {
    expect((await kit.device.call('login', { input: { username: 'admin', password: 'wrong' } })).body.code).toBe('-3');
    const set = await kit.call('set_nat_accel', { flowOffloading: '1' });
    expect(set.code).toBe('1');
    const log = await entries();
    expect(log.slice(0, 3).map((e) => [e.type, e.event])).toEqual([
      ['net', 'settingsSaved'],
      ['sys', 'loginFailed'],
      ['sys', 'login'],
    ]);
    expect(log[0]).toMatchObject({ content: 'settings saved (set_nat_accel) from 127.0.0.1', params: { op: 'set_nat_accel', ip: '127.0.0.1' } });
    expect(log.map((e) => e.event)).toContain('boot');
    const times = log.map((e) => e.time);
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('filters by type', async () => {
    await kit.call('set_nat_accel', { flowOffloading: '1' });
    await kit.call('set_timed_reboot', { enabled: '0', method: 'daily' });
    expect((await entries('net')).every((e) => e.type === 'net')).toBe(true);
    expect((await entries('net')).map((e) => e.params.op)).toEqual(['set_nat_accel']);
    expect((await entries('sys')).map((e) => e.event)).toEqual(['settingsSaved', 'login', 'boot']);
    expect(await entries('other')).toEqual([]);
  });

  it('does not record reads or refused writes', async () => {
    const before = (await entries()).length;
    await kit.call('get_ntp');
    await kit.call('set_nat_accel', { flowOffloading: 'maybe' });
    expect(await entries()).toHaveLength(before);
  });

  it('answers -2 for an unknown type and -1 without a token', async () => {
    expect(await kit.call('get_syslog', { type: 'kernel' })).toEqual({ code: '-2', errors: [{ field: 'type', key: 'syslog.typeInvalid' }] });
    expect((await kit.device.call('get_syslog')).body).toEqual({ code: '-1' });
  });

  it('keeps the log across a restart', async () => {
    await kit.call('set_nat_accel', { flowOffloading: '1' });
    await kit.restart();
    expect((await entries()).map((e) => e.event)).toEqual(['login', 'boot', 'settingsSaved', 'login', 'boot']);
  });
});

describe('clear_syslog', () => {
  it('empties the log, leaving the clearing as its first entry', async () => {
    expect(await kit.call('clear_syslog')).toEqual({ code: '1' });
    const log = await entries();
    expect(log.map((e) => e.event)).toEqual(['logCleared']);
    expect(log[0]?.content).toBe('system log cleared from 127.0.0.1');
  });
});
