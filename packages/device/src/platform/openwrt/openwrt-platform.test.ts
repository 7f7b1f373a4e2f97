// The openwrt driver through HTTP against a fake root: stub programs on PATH that record their
// argument arrays and answer with real outputs (fixtures/).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { startTestDevice, type TestDevice } from '../../testing/test-device';
import { makeFakeRoot, type FakeRoot } from './fake-root/fake-root';
import { OpenWrtPlatform } from './openwrt-platform';
import { programRunner } from './run-program';

let root: FakeRoot;
let device: TestDevice;
let token: string;
const platformLog: string[] = [];

async function start(applyWindowSeconds = 0): Promise<void> {
  const log = { info: (line: string) => platformLog.push(line), error: (line: string) => platformLog.push(line) };
  const platformDriver = new OpenWrtPlatform({ root: root.root, run: programRunner({ env: root.env }), log });
  device = await startTestDevice({ platformDriver, configDir: root.configDir, applyWindowSeconds, rebootSeconds: 0.2 });
  token = await device.login();
}

async function call(op: string, input?: Record<string, unknown>) {
  return (await device.call(op, { token, input })).body;
}

const programs = async () => (await root.commands()).map((c) => [c.program, ...c.args].join(' '));

beforeAll(async () => {
  root = await makeFakeRoot();
  await start();
});

afterAll(async () => {
  await device.cleanup();
  await root.remove();
});

beforeEach(() => root.clearCommands());

describe('files', () => {
  it('keeps the UCI files in the config folder it was given (/etc/config on a router)', async () => {
    expect(await readFile(path.join(root.configDir, 'network'), 'utf8')).toContain("config interface 'lan'");
  });
});

describe('apply', () => {
  it('runs reload_config after a save, with the settings already in /etc/config', async () => {
    expect(await call('set_dhcp_config', { enabled: '1', start: 50, end: 150, leaseTime: 12, leaseUnit: 'h' })).toEqual({ code: '1' });
    expect(await programs()).toEqual(['reload_config']);
    expect(await readFile(path.join(root.configDir, 'dhcp'), 'utf8')).toContain("option start '50'");
    expect(platformLog).toContain('applying dhcp: reloading dnsmasq, odhcpd');
  });

  it('runs nothing for a save that changes nothing', async () => {
    const config = await call('get_dhcp_config');
    const { code: _code, ...same } = config;
    await call('set_dhcp_config', same);
    expect(await programs()).toEqual([]);
  });

  it('answers the reload failure in its own words, no stack trace, and the file stays saved', async () => {
    await root.fail('reload_config', 'Command failed: Permission denied\n');
    try {
      const body = await call('set_dhcp_config', { enabled: '1', start: 60, end: 150, leaseTime: 12, leaseUnit: 'h' });
      expect(body).toEqual({ code: '-12', msg: 'Saved, but the router could not apply it: reload_config: Command failed: Permission denied' });
      expect(await readFile(path.join(root.configDir, 'dhcp'), 'utf8')).toContain("option start '60'");
      expect(device.errors).toEqual([]);
    } finally {
      await rm(path.join(root.root, 'fail/reload_config'));
    }
  });
});

describe('status from ubus, iwinfo and dnsmasq', () => {
  it('answers the WAN link of netifd', async () => {
    expect(await call('get_wan_status')).toMatchObject({ code: '1', up: true, ipaddr: '100.64.12.34', connectedSeconds: 6993 });
    expect(await programs()).toContain('ubus call network.interface.wan status');
  });

  it('answers the uptime of procd', async () => {
    expect(await call('get_web_msg')).toMatchObject({ code: '1', uptime: '7265' });
    expect(await programs()).toContain('ubus call system info');
  });

  it('scans each band with iwinfo on its access point device', async () => {
    const body = await call('wifi_scan');
    expect(body.code).toBe('1');
    expect(await programs()).toEqual(expect.arrayContaining(['iwinfo phy0-ap0 scan', 'iwinfo phy1-ap0 scan']));
    expect(body.networks).toContainEqual({ band: '2g', ssid: 'ChinaNet-xYz1', bssid: '8C:A6:DF:12:34:56', channel: 6, signalDbm: -48, encryption: 'psk2+ccmp' });
  });

  it('answers dnsmasq leases with their host names', async () => {
    const body = await call('get_dhcp_leases');
    expect(body.code).toBe('1');
    expect(JSON.stringify(body)).toContain('Galaxy-S23');
  });
});

describe('rollback window', () => {
  it('reloads again when an unconfirmed change is written back', async () => {
    await device.cleanup();
    await start(1);
    await root.clearCommands();
    const body = await call('set_lan_config', { ipaddr: '192.168.1.1', netmask: '255.255.0.0' });
    expect(body).toMatchObject({ code: '1', pending_apply: 1 });
    await expect.poll(async () => readFile(path.join(root.configDir, 'network'), 'utf8'), { timeout: 5000 }).toContain("option netmask '255.255.255.0'");
    const reloads = async () => (await programs()).filter((p) => p === 'reload_config');
    await expect.poll(reloads, { timeout: 5000 }).toEqual(['reload_config', 'reload_config']);
    await device.cleanup();
    await start();
  });
});

describe('power', () => {
  it('reboot runs the system reboot once the answer has left', async () => {
    expect(await call('reboot')).toEqual({ code: '1' });
    await expect.poll(programs).toEqual(['reboot']);
    await waitForBoot();
  });

  it('reset runs firstboot -y and then reboot, and leaves /etc/config to firstboot', async () => {
    const before = await readFile(path.join(root.configDir, 'network'), 'utf8');
    expect(await call('reset')).toEqual({ code: '1' });
    await expect.poll(programs).toEqual(['firstboot -y', 'reboot']);
    expect(await readFile(path.join(root.configDir, 'network'), 'utf8')).toBe(before);
    await waitForBoot();
  });
});

async function waitForBoot(): Promise<void> {
  await expect.poll(async () => (await fetch(`${device.url}/`).then(() => true, () => false)), { timeout: 5000 }).toBe(true);
  token = await device.login();
}
