import { describe, expect, it } from 'vitest';
import { configFile } from '../../../../device/test-support/config-files';
import { tabDevicePerTest } from '../../../../device/test-support/tab-test-kit';

const kit = tabDevicePerTest();

const ntp = { enabled: '1', enableServer: '1', preferredServer: 'ntp.aliyun.com', alternateServer: '203.107.6.88', zonename: 'Europe/Berlin' };

describe('get_ntp / set_ntp', () => {
  it("reads OpenWrt's factory NTP settings", async () => {
    expect(await kit.ok('get_ntp')).toEqual({
      code: '1',
      enabled: '1',
      enableServer: '0',
      preferredServer: '0.openwrt.pool.ntp.org',
      alternateServer: '1.openwrt.pool.ntp.org',
      zonename: 'Asia/Shanghai',
    });
  });

  it('writes system.ntp and the zone with its POSIX string, keeps the other options, and survives a restart', async () => {
    await kit.ok('set_ntp', ntp);
    const system = await configFile(kit.device.dataDir, 'system');
    expect(system).toContain("\toption zonename 'Europe/Berlin'\n");
    expect(system).toContain("\toption timezone 'CET-1CEST,M3.5.0,M10.5.0/3'\n");
    expect(system).toContain("\toption log_size '64'\n");
    expect(system).toContain(
      "config timeserver 'ntp'\n\toption enabled '1'\n\toption enable_server '1'\n\tlist server 'ntp.aliyun.com'\n\tlist server '203.107.6.88'\n\tlist server '2.openwrt.pool.ntp.org'\n\tlist server '3.openwrt.pool.ntp.org'\n",
    );
    await kit.restart();
    expect(await kit.ok('get_ntp')).toEqual({ code: '1', ...ntp });
    // get_web_msg, and so the footer clock, follows the zone.
    expect(await kit.ok('get_web_msg')).toMatchObject({ zonename: 'Europe/Berlin', timezone: 'CET-1CEST,M3.5.0,M10.5.0/3' });
  });

  it('edits the first two servers and keeps the third and fourth OpenWrt ships (issue 13.6)', async () => {
    const servers = async () => [...(await configFile(kit.device.dataDir, 'system')).matchAll(/list server '([^']*)'/g)].map((match) => match[1]);
    await kit.ok('set_ntp', { ...ntp, alternateServer: '' });
    expect(await servers()).toEqual(['ntp.aliyun.com', '2.openwrt.pool.ntp.org', '3.openwrt.pool.ntp.org']);
    // What the page then shows as the first two (aliyun, 2.openwrt) is what it edits.
    await kit.ok('set_ntp', { ...ntp, enabled: '0', preferredServer: '', alternateServer: '' });
    expect(await servers()).toEqual(['3.openwrt.pool.ntp.org']);
  });

  it('switches the client off with what the page sends then (the server fields hidden: sysntpd runs no ntpd at all), keeping the servers and the server switch (issue 40.7)', async () => {
    const before = await kit.ok('get_ntp');
    expect(await kit.call('set_ntp', { enabled: '0', zonename: 'Asia/Shanghai' })).toEqual({ code: '1' });
    expect(await kit.ok('get_ntp')).toEqual({ ...before, enabled: '0' });
    expect(await configFile(kit.device.dataDir, 'system')).toContain("config timeserver 'ntp'\n\toption enabled '0'\n\toption enable_server '0'\n\tlist server '0.openwrt.pool.ntp.org'\n\tlist server '1.openwrt.pool.ntp.org'\n\tlist server '2.openwrt.pool.ntp.org'\n\tlist server '3.openwrt.pool.ntp.org'\n");
    await kit.refused('set_ntp', { enabled: '1', zonename: 'Asia/Shanghai' }, [{ field: 'preferredServer', key: 'ntp.serverRequired' }]);
  });

  it('changes the alternate server in its own entry alone: a server already further down the list is not written twice (issue 40.7)', async () => {
    const servers = async () => [...(await configFile(kit.device.dataDir, 'system')).matchAll(/list server '([^']*)'/g)].map((match) => match[1]);
    await kit.ok('set_ntp', { ...ntp, enableServer: '0', preferredServer: '0.openwrt.pool.ntp.org', alternateServer: '3.openwrt.pool.ntp.org' });
    expect(await servers()).toEqual(['0.openwrt.pool.ntp.org', '3.openwrt.pool.ntp.org', '2.openwrt.pool.ntp.org']);
    await kit.ok('set_ntp', { ...ntp, enableServer: '0', preferredServer: '2.openwrt.pool.ntp.org', alternateServer: '2.openwrt.pool.ntp.org' });
    expect(await servers()).toEqual(['2.openwrt.pool.ntp.org']);
  });

  it("takes a zone as LuCI may store it, with a space, and answers OpenWrt's underscore spelling (issue 13.9)", async () => {
    const system = await configFile(kit.device.dataDir, 'system');
    const { writeFile } = await import('node:fs/promises');
    await writeFile(`${kit.device.dataDir}/config/system`, system.replace("option zonename 'Asia/Shanghai'", "option zonename 'America/New York'"));
    const shown = await kit.ok('get_ntp');
    expect(shown.zonename).toBe('America/New_York');
    const { code: _code, ...unchanged } = shown;
    await kit.ok('set_ntp', unchanged);
    await kit.ok('set_ntp', { ...unchanged, zonename: 'America/New York' });
    expect(await configFile(kit.device.dataDir, 'system')).toContain("option timezone 'EST5EDT,M3.2.0,M11.1.0'");
  });

  it('answers -2 for each bad value and changes nothing', async () => {
    await kit.refused('set_ntp', { ...ntp, preferredServer: '' }, [{ field: 'preferredServer', key: 'ntp.serverRequired' }]);
    await kit.refused('set_ntp', { ...ntp, preferredServer: 'pool.ntp.org;reboot' }, [{ field: 'preferredServer', key: 'validation.networkHost' }]);
    await kit.refused('set_ntp', { ...ntp, alternateServer: "x' option y 'z" }, [{ field: 'alternateServer', key: 'validation.networkHost' }]);
    await kit.refused('set_ntp', { ...ntp, zonename: 'Mars/Olympus' }, [{ field: 'zonename', key: 'ntp.zoneInvalid' }]);
    await kit.refused('set_ntp', { ...ntp, enabled: 'on' }, [{ field: 'enabled', key: 'validation.required' }]);
    await kit.refused('set_ntp', { ...ntp, timezone: 'CST-8' }, [{ field: 'timezone', key: 'validation.unknownField' }]);
  });
});

