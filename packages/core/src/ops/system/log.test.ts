import { describe, expect, it } from 'vitest';
import { tabDevicePerTest } from '../../../../device/test-support/tab-test-kit';
import { loginFrom } from '../../../../device/test-support/raw-request';
import { testInitialPassword } from '../../../../device/test-support/test-device';

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
      ['sys', 'loginsRefused'],
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

describe('the system log under a login flood (issue 12.5)', () => {
  it('writes refused logins as one line per address with a count, not a line each', async () => {
    for (let i = 0; i < 30; i++) await loginFrom(kit.device, '127.0.0.1', `guess-${i}`);
    for (let i = 0; i < 3; i++) await loginFrom(kit.device, '127.0.0.2', `guess-${i}`);
    const refused = (await entries()).filter((e) => e.event.startsWith('login') && e.event !== 'login');
    expect(refused.map((e) => [e.event, e.params.ip, e.params.count])).toEqual([
      ['loginsRefused', '127.0.0.2', '3'],
      ['loginsRefused', '127.0.0.1', '30'],
    ]);
    expect(refused[1]?.content).toBe('30 refused logins from 127.0.0.1');
  });

  it('keeps the security events when other lines fill the log past its bound', async () => {
    const newpassword = 'N3w-secret';
    expect((await kit.call('change_password', { oldpassword: testInitialPassword, newpassword })).code).toBe('1');
    // More than the two files of the general log hold.
    const syslog = kit.device.device.services.system.syslog;
    for (let i = 0; i < 120; i++) syslog.add('net', 'settingsSaved', `settings saved ${'x'.repeat(20_000)}`, { op: 'set_nat_accel', ip: '127.0.0.1' });
    const log = await entries();
    expect(log.some((e) => e.event === 'boot')).toBe(false);
    expect(log.filter((e) => e.event === 'passwordChanged' || e.event === 'login').map((e) => e.event)).toEqual(['passwordChanged', 'login']);
  });
});
