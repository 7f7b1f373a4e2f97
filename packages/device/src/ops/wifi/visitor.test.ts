import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFile, writeFile } from 'node:fs/promises';
import { startTestDevice, type TestDevice } from '../../testing/test-device';
import { getList, getOption, sectionsOfType } from '../../uci/uci-edit';
import { parseUci } from '../../uci/uci-parse';
import { configFile, readPackage, snapshot, uciValue, wirelessPackages } from './wifi-test-kit';

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
const save = (input: Record<string, unknown>) => device.call('set_guest_wifi', { token, input });
const guest = { enabled: '1', mode: '2g', ssid: '访客 Guest', hidden: '0', encryption: 'psk2+ccmp', key: 'guest-Pass-1' };

describe('get_guest_wifi', () => {
  it('offers a disabled guest network named after the 2.4G one until one is saved', async () => {
    const main = (await device.call('get_wifi_config', { token, input: { band: '2g' } })).body;
    const { body } = await device.call('get_guest_wifi', { token });
    expect(body).toEqual({ code: '1', enabled: '0', mode: '2g', ssid: `${main.ssid}-Guest`, hidden: '0', encryption: 'psk2+ccmp', key: '' });
  });
});

describe('set_guest_wifi', () => {
  it('adds an isolated access point on network guest with its bridge, DHCP pool and firewall zone, and survives a restart', async () => {
    try {
      expect((await save(guest)).body).toEqual({ code: '1' });
      const iface = (name: string) => uciValue(device, 'wireless', 'guest_2g', name);
      expect([await iface('device'), await iface('mode'), await iface('network'), await iface('isolate')]).toEqual(['radio0', 'ap', 'guest', '1']);
      expect([await iface('ssid'), await iface('encryption'), await iface('key'), await iface('disabled')]).toEqual([guest.ssid, 'psk2+ccmp', 'guest-Pass-1', undefined]);
      expect(await uciValue(device, 'network', 'guest', 'ipaddr')).toBe('192.168.3.1');
      expect(await uciValue(device, 'network', 'guest', 'device')).toBe('br-guest');
      expect(await uciValue(device, 'dhcp', 'guest', 'interface')).toBe('guest');

      const firewall = await readPackage(device, 'firewall');
      const zone = sectionsOfType(firewall, 'zone').find((z) => getOption(z, 'name') === 'guest');
      expect(zone && [getList(zone, 'network'), getOption(zone, 'input'), getOption(zone, 'forward')]).toEqual([['guest'], 'REJECT', 'REJECT']);
      // Guests reach the WAN, never the LAN.
      const forwardings = sectionsOfType(firewall, 'forwarding').filter((f) => getOption(f, 'src') === 'guest');
      expect(forwardings.map((f) => getOption(f, 'dest'))).toEqual(['wan']);
      // The bands' own sections are untouched; the guest one comes after them.
      const factoryWireless = parseUci(factory.wireless!, 'wireless').sections;
      expect((await readPackage(device, 'wireless')).sections.slice(0, factoryWireless.length)).toEqual(factoryWireless);

      const again = await device.restart();
      device = again;
      token = await again.login();
      expect((await again.call('get_guest_wifi', { token })).body).toEqual({ code: '1', ...guest });
    } finally {
      await restoreFactory();
    }
  });

  it('runs on both radios in dual mode, and on the 5G radio alone after', async () => {
    try {
      await save({ ...guest, mode: 'dual' });
      expect(await uciValue(device, 'wireless', 'guest_2g', 'device')).toBe('radio0');
      expect(await uciValue(device, 'wireless', 'guest_5g', 'device')).toBe('radio1');
      expect((await device.call('get_guest_wifi', { token })).body.mode).toBe('dual');
      await save({ ...guest, mode: '5g' });
      expect(await uciValue(device, 'wireless', 'guest_2g', 'device')).toBeUndefined();
      expect((await device.call('get_guest_wifi', { token })).body.mode).toBe('5g');
    } finally {
      await restoreFactory();
    }
  });

  it('switched off, keeps its settings with disabled 1 and adds the network pieces only once', async () => {
    try {
      await save(guest);
      const network = await readFile(configFile(device, 'network'), 'utf8');
      const firewall = await readFile(configFile(device, 'firewall'), 'utf8');
      await save({ ...guest, enabled: '0' });
      expect(await uciValue(device, 'wireless', 'guest_2g', 'disabled')).toBe('1');
      expect((await device.call('get_guest_wifi', { token })).body).toMatchObject({ enabled: '0', ssid: guest.ssid });
      expect(await readFile(configFile(device, 'network'), 'utf8')).toBe(network);
      expect(await readFile(configFile(device, 'firewall'), 'utf8')).toBe(firewall);
    } finally {
      await restoreFactory();
    }
  });

  it('picks a subnet the LAN does not use', async () => {
    await writeFile(configFile(device, 'network'), factory.network!.replace("option ipaddr '192.168.1.1'\n\toption netmask '255.255.255.0'", "option ipaddr '192.168.0.1/22'"));
    try {
      await save(guest);
      expect(await uciValue(device, 'network', 'guest', 'ipaddr')).toBe('192.168.4.1');
    } finally {
      await restoreFactory();
    }
  });

  const refused: Array<[string, Record<string, unknown>, string, string]> = [
    ['no name (spec 8: lack of guest network name)', { ssid: '' }, 'ssid', 'validation.guestSsid'],
    ['a 7-character password', { key: 'short12' }, 'key', 'validation.wifiPassword'],
    ['no password for WPA2', { key: '' }, 'key', 'validation.wifiPassword'],
    ['a password with a control character', { key: 'abc\ndefgh' }, 'key', 'validation.wifiPassword'],
    ['an unknown mode', { mode: 'both' }, 'mode', 'validation.invalid'],
    ['an isolate field (always on)', { isolate: '0' }, 'isolate', 'validation.unknownField'],
  ];

  it.each(refused)('refuses %s with -2 on its field and changes no file', async (_name, change, field, key) => {
    const before = await snapshot(device);
    const { body } = await save({ ...guest, ...change });
    expect(body.code).toBe('-2');
    expect(body.errors).toContainEqual({ field, key });
    expect(await snapshot(device)).toEqual(before);
  });
});
