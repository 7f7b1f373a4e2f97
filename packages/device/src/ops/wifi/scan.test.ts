import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestDevice, type TestDevice } from '../../testing/test-device';
import { getList, getOption, sectionsOfType } from '../../uci/uci-edit';
import { configFile, readPackage, snapshot, uciValue, wirelessPackages } from './wifi-test-kit';
import { writeFile } from 'node:fs/promises';

let device: TestDevice;
let token: string;
let factory: Record<string, string>;

beforeAll(async () => {
  device = await startTestDevice();
  token = await device.login();
  factory = await snapshot(device);
});
afterAll(() => device.cleanup());

const restoreFactory = () => Promise.all(wirelessPackages.map((pkg) => writeFile(configFile(device, pkg), factory[pkg]!)));

async function scan() {
  const { body } = await device.call('wifi_scan', { token });
  expect(body.code).toBe('1');
  return body.networks as Array<{ band: string; ssid: string; bssid: string; channel: number; signalDbm: number; encryption: string }>;
}

describe('wifi_scan', () => {
  it('lists the networks of both bands, strongest first, names as broadcast', async () => {
    const networks = await scan();
    expect(new Set(networks.map((n) => n.band))).toEqual(new Set(['2g', '5g']));
    expect(networks.map((n) => n.signalDbm)).toEqual([...networks.map((n) => n.signalDbm)].sort((a, b) => b - a));
    expect(networks.map((n) => n.ssid)).toContain('<img src=x onerror=alert(1)>');
    for (const n of networks) expect(n.bssid).toMatch(/^([0-9A-F]{2}:){5}[0-9A-F]{2}$/);
  });
});

describe('apclient', () => {
  it('is off until set', async () => {
    expect((await device.call('get_apclient', { token })).body).toMatchObject({ code: '1', enabled: '0', ssid: '' });
    expect((await device.call('get_apclient_status', { token })).body).toMatchObject({ code: '1', state: 'disabled' });
  });

  it('joins a scanned network as wireless.apclient (mode sta) on network apclient in the wan zone, and reports the link', async () => {
    const target = (await scan()).find((n) => n.ssid === 'ChinaNet-xYz1')!;
    const input = { enabled: '1', band: target.band, ssid: target.ssid, bssid: target.bssid, encryption: target.encryption, key: 'upstream-Key-1' };
    try {
      expect((await device.call('set_apclient', { token, input })).body).toEqual({ code: '1' });
      const sta = (name: string) => uciValue(device, 'wireless', 'apclient', name);
      expect([await sta('device'), await sta('mode'), await sta('network'), await sta('ssid')]).toEqual(['radio0', 'sta', 'apclient', 'ChinaNet-xYz1']);
      expect([await sta('bssid'), await sta('encryption'), await sta('key')]).toEqual([target.bssid.toLowerCase(), 'psk2+ccmp', 'upstream-Key-1']);
      expect(await uciValue(device, 'network', 'apclient', 'proto')).toBe('dhcp');
      const wanZone = sectionsOfType(await readPackage(device, 'firewall'), 'zone').find((z) => getOption(z, 'name') === 'wan')!;
      expect(getList(wanZone, 'network')).toEqual(['wan', 'wan6', 'apclient']);

      const { body } = await device.call('get_apclient_status', { token });
      expect(body).toMatchObject({ code: '1', state: 'connected', ssid: 'ChinaNet-xYz1', bssid: target.bssid, channel: target.channel });
      expect(body.ipaddr).toMatch(/^192\.168\.\d+\.\d+$/);

      device = await device.restart();
      token = await device.login();
      expect((await device.call('get_apclient', { token })).body).toEqual({ code: '1', ...input, bssid: target.bssid.toLowerCase() });
    } finally {
      await restoreFactory();
    }
  });

  it('reports searching for a network out of range and failed for a security mismatch', async () => {
    const base = { enabled: '1', band: '2g', bssid: '', key: '' };
    try {
      await device.call('set_apclient', { token, input: { ...base, ssid: 'Nobody-Here', encryption: 'none' } });
      expect((await device.call('get_apclient_status', { token })).body.state).toBe('searching');
      await device.call('set_apclient', { token, input: { ...base, ssid: 'ChinaNet-xYz1', encryption: 'none' } });
      expect((await device.call('get_apclient_status', { token })).body.state).toBe('failed');
    } finally {
      await restoreFactory();
    }
  });

  it('keeps a hostile SSID as plain data in the file', async () => {
    const ssid = `<img src=x onerror=alert(1)>`;
    try {
      expect((await device.call('set_apclient', { token, input: { enabled: '1', band: '5g', ssid, bssid: '', encryption: 'none' } })).body.code).toBe('1');
      expect(await uciValue(device, 'wireless', 'apclient', 'ssid')).toBe(ssid);
      expect((await device.call('get_apclient_status', { token })).body).toMatchObject({ state: 'connected', ssid });
    } finally {
      await restoreFactory();
    }
  });

  const valid = { enabled: '1', band: '2g', ssid: 'CMCC-8F3D', bssid: '', encryption: 'psk-mixed', key: 'upstream-Key-1' };
  it.each([
    ['no SSID', { ssid: '' }, 'ssid', 'validation.ssid'],
    ['a bad BSSID', { bssid: '8C:11:22:33:44' }, 'bssid', 'validation.mac'],
    ['no key for a WPA network', { key: '' }, 'key', 'validation.wifiPassword'],
    ['an unknown band', { band: '6g' }, 'band', 'validation.invalid'],
  ])('refuses %s with -2 and changes nothing', async (_name, change, field, key) => {
    const before = await snapshot(device);
    const { body } = await device.call('set_apclient', { token, input: { ...valid, ...change } });
    expect(body.code).toBe('-2');
    expect(body.errors).toContainEqual({ field, key });
    expect(await snapshot(device)).toEqual(before);
  });
});
