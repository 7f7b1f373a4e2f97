import { execFileSync } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { configFile } from '../../../../device/test-support/config-files';
import { tabDevicePerFile } from '../../../../device/test-support/tab-test-kit';
import { needsReference, readReference } from '../../../../device/test-support/openwrt-reference';
import { openwrtUci, openwrtUciEnv } from '../../../../device/test-support/openwrt-uci';

// watchcat's shipped /etc/config/watchcat (openwrt/packages utils/watchcat/files/watchcat.config:
// an anonymous section rebooting after 6 h without 8.8.8.8), from ../shared/openwrt/stock.
const stockWatchcat = readReference('stock', 'watchcat');

const kit = tabDevicePerFile();

const watchcat = () => configFile(kit.device.dataDir, 'watchcat').catch(() => '');
const writeWatchcat = (text: string) => writeFile(path.join(kit.device.dataDir, 'config', 'watchcat'), text);
// The section types OpenWrt's uci reads in the file (undefined without OPENWRT_TOOLS).
const uciTypes = () =>
  openwrtUci
    ? execFileSync(openwrtUci, ['-c', path.join(kit.device.dataDir, 'config'), 'show', 'watchcat'], { encoding: 'utf8', env: openwrtUciEnv })
        .split('\n')
        .flatMap((line) => /^watchcat\.[^.=]+=(\w+)$/.exec(line)?.[1] ?? [])
    : undefined;