describe('sync_time', () => {
  it('synchronises with the first server that answers', async () => {
    await kit.ok('set_ntp', { ...ntp, preferredServer: 'ntp.invalid', alternateServer: 'ntp.aliyun.com' });
    const answer = await kit.ok('sync_time');
    expect(answer.server).toBe('ntp.aliyun.com');
    expect(Math.abs(answer.offsetMs)).toBeLessThanOrEqual(2000);
    expect(Math.abs(answer.localtime - Date.now())).toBeLessThan(5000);
  });

  it('answers -12 when no server answers, or none is configured', async () => {
    const system = await configFile(kit.device.dataDir, 'system');
    const { writeFile } = await import('node:fs/promises');
    await writeFile(`${kit.device.dataDir}/config/system`, system.replace(/\tlist server '[23]\.openwrt\.pool\.ntp\.org'\n/g, ''));
    await kit.ok('set_ntp', { ...ntp, preferredServer: 'time.invalid', alternateServer: 'time.test' });
    expect(await kit.call('sync_time')).toEqual({ code: '-12', msg: 'ntp.syncFailed' });
    await kit.ok('set_ntp', { ...ntp, enabled: '0', preferredServer: '', alternateServer: '' });
    expect(await kit.call('sync_time')).toEqual({ code: '-12', msg: 'ntp.noServer' });
  });
});

