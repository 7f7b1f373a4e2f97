import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { testInitialPassword, type TestDevice } from '../../../test-support/test-device';
import { devicesPerTest } from '../../../test-support/devices-per-test';

const devices = devicesPerTest();

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function reachable(device: TestDevice): Promise<boolean> {
  try {
    await fetch(`${device.url}/cgi-bin/webapi?op=long_link`, { signal: AbortSignal.timeout(500) });
    return true;
  } catch {
    return false;
  }
}

/** Polls until the daemon is (un)reachable; answers how long that took. */
async function waitUntil(device: TestDevice, wanted: boolean, limitMs: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < limitMs) {
    if ((await reachable(device)) === wanted) return Date.now() - started;
    await sleep(50);
  }
  throw new Error(`daemon still ${wanted ? 'unreachable' : 'reachable'} after ${limitMs} ms`);
}

describe('reboot', () => {
  it('answers 1, goes unreachable for the reboot period, comes back on the same port with no sessions and uptime from 0', async () => {
    const device = await devices.start({ rebootSeconds: 1 });
    const token = await device.login();
    const uptimeBefore = Number((await device.call('get_web_msg', { token })).body.uptime);
    expect(uptimeBefore).toBeGreaterThan(3600);
    const url = device.url;

    const { body } = await device.call('reboot', { token });
    expect(body).toEqual({ code: '1' });
    await waitUntil(device, false, 500);
    // Files too: a rebooting router serves nothing.
    await expect(fetch(`${url}/menu_conf.json`)).rejects.toThrow();
    const downMs = await waitUntil(device, true, 5000);
    expect(downMs).toBeGreaterThan(500);
    expect(device.url).toBe(url);

    expect((await device.call('get_web_msg', { token })).body).toEqual({ code: '-1' });
    const fresh = await device.login();
    const uptimeAfter = Number((await device.call('get_web_msg', { token: fresh })).body.uptime);
    expect(uptimeAfter).toBeLessThan(5);
  });

  it('is accepted by GET as in the spec', async () => {
    const device = await devices.start({ rebootSeconds: 0.2 });
    const token = await device.login();
    expect((await device.call('reboot', { token, method: 'GET' })).body).toEqual({ code: '1' });
    await waitUntil(device, false, 500);
    await waitUntil(device, true, 3000);
  });
});

describe('reset', () => {
  it('restores the factory config, permission file and initial password, then reboots', async () => {
    const device = await devices.start({ rebootSeconds: 0.3 });
    const configFile = path.join(device.dataDir, 'config/network');
    const factoryText = readFileSync(configFile, 'utf8');
    await writeFile(configFile, factoryText.replace("'192.168.1.1'", "'10.10.0.1'"));
    const menuFile = path.join(device.dataDir, 'menu_conf.json');
    const factoryMenu = readFileSync(menuFile, 'utf8');
    await writeFile(menuFile, factoryMenu.replace('"net_wan": "1"', '"net_wan": "0"'));

    let token = await device.login();
    expect((await device.call('get_lan_config', { token })).body.ipaddr).toBe('10.10.0.1');
    expect((await device.call('change_password', { token, input: { oldpassword: testInitialPassword, newpassword: 'Changed-1' } })).body.code).toBe('1');

    const cookieKey = () => readFileSync(path.join(device.dataDir, 'state', 'device-cookie.key'), 'utf8');
    const ownersCookieKey = cookieKey();
    expect((await device.call('reset', { token })).body).toEqual({ code: '1' });
    // The last owner's browsers lose their device cookies (issue 26.4).
    expect(cookieKey()).not.toBe(ownersCookieKey);
    await waitUntil(device, false, 500);
    await waitUntil(device, true, 3000);

    expect(readFileSync(configFile, 'utf8')).toBe(factoryText);
    expect(readFileSync(menuFile, 'utf8')).toBe(factoryMenu);
    expect((await device.call('long_link', { token })).body.code).toBe('-1');
    expect((await device.call('login', { input: { username: 'admin', password: 'Changed-1' } })).body.code).toBe('-3');
    token = await device.login(testInitialPassword);
    expect((await device.call('get_lan_config', { token })).body.ipaddr).toBe('192.168.1.1');
    expect((await device.call('get_wan_status', { token })).body.code).toBe('1');
  });

  it("leaves no trace of the last owner's secrets or settings: history, sessions and credentials go", async () => {
    const device = await devices.start({ rebootSeconds: 0.3 });
    const token = await device.login();
    const pppoe = { proto: 'pppoe', username: 'owner@isp', password: 'ppp-Secret-42', dns1: '', dns2: '' };
    expect((await device.call('set_wan_config', { token, input: pppoe })).body.code).toBe('1');
    const wifi = (await device.call('get_wifi_config', { token, input: { band: '2g' } })).body;
    const { code: _code, ...wifiSettings } = wifi;
    expect((await device.call('set_wifi_config', { token, input: { ...wifiSettings, key: 'Owner-Wifi-Key-9' } })).body.code).toBe('1');
    const historyDir = path.join(device.dataDir, 'state', 'history');
    const everything = () => readdirSync(historyDir).map((name) => readFileSync(path.join(historyDir, name), 'utf8')).join('\n');
    expect(everything()).toContain('owner@isp');
    for (const secret of ['ppp-Secret-42', 'Owner-Wifi-Key-9']) expect(everything()).not.toContain(secret);

    expect((await device.call('reset', { token })).body).toEqual({ code: '1' });
    await waitUntil(device, false, 500);
    await waitUntil(device, true, 3000);
    // Issue 15: the reset is an entry of its own, the only one, without a file of the last owner's.
    expect(readdirSync(historyDir)).toHaveLength(1);
    expect(JSON.parse(everything())).toMatchObject({ op: 'reset', files: [] });
    const config = readdirSync(path.join(device.dataDir, 'config')).map((name) => readFileSync(path.join(device.dataDir, 'config', name), 'utf8')).join('\n');
    for (const trace of ['ppp-Secret-42', 'Owner-Wifi-Key-9', 'owner@isp']) expect(config).not.toContain(trace);
    expect((await device.call('long_link', { token })).body.code).toBe('-1');
  });
});
