import { describe, expect, it } from 'vitest';
import { readFile, writeFile } from 'node:fs/promises';
import { factoryConfig, tabDevicePerFile } from '../../../../device/test-support/tab-test-kit';
import { getList, getOption, sectionsOfType } from '../../uci/uci-edit';
import { parseUci } from '../../uci/uci-parse';
import { configFile, readPackage, snapshot, uciValue, wirelessPackages } from './wifi-test-kit';

const kit = tabDevicePerFile();
const factory = factoryConfig(kit, wirelessPackages);

const save = (input: Record<string, unknown>) => kit.call('set_guest_wifi', input);
const guest = { enabled: '1', mode: '2g', ssid: '访客 Guest', hidden: '0', encryption: 'psk2+ccmp', key: 'guest-Pass-1' };

describe('get_guest_wifi', () => {
  it('offers a disabled guest network named after the 2.4G one until one is saved', async () => {
    const main = await kit.call('get_wifi_config', { band: '2g' });
    const body = await kit.call('get_guest_wifi');
    expect(body).toEqual({ code: '1', enabled: '0', mode: '2g', ssid: `${main.ssid}-Guest`, hidden: '0', encryption: 'psk2+ccmp', key: '' });
  });
});

describe('set_guest_wifi', () => {
  it('adds an isolated access point on network guest with its bridge, DHCP pool and firewall zone, and survives a restart', async () => {
    try {
      expect(await save(guest)).toEqual({ code: '1' });
      const iface = (name: string) => uciValue(kit.device, 'wireless', 'guest_2g', name);
      expect([await iface('device'), await iface('mode'), await iface('network'), await iface('isolate')]).toEqual(['radio0', 'ap', 'guest', '1']);
      expect([await iface('ssid'), await iface('encryption'), await iface('key'), await iface('disabled')]).toEqual([guest.ssid, 'psk2+ccmp', 'guest-Pass-1', undefined]);
      expect(await uciValue(kit.device, 'network', 'guest', 'ipaddr')).toBe('192.168.3.1');
      expect(await uciValue(kit.device, 'network', 'guest', 'device')).toBe('br-guest');
      expect(await uciValue(kit.device, 'dhcp', 'guest', 'interface')).toBe('guest');

      const firewall = await readPackage(kit.device, 'firewall');
      const zone = sectionsOfType(firewall, 'zone').find((z) => getOption(z, 'name') === 'guest');
      expect(zone && [getList(zone, 'network'), getOption(zone, 'input'), getOption(zone, 'forward')]).toEqual([['guest'], 'REJECT', 'REJECT']);
      // Guests reach the WAN, never the LAN.
      const forwardings = sectionsOfType(firewall, 'forwarding').filter((f) => getOption(f, 'src') === 'guest');
      expect(forwardings.map((f) => getOption(f, 'dest'))).toEqual(['wan']);
      // The bands' own sections are untouched; the guest one comes after them.
      const factoryWireless = parseUci(factory.text('wireless'), 'wireless').sections;
      expect((await readPackage(kit.device, 'wireless')).sections.slice(0, factoryWireless.length)).toEqual(factoryWireless);

      await kit.restart();
      expect(await kit.call('get_guest_wifi')).toEqual({ code: '1', ...guest });
    } finally {
      await factory.restore();
    }
  });

  it('runs on both radios in dual mode, and on the 5G radio alone after', async () => {
    try {
      await save({ ...guest, mode: 'dual' });
      expect(await uciValue(kit.device, 'wireless', 'guest_2g', 'device')).toBe('radio0');
      expect(await uciValue(kit.device, 'wireless', 'guest_5g', 'device')).toBe('radio1');
      expect((await kit.call('get_guest_wifi')).mode).toBe('dual');
      await save({ ...guest, mode: '5g' });
      expect(await uciValue(kit.device, 'wireless', 'guest_2g', 'device')).toBeUndefined();
      expect((await kit.call('get_guest_wifi')).mode).toBe('5g');
    } finally {
      await factory.restore();
    }
  });

  it('switched off, keeps its settings with disabled 1 and adds the network pieces only once', async () => {
    try {
      await save(guest);
      const network = await readFile(configFile(kit.device, 'network'), 'utf8');
      const firewall = await readFile(configFile(kit.device, 'firewall'), 'utf8');
      await save({ ...guest, enabled: '0' });
      expect(await uciValue(kit.device, 'wireless', 'guest_2g', 'disabled')).toBe('1');
      expect(await kit.call('get_guest_wifi')).toMatchObject({ enabled: '0', ssid: guest.ssid });
      expect(await readFile(configFile(kit.device, 'network'), 'utf8')).toBe(network);
      expect(await readFile(configFile(kit.device, 'firewall'), 'utf8')).toBe(firewall);
    } finally {
      await factory.restore();
    }
  });

  it('picks a subnet the LAN does not use', async () => {
    await writeFile(factory.path('network'), factory.text('network').replace("option ipaddr '192.168.1.1'\n\toption netmask '255.255.255.0'", "option ipaddr '192.168.0.1/22'"));
    try {
      await save(guest);
      expect(await uciValue(kit.device, 'network', 'guest', 'ipaddr')).toBe('192.168.4.1');
    } finally {
      await factory.restore();
    }
  });

  const refused: Array<[string, Record<string, unknown>, string, string]> = [
    ['no name (spec 8: lack of guest network name)', { ssid: '' }, 'ssid', 'validation.guestSsid'],
    ['a 7-character password', { key: 'short12' }, 'key', 'validation.wifiPassword'],
    ['no password for WPA2', { key: '' }, 'key', 'validation.wifiPassword'],
    ['a password with a control character', { key: 'abc\ndefgh' }, 'key', 'validation.wifiPasswordAscii'],
    ['eight accented letters', { key: 'éééééééé' }, 'key', 'validation.wifiPasswordAscii'],
    ['64 characters that are not hex', { key: 'g'.repeat(64) }, 'key', 'validation.wifiPskHex'],
    ['an unknown mode', { mode: 'both' }, 'mode', 'validation.invalid'],
    ['an isolate field (always on)', { isolate: '0' }, 'isolate', 'validation.unknownField'],
  ];

  it.each(refused)('refuses %s with -2 on its field and changes no file', async (_name, change, field, key) => {
    const before = await snapshot(kit.device);
    const body = await save({ ...guest, ...change });
    expect(body.code).toBe('-2');
    expect(body.errors).toContainEqual({ field, key });
    expect(await snapshot(kit.device)).toEqual(before);
  });

  it("refuses the main Wi-Fi's name for the guest network (issue 13.24), changing no file", async () => {
    const main = (await kit.call('get_wifi_config', { band: '5g' })) as { ssid: string };
    const before = await snapshot(kit.device);
    const body = await save({ ...guest, ssid: main.ssid });
    expect(body).toMatchObject({ code: '-2', errors: [{ field: 'ssid', key: 'validation.guestSsidTaken' }] });
    expect(await snapshot(kit.device)).toEqual(before);
  });
});
