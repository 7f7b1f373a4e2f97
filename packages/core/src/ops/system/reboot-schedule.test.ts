import { describe, expect, it } from 'vitest';
import { localMinute } from '../../schedule/reboot-scheduler';
import { configFile } from '../../../../device/test-support/config-files';
import { tabDevicePerTest } from '../../../../device/test-support/tab-test-kit';

const kit = tabDevicePerTest({ rebootSeconds: 0.3 });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const reachable = (url: string) => fetch(`${url}/cgi-bin/webapi?op=long_link`).then(() => true, () => false);

// 2026-11-20 is a Friday: 02:30 UTC is 10:30 in Shanghai (the factory zone).
const friday1030Shanghai = Date.UTC(2026, 10, 20, 2, 30, 20);

describe('get_reboot_schedule / set_reboot_schedule', () => {
  it('saves a weekly schedule in the autoreboot file, shared with the timed restart of the settings tab', async () => {
    await kit.ok('set_reboot_schedule', { enabled: '1', time: '10:30', weekdays: ['fri', 'mon'] });
    expect(await configFile(kit.device.dataDir, 'autoreboot')).toContain("\toption method 'weekly'\n\toption time '10:30'\n\tlist weekday 'mon'\n\tlist weekday 'fri'\n");
    await kit.restart();
    expect(await kit.ok('get_reboot_schedule')).toEqual({ code: '1', enabled: '1', time: '10:30', weekdays: ['mon', 'fri'] });
    expect(await kit.ok('get_timed_reboot')).toMatchObject({ method: 'weekly', weekdays: ['mon', 'fri'] });
  });

  it('shows a daily schedule as every day, and keeps time and days when switched off', async () => {
    await kit.ok('set_timed_reboot', { enabled: '1', method: 'daily', time: '01:00' });
    expect(await kit.ok('get_reboot_schedule')).toMatchObject({ weekdays: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] });
    await kit.ok('set_reboot_schedule', { enabled: '0' });
    expect(await kit.ok('get_reboot_schedule')).toMatchObject({ enabled: '0', time: '01:00' });
  });

  it('answers -2 for each bad value and changes nothing', async () => {
    await kit.refused('set_reboot_schedule', { enabled: '1', time: '7:30', weekdays: ['mon'] }, [{ field: 'time', key: 'validation.clockTime' }]);
    await kit.refused('set_reboot_schedule', { enabled: '1', time: '07:30', weekdays: ['funday'] }, [{ field: 'weekdays', key: 'validation.weekdays' }]);
    await kit.refused('set_reboot_schedule', { enabled: '1', time: '07:30' }, [{ field: 'weekdays', key: 'validation.weekdays' }]);
    await kit.refused('set_reboot_schedule', { enabled: '1', time: '07:30', weekdays: ['mon'], method: 'daily' }, [{ field: 'method', key: 'validation.unknownField' }]);
  });
});

describe('the reboot scheduler', () => {
  it('reads the clock in the device time zone', () => {
    expect(localMinute(friday1030Shanghai, 'Asia/Shanghai')).toEqual({ key: '2026-11-20 10:30', time: '10:30', weekday: 'fri' });
    expect(localMinute(friday1030Shanghai, 'America/Los_Angeles')).toMatchObject({ time: '18:30', weekday: 'thu' });
    expect(localMinute(friday1030Shanghai, 'No/Such_Zone')).toMatchObject({ time: '02:30' });
  });

  it('really reboots the device at the scheduled minute, once, and only on the chosen days', async () => {
    const scheduler = kit.device.device.services.system.rebootScheduler;
    await kit.ok('set_reboot_schedule', { enabled: '1', time: '10:30', weekdays: ['mon', 'thu'] });
    expect(await scheduler.check(friday1030Shanghai)).toBe(false);
    await kit.ok('set_reboot_schedule', { enabled: '1', time: '10:31', weekdays: ['fri'] });
    expect(await scheduler.check(friday1030Shanghai)).toBe(false);
    await kit.ok('set_reboot_schedule', { enabled: '1', time: '10:30', weekdays: ['fri'] });

    const url = kit.device.url;
    expect(await scheduler.check(friday1030Shanghai)).toBe(true);
    expect(await reachable(url)).toBe(false);
    while (!(await reachable(url))) await sleep(25);
    // Back within the same minute: no second reboot.
    expect(await scheduler.check(friday1030Shanghai + 20_000)).toBe(false);
    const token = await kit.device.login();
    const log = (await kit.device.call('get_syslog', { token, input: { type: 'sys' } })).body.entries.map((e: { event: string }) => e.event);
    expect(log).toContain('scheduledReboot');
  });

  it('does nothing while switched off', async () => {
    await kit.ok('set_reboot_schedule', { enabled: '1', time: '10:30', weekdays: ['fri'] });
    await kit.ok('set_reboot_schedule', { enabled: '0' });
    expect(await kit.device.device.services.system.rebootScheduler.check(friday1030Shanghai)).toBe(false);
  });
});