describe('set_localtime (Sync with browser)', () => {
  it("moves the simulated device clock to the browser's, which the footer (get_web_msg) then shows, until an NTP sync", async () => {
    const browser = Date.now() + 3 * 3_600_000;
    const answer = await kit.ok('set_localtime', { localtime: browser });
    expect(answer.offsetMs).toBeGreaterThan(3 * 3_600_000 - 5000);
    expect(Math.abs(answer.localtime - browser)).toBeLessThan(5000);
    const footer = await kit.ok('get_web_msg');
    expect(Math.abs(footer.localtime - browser)).toBeLessThan(5000);
    const synced = await kit.ok('sync_time');
    expect(synced.offsetMs).toBeLessThan(-3 * 3_600_000 + 5000);
    expect(Math.abs((await kit.ok('get_web_msg')).localtime - Date.now())).toBeLessThan(5000);
  });

  it('refuses a time outside 2020-2099 or not a number, and leaves the clock alone', async () => {
    for (const localtime of [0, Date.UTC(2019, 11, 31), Date.UTC(2100, 0, 1), 1.5e12 + 0.5, '1700000000000']) {
      await kit.refused('set_localtime', { localtime }, [{ field: 'localtime', key: 'ntp.localtimeInvalid' }]);
    }
    await kit.refused('set_localtime', { localtime: Date.now(), zone: 'x' }, [{ field: 'zone', key: 'validation.unknownField' }]);
    expect(Math.abs((await kit.ok('get_web_msg')).localtime - Date.now())).toBeLessThan(5000);
  });
});

describe('get_timed_reboot / set_timed_reboot', () => {
  it('is off on a factory unit', async () => {
    expect(await kit.ok('get_timed_reboot')).toEqual({ code: '1', enabled: '0', method: 'daily', time: '03:00', weekdays: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] });
  });

  it('writes the autoreboot file, keeps weekdays it was not given, and survives a restart', async () => {
    await kit.ok('set_timed_reboot', { enabled: '1', method: 'weekly', time: '04:30', weekdays: ['sun', 'wed'] });
    expect(await configFile(kit.device.dataDir, 'autoreboot')).toBe(
      "package autoreboot\n\nconfig schedule 'reboot'\n\toption enabled '1'\n\toption method 'weekly'\n\toption time '04:30'\n\tlist weekday 'wed'\n\tlist weekday 'sun'\n\n",
    );
    await kit.ok('set_timed_reboot', { enabled: '1', method: 'daily', time: '02:00' });
    await kit.restart();
    expect(await kit.ok('get_timed_reboot')).toEqual({ code: '1', enabled: '1', method: 'daily', time: '02:00', weekdays: ['wed', 'sun'] });
  });

  it('answers -2 for each bad value and changes nothing', async () => {
    const good = { enabled: '1', method: 'weekly', time: '04:30', weekdays: ['mon'] };
    await kit.refused('set_timed_reboot', { ...good, time: '24:00' }, [{ field: 'time', key: 'validation.clockTime' }]);
    await kit.refused('set_timed_reboot', { ...good, time: undefined }, [{ field: 'time', key: 'validation.clockTime' }]);
    await kit.refused('set_timed_reboot', { ...good, weekdays: [] }, [{ field: 'weekdays', key: 'validation.weekdays' }]);
    await kit.refused('set_timed_reboot', { ...good, weekdays: ['mon', 'mon'] }, [{ field: 'weekdays', key: 'validation.weekdays' }]);
    await kit.refused('set_timed_reboot', { ...good, weekdays: undefined }, [{ field: 'weekdays', key: 'validation.weekdays' }]);
    await kit.refused('set_timed_reboot', { ...good, method: 'hourly' }, [{ field: 'method', key: 'validation.required' }]);
  });
});