describe('get_netwatchdog / set_netwatchdog', () => {
  it('is off on a factory unit, with watchcat defaults to start from', async () => {
    expect(await kit.ok('get_netwatchdog')).toEqual({ code: '1', cellularFirst: '0', pingHost1: '8.8.8.8', pingHost2: '', interval: 60, action: 'none' });
  });

  it('writes watchcat restart_iface for the 4G interface as @wwan (watchcat 1-25 resolves it) and reads it back after a restart', async () => {
    await kit.ok('set_netwatchdog', { cellularFirst: '1', pingHost1: '223.5.5.5', pingHost2: 'www.example.com', interval: '30', action: 'netrestart' });
    expect(await watchcat()).toBe(
      "package watchcat\n\nconfig watchcat 'netwatchdog'\n\toption mode 'restart_iface'\n\toption pinghosts '223.5.5.5 www.example.com'\n\toption pingperiod '30'\n\toption period '90'\n\toption interface '@wwan'\n\n",
    );
    await kit.restart();
    expect(await kit.ok('get_netwatchdog')).toEqual({ code: '1', cellularFirst: '1', pingHost1: '223.5.5.5', pingHost2: 'www.example.com', interval: 30, action: 'netrestart' });
  });

  it("reads the 4G uplink as older watchcat files name it: bare, or the modem's device", async () => {
    for (const name of ['wwan', '3g-wwan', 'wwan0']) {
      await writeWatchcat(`config watchcat 'netwatchdog'\n\toption mode 'restart_iface'\n\toption pinghosts '8.8.8.8'\n\toption interface '${name}'\n`);
      expect(await kit.ok('get_netwatchdog')).toMatchObject({ cellularFirst: '1', action: 'netrestart' });
    }
    await writeWatchcat("config watchcat 'netwatchdog'\n\toption mode 'restart_iface'\n\toption pinghosts '8.8.8.8'\n\toption interface 'pppoe-wan'\n");
    expect(await kit.ok('get_netwatchdog')).toMatchObject({ cellularFirst: '0' });
  });

  it('reboots with ping_reboot, which reads no interface, and keeps options the page does not show', async () => {
    await kit.ok('set_netwatchdog', { cellularFirst: '1', pingHost1: '223.5.5.5', pingHost2: '', interval: 60, action: 'netrestart' });
    const withForcedelay = (await watchcat()).replace("\toption mode", "\toption forcedelay '120'\n\toption mode");
    await writeWatchcat(withForcedelay);
    await kit.ok('set_netwatchdog', { cellularFirst: '1', pingHost1: '223.5.5.5', pingHost2: '', interval: 60, action: 'sysrestart' });
    const file = await watchcat();
    expect(file).toContain("option mode 'ping_reboot'");
    expect(file).toContain("option forcedelay '120'");
    expect(file).not.toContain('interface');
    expect(await kit.ok('get_netwatchdog')).toMatchObject({ action: 'sysrestart', cellularFirst: '0' });
  });

  it("switched to 'none', keeps its addresses, interval and uplink in a section watchcat never starts, and leaves other watchcat sections", async () => {
    const other = "config watchcat 'nightly'\n\toption mode 'periodic_reboot'\n\toption period '1d'\n";
    await writeWatchcat(other + '\n' + (await watchcat()));
    const off = { cellularFirst: '1', pingHost1: '223.5.5.5', pingHost2: '119.29.29.29', interval: 30, action: 'none' };
    await kit.ok('set_netwatchdog', off);
    // watchcat.init: `config_foreach config_watchcat watchcat` visits sections of type watchcat only.
    expect(await watchcat()).toBe(
      `package watchcat\n\n${other}\nconfig watchcat_off 'netwatchdog'\n\toption forcedelay '120'\n\toption mode 'ping_reboot'\n\toption pinghosts '223.5.5.5 119.29.29.29'\n\toption pingperiod '30'\n\toption period '90'\n\toption interface '@wwan'\n\n`,
    );
    await kit.restart();
    expect(await kit.ok('get_netwatchdog')).toEqual({ code: '1', ...off });
    expect(await kit.ok('get_netwatchdog_status')).toMatchObject({ running: '0', probes: [] });
    await kit.ok('set_netwatchdog', { ...off, action: 'netrestart' });
    expect(await watchcat()).toContain("config watchcat 'netwatchdog'\n\toption forcedelay '120'\n\toption mode 'restart_iface'\n\toption pinghosts '223.5.5.5 119.29.29.29'");
    await kit.ok('set_netwatchdog', { ...off, pingHost1: '', pingHost2: '' });
    expect(await kit.ok('get_netwatchdog')).toEqual({ code: '1', ...off, pingHost1: '', pingHost2: '' });
  });

  it("takes a reboot or 'none' without '4G first', which only the network restart reads, keeping the stored one", async () => {
    await kit.ok('set_netwatchdog', { cellularFirst: '1', pingHost1: '223.5.5.5', pingHost2: '', interval: 60, action: 'netrestart' });
    await kit.ok('set_netwatchdog', { pingHost1: '223.5.5.5', pingHost2: '', interval: 60, action: 'netrestart' });
    expect(await watchcat()).toContain("option interface '@wwan'");
    await kit.ok('set_netwatchdog', { pingHost1: '223.5.5.5', pingHost2: '', interval: 60, action: 'sysrestart' });
    expect(await kit.ok('get_netwatchdog')).toMatchObject({ action: 'sysrestart', pingHost1: '223.5.5.5' });
    await kit.ok('set_netwatchdog', { pingHost1: '', pingHost2: '', interval: 60, action: 'none' });
    expect(await kit.ok('get_netwatchdog')).toMatchObject({ action: 'none' });
  });

  it.skipIf(!stockWatchcat)(needsReference("shows watchcat's shipped section as running and stops it when saved as 'none'"), async () => {
    await writeWatchcat(stockWatchcat ?? '');
    expect(await kit.ok('get_netwatchdog')).toEqual({ code: '1', cellularFirst: '0', pingHost1: '8.8.8.8', pingHost2: '', interval: 60, action: 'sysrestart' });
    await kit.device.device.services.system.netWatchdog.tick();
    expect(await kit.ok('get_netwatchdog_status')).toMatchObject({ running: '1', period: 6 * 3600, shipped: '1' });
    await kit.ok('set_netwatchdog', { pingHost1: '8.8.8.8', pingHost2: '', interval: 60, action: 'none' });
    // watchcat.init starts one watchcat.sh per section of type watchcat: none is left.
    const types = uciTypes();
    if (types) expect(types.filter((type) => type === 'watchcat')).toEqual([]);
    expect(await watchcat()).not.toMatch(/^config watchcat\b(?!_)/m);
    expect(await watchcat()).toContain("option period '6h'");
    expect(await kit.ok('get_netwatchdog')).toMatchObject({ action: 'none' });
    await kit.device.device.services.system.netWatchdog.tick();
    expect(await kit.ok('get_netwatchdog_status')).toMatchObject({ running: '0', period: -1, shipped: '0' });
  });

  it.skipIf(!stockWatchcat)(needsReference("saved with an action, runs ours alone: watchcat's shipped section no longer reboots beside it"), async () => {
    await writeWatchcat(stockWatchcat ?? '');
    await kit.ok('set_netwatchdog', { cellularFirst: '0', pingHost1: '223.5.5.5', pingHost2: '', interval: 30, action: 'netrestart' });
    expect([...(await watchcat()).matchAll(/^config watchcat\b(?!_)(.*)$/gm)].map((match) => match[1])).toEqual([" 'netwatchdog'"]);
    await kit.device.device.services.system.netWatchdog.tick();
    expect(await kit.ok('get_netwatchdog_status')).toMatchObject({ running: '1', period: 90, shipped: '0' });
  });

  it('answers -2 for bad values and hostile hosts, changing nothing', async () => {
    const valid = { cellularFirst: '0', pingHost1: '8.8.8.8', pingHost2: '', interval: 60, action: 'netrestart' };
    await kit.refused('set_netwatchdog', { ...valid, interval: '' }, [{ field: 'interval', key: 'netwatchdog.intervalInvalid' }]);
    await kit.refused('set_netwatchdog', { ...valid, interval: 4 }, [{ field: 'interval', key: 'netwatchdog.intervalInvalid' }]);
    await kit.refused('set_netwatchdog', { ...valid, pingHost1: '' }, [{ field: 'pingHost1', key: 'netwatchdog.hostRequired' }]);
    for (const hostile of ['a.example.com;reboot', '$(id)', '-f', '8.8.8.8 1.1.1.1', "x\noption mode 'run_script'"]) {
      await kit.refused('set_netwatchdog', { ...valid, pingHost2: hostile }, [{ field: 'pingHost2', key: 'netwatchdog.hostInvalid' }]);
    }
    await kit.refused('set_netwatchdog', { ...valid, action: 'shutdown' }, [{ field: 'action', key: 'validation.invalid' }]);
    await kit.refused('set_netwatchdog', { ...valid, script: '/bin/sh' }, [{ field: 'script', key: 'validation.unknownField' }]);
  });

  it('reports what it watches: the addresses, no probe yet, no action', async () => {
    await kit.ok('set_netwatchdog', { cellularFirst: '0', pingHost1: '223.5.5.5', pingHost2: '119.29.29.29', interval: 30, action: 'netrestart' });
    await kit.device.device.services.system.netWatchdog.tick();
    expect(await kit.ok('get_netwatchdog_status')).toMatchObject({
      running: '1',
      probes: [
        { host: '223.5.5.5', answered: '1', secondsAgo: 0 },
        { host: '119.29.29.29', answered: '1', secondsAgo: 0 },
      ],
      failuresInRow: 0,
      lastAction: 'none',
      lastActionSecondsAgo: -1,
    });
  });
});
