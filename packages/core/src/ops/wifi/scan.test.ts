import { describe, expect, it } from 'vitest';
import { factoryConfig, tabDevicePerFile } from '../../../../device/test-support/tab-test-kit';
import { getList, getOption, sectionsOfType } from '../../uci/uci-edit';
import { readPackage, snapshot, uciValue, wirelessPackages } from './wifi-test-kit';

const kit = tabDevicePerFile();
const factory = factoryConfig(kit, wirelessPackages);

async function scan() {
  const body = await kit.call('wifi_scan');
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
    expect(await kit.call('get_apclient')).toMatchObject({ code: '1', enabled: '0', ssid: '' });
    expect(await kit.call('get_apclient_status')).toMatchObject({ code: '1', state: 'disabled' });
  });

  it('joins a scanned network as wireless.apclient (mode sta) on network apclient in the wan zone, and reports the link', async () => {
    const target = (await scan()).find((n) => n.ssid === 'ChinaNet-xYz1')!;
    const input = { enabled: '1', band: target.band, ssid: target.ssid, bssid: target.bssid, encryption: target.encryption, key: 'upstream-Key-1' };
    try {
      expect(await kit.call('set_apclient', input)).toEqual({ code: '1' });
      const sta = (name: string) => uciValue(kit.device, 'wireless', 'apclient', name);
      expect([await sta('device'), await sta('mode'), await sta('network'), await sta('ssid')]).toEqual(['radio0', 'sta', 'apclient', 'ChinaNet-xYz1']);
      expect([await sta('bssid'), await sta('encryption'), await sta('key')]).toEqual([target.bssid.toLowerCase(), 'psk2+ccmp', 'upstream-Key-1']);
      expect(await uciValue(kit.device, 'network', 'apclient', 'proto')).toBe('dhcp');
      const wanZone = sectionsOfType(await readPackage(kit.device, 'firewall'), 'zone').find((z) => getOption(z, 'name') === 'wan')!;
      expect(getList(wanZone, 'network')).toEqual(['wan', 'wan6', 'wwan', 'apclient']);

      const body = await kit.call('get_apclient_status');
      expect(body).toMatchObject({ code: '1', state: 'connected', ssid: 'ChinaNet-xYz1', bssid: target.bssid, channel: target.channel });
      expect(body.ipaddr).toMatch(/^192\.168\.\d+\.\d+$/);

      await kit.restart();
      expect(await kit.call('get_apclient')).toEqual({ code: '1', ...input, bssid: target.bssid.toLowerCase() });
    } finally {
      await factory.restore();
    }
  });

  it('reports searching for a network out of range and failed for a security mismatch', async () => {
    const base = { enabled: '1', band: '2g', bssid: '', key: '' };
    try {
      await kit.call('set_apclient', { ...base, ssid: 'Nobody-Here', encryption: 'none' });
      expect((await kit.call('get_apclient_status')).state).toBe('searching');
      await kit.call('set_apclient', { ...base, ssid: 'ChinaNet-xYz1', encryption: 'none' });
      expect((await kit.call('get_apclient_status')).state).toBe('failed');
    } finally {
      await factory.restore();
    }
  });

  it('keeps a hostile SSID as plain data in the file', async () => {
    const ssid = `<img src=x onerror=alert(1)>`;
    try {
      expect((await kit.call('set_apclient', { enabled: '1', band: '5g', ssid, bssid: '', encryption: 'none' })).code).toBe('1');
      expect(await uciValue(kit.device, 'wireless', 'apclient', 'ssid')).toBe(ssid);
      expect(await kit.call('get_apclient_status')).toMatchObject({ state: 'connected', ssid });
    } finally {
      await factory.restore();
    }
  });

  const valid = { enabled: '1', band: '2g', ssid: 'CMCC-8F3D', bssid: '', encryption: 'psk-mixed', key: 'upstream-Key-1' };
  it.each([
    ['no SSID', { ssid: '' }, 'ssid', 'validation.ssid'],
    ['a bad BSSID', { bssid: '8C:11:22:33:44' }, 'bssid', 'validation.mac'],
    ['no key for a WPA network', { key: '' }, 'key', 'validation.wifiPassword'],
    ['an unknown band', { band: '6g' }, 'band', 'validation.invalid'],
  ])('refuses %s with -2 and changes nothing', async (_name, change, field, key) => {
    const before = await snapshot(kit.device);
    const body = await kit.call('set_apclient', { ...valid, ...change });
    expect(body.code).toBe('-2');
    expect(body.errors).toContainEqual({ field, key });
    expect(await snapshot(kit.device)).toEqual(before);
  });
});
