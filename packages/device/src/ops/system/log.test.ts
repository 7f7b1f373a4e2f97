import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestDevice, type TestDevice } from '../../testing/test-device';

let device: TestDevice;
let token: string;
beforeEach(async () => {
  device = await startTestDevice();
  token = await device.login();
});
afterEach(() => device.cleanup());

type Entry = { time: number; type: string; event: string; content: string; params: Record<string, string> };

async function entries(type = 'all'): Promise<Entry[]> {
  const { body } = await device.call('get_syslog', { token, input: { type } });
  expect(body.code).toBe('1');
  return body.entries;
}

describe('get_syslog', () => {
  it('records logins, failed logins and setting changes, newest first, with date, type and content', async () => {
    expect((await device.call('login', { input: { username: 'admin', password: 'wrong' } })).body.code).toBe('-3');
    const set = await device.call('set_nat_accel', { token, input: { flowOffloading: '1' } });
    expect(set.body.code).toBe('1');
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
    await device.call('set_nat_accel', { token, input: { flowOffloading: '1' } });
    await device.call('set_timed_reboot', { token, input: { enabled: '0', method: 'daily' } });
    expect((await entries('net')).every((e) => e.type === 'net')).toBe(true);
    expect((await entries('net')).map((e) => e.params.op)).toEqual(['set_nat_accel']);
    expect((await entries('sys')).map((e) => e.event)).toEqual(['settingsSaved', 'login', 'boot']);
    expect(await entries('other')).toEqual([]);
  });

  it('does not record reads or refused writes', async () => {
    const before = (await entries()).length;
    await device.call('get_ntp', { token });
    await device.call('set_nat_accel', { token, input: { flowOffloading: 'maybe' } });
    expect(await entries()).toHaveLength(before);
  });

  it('answers -2 for an unknown type and -1 without a token', async () => {
    expect((await device.call('get_syslog', { token, input: { type: 'kernel' } })).body).toEqual({ code: '-2', errors: [{ field: 'type', key: 'syslog.typeInvalid' }] });
    expect((await device.call('get_syslog')).body).toEqual({ code: '-1' });
  });

  it('keeps the log across a restart', async () => {
    await device.call('set_nat_accel', { token, input: { flowOffloading: '1' } });
    device = await device.restart();
    token = await device.login();
    expect((await entries()).map((e) => e.event)).toEqual(['login', 'boot', 'settingsSaved', 'login', 'boot']);
  });
});

describe('clear_syslog', () => {
  it('empties the log, leaving the clearing as its first entry', async () => {
    expect((await device.call('clear_syslog', { token })).body).toEqual({ code: '1' });
    const log = await entries();
    expect(log.map((e) => e.event)).toEqual(['logCleared']);
    expect(log[0]?.content).toBe('system log cleared from 127.0.0.1');
  });
});
