import { describe, expect, it } from 'vitest';
import { fixture, jsonFixture } from '../../../device/test-support/ubus-recordings';
import { parseDeviceList, parseInterfaceDevices, parseInterfaceStatus, parseSystemBoard, parseSystemInfo, parseWirelessAps, parseWirelessStatus, prefixToNetmask } from './ubus-parsers';
import { parseIwinfoAssoclist, parseIwinfoInfo, parseIwinfoStations } from './iwinfo-parsers';
import { parseIwinfoScan, uciEncryption } from './iwinfo-scan';
import { parseDnsmasqLeases } from '@rc/core/linux/dnsmasq-leases';
import { parseLogread } from './logread';
import { mmcliSimSlots, parseMmcliModem, parseMmcliSimSlot } from './mmcli';

describe('ubus answers', () => {
  it('reads procd system info: uptime, memory in use, load from fixed point', () => {
    expect(parseSystemInfo(jsonFixture('ubus-system-info.json'))).toEqual({
      uptime: 7265,
      memTotal: 127434752,
      memUsed: 127434752 - 69939200,
      load: [0.2, 0.15, 0.1],
    });
  });

  it('counts free, buffers and cache as available where procd has no available field', () => {
    const info = { uptime: 5, load: [65536, 0, 0], memory: { total: 1000, free: 100, buffered: 50, cached: 150 } };
    expect(parseSystemInfo(info)).toMatchObject({ memUsed: 700, load: [1, 0, 0] });
  });

  it('reads the board model and release', () => {
    expect(parseSystemBoard(jsonFixture('ubus-system-board.json'))).toEqual({ model: 'Zbtlink ZBT-WE1326', hostname: 'OpenWrt', release: 'OpenWrt 24.10.0 r28427-6df0e3d02a' });
  });

  it('reads the WAN link from netifd interface status', () => {
    expect(parseInterfaceStatus(jsonFixture('ubus-network-interface-wan.json'))).toEqual({
      up: true,
      ipaddr: '100.64.12.34',
      netmask: '255.255.252.0',
      gateway: '100.64.12.1',
      dns: ['202.96.134.133', '202.96.128.86'],
      connectedSeconds: 6993,
      device: 'wan',
    });
  });

  it('takes an interface without an address as down', () => {
    const status = { up: false, pending: true, l3_device: 'wan', 'ipv4-address': [], 'dns-server': [] };
    expect(parseInterfaceStatus(status)).toMatchObject({ up: false, ipaddr: '', gateway: '', connectedSeconds: 0 });
  });

  it('turns prefix lengths into netmasks', () => {
    expect([0, 8, 24, 30, 32].map(prefixToNetmask)).toEqual(['0.0.0.0', '255.0.0.0', '255.255.255.0', '255.255.255.252', '255.255.255.255']);
  });

  it('reads the radios, their bands and access point devices from network.wireless status', () => {
    expect(parseWirelessStatus(jsonFixture('ubus-network-wireless.json'))).toEqual([
      { radio: 'radio0', band: '2g', up: true, apDevice: 'phy0-ap0', staDevice: '' },
      { radio: 'radio1', band: '5g', up: true, apDevice: 'phy1-ap0', staDevice: '' },
    ]);
  });

  it('reads every access point with its SSID, a guest one on the same radio included, a station left out', () => {
    const wireless = jsonFixture('ubus-network-wireless.json') as Record<string, { interfaces: unknown[] }>;
    const guest = { section: 'guest', ifname: 'phy0-ap1', config: { mode: 'ap', ssid: 'ZBT-Guest', network: ['guest'] } };
    const station = { section: 'apclient', ifname: 'phy0-sta0', config: { mode: 'sta', ssid: 'Upstream' } };
    wireless.radio0?.interfaces.push(guest, station);
    expect(parseWirelessAps(wireless)).toEqual([
      { band: '2g', device: 'phy0-ap0', ssid: 'ZBT-2G', up: true },
      { band: '2g', device: 'phy0-ap1', ssid: 'ZBT-Guest', up: true },
      { band: '5g', device: 'phy1-ap0', ssid: 'ZBT-5G', up: true },
    ]);
  });

  it("names each interface's layer-3 device from network.interface dump; a modem without a netdev has none", () => {
    expect(parseInterfaceDevices(jsonFixture('ubus-network-interface-dump.json'))).toEqual(
      new Map([
        ['lan', 'br-lan'],
        ['loopback', 'lo'],
        ['wan', 'wan'],
        ['wan6', 'wan'],
      ]),
    );
  });
});

describe('rpcd-mod-iwinfo answers', () => {
  it('reads every scan result: a hidden network (no ssid) as empty, quotes inside a name kept', () => {
    expect(parseIwinfoScan(jsonFixture('iwinfo-scan.json'))).toEqual([
      { ssid: 'ChinaNet-5aF3', bssid: '8C:A6:DF:12:34:56', channel: 1, signalDbm: -48, encryption: 'psk2+ccmp' },
      { ssid: '', bssid: 'D4:EE:07:AB:CD:EF', channel: 11, signalDbm: -71, encryption: 'sae-mixed' },
      { ssid: 'Cafe "Free"', bssid: '00:1A:2B:3C:4D:5E', channel: 6, signalDbm: -80, encryption: 'none' },
    ]);
  });

  it('answers no networks for an empty scan', () => {
    expect(parseIwinfoScan({ results: [] })).toEqual([]);
  });

  it("words iwinfo's encryption table as the wireless.encryption that joins it", () => {
    const wpa = (versions: number[], authentication: string[], ciphers = ['ccmp']) => ({ enabled: true, wpa: versions, authentication, ciphers });
    expect(uciEncryption({ enabled: false })).toBe('none');
    expect(uciEncryption({ enabled: true, wep: ['open'], ciphers: ['wep-40'] })).toBe('wep');
    expect(uciEncryption(wpa([2], ['psk'], ['tkip', 'ccmp']))).toBe('psk2');
    expect(uciEncryption(wpa([1, 2], ['psk']))).toBe('psk-mixed');
    expect(uciEncryption(wpa([3], ['sae']))).toBe('sae');
    expect(uciEncryption(wpa([2], ['802.1x']))).toBe('wpa2');
    expect(uciEncryption(wpa([1], ['psk'], ['tkip']))).toBe('psk');
    expect(uciEncryption(wpa([3], ['owe']))).toBe('owe');
  });

  it('reads the channel and transmit power of info; an access point has no access point of its own', () => {
    expect(parseIwinfoInfo(jsonFixture('iwinfo-info.json'))).toEqual({ channel: 6, txPowerDbm: 20, accessPoint: '', signalDbm: 0 });
  });

  it("reads a station's access point and signal", () => {
    expect(parseIwinfoInfo(jsonFixture('iwinfo-info-station.json'))).toEqual({ channel: 36, txPowerDbm: 23, accessPoint: '8C:A6:DF:12:34:56', signalDbm: -58 });
    expect(parseIwinfoInfo({ mode: 'Client', bssid: '00:00:00:00:00:00' }).accessPoint).toBe('');
  });

  it('reads the stations of an assoclist, none for an empty one', () => {
    expect(parseIwinfoAssoclist(jsonFixture('iwinfo-assoclist.json'))).toEqual(['AA:BB:CC:00:00:21']);
    expect(parseIwinfoAssoclist({ results: [] })).toEqual([]);
    // Issue 30.11: the signal, the counters (rx: what the access point received) and the time joined.
    expect(parseIwinfoStations(jsonFixture('iwinfo-assoclist.json'))).toEqual([
      { mac: 'AA:BB:CC:00:00:21', signalDbm: -52, rxBytes: 250311, txBytes: 198004, connectedSeconds: 5921 },
    ]);
  });
});

describe('netifd devices', () => {
  it('reads every device but loopback with its counters; an absent device as down with none', () => {
    expect(parseDeviceList(jsonFixture('network-device-status.json'))).toEqual([
      { name: 'br-lan', device: 'br-lan', up: true, rxBytes: 81234567, txBytes: 412345678, rxPackets: 95213, txPackets: 120334 },
      { name: 'phy0-ap0', device: 'phy0-ap0', up: true, rxBytes: 5123456, txBytes: 38123456, rxPackets: 21034, txPackets: 30112 },
      { name: 'phy1-ap0', device: 'phy1-ap0', up: true, rxBytes: 20123456, txBytes: 301234567, rxPackets: 60211, txPackets: 80512 },
      { name: 'wan', device: 'wan', up: true, rxBytes: 412345678, txBytes: 81234567, rxPackets: 301234, txPackets: 201234 },
      { name: 'wwan0', device: 'wwan0', up: false, rxBytes: 0, txBytes: 0, rxPackets: 0, txPackets: 0 },
    ]);
  });
});

describe('logread', () => {
  it('reads each line: its time, a network daemon as net, the kernel as sys, the rest as other', () => {
    const lines = parseLogread(fixture('logread.txt'));
    expect(lines.map((l) => [l.type, l.content.slice(0, 22)])).toEqual([
      ['sys', 'kernel: [    0.000000]'],
      ['net', "netifd: Interface 'wan"],
      ['net', 'ModemManager[1420]: <i'],
      ['net', 'dnsmasq-dhcp[1811]: DH'],
      ['other', 'dropbear[2034]: Child '],
      ['other', 'crond[1502]: USER root'],
    ]);
    expect(lines[1]?.time).toBe(new Date(2025, 10, 25, 9, 58, 40).getTime());
  });
});

describe('mmcli', () => {
  it('reads the modem and its SIM, the signal quality as dBm on the CSQ scale', () => {
    expect(parseMmcliModem(fixture('mmcli-modem.json'), fixture('mmcli-sim.json'))).toEqual({
      present: true,
      operator: 'CHINA MOBILE',
      signalDbm: -67,
      imei: '867962041234567',
      iccid: '89860012345678901234',
      model: 'EC25',
      networkType: 'LTE',
      state: 'connected',
    });
  });

  it('reads the slots: a SIM in the first, the second empty; PIN asked by the active SIM', () => {
    const modem = fixture('mmcli-modem.json');
    expect(mmcliSimSlots(modem)).toEqual(['/org/freedesktop/ModemManager1/SIM/0', '']);
    expect(parseMmcliSimSlot('sim1', modem, fixture('mmcli-sim.json'))).toEqual({ slot: 'sim1', state: 'ready', iccid: '89860012345678901234', operator: 'CMCC' });
    expect(parseMmcliSimSlot('sim2', modem, '')).toEqual({ slot: 'sim2', state: 'absent', iccid: '', operator: '' });
    const locked = modem.replace('"unlock-required": "--"', '"unlock-required": "sim-pin"');
    expect(parseMmcliSimSlot('sim1', locked, fixture('mmcli-sim.json'))).toMatchObject({ state: 'pin_required', operator: '' });
  });

  it('names the technology in use, not the first one listed: LTE beside 5GNR is 5G NSA (issue 42.2)', () => {
    const modem = (access: string[]) => JSON.stringify({ modem: { generic: { state: 'connected', 'access-technologies': access } } });
    expect(parseMmcliModem(modem(['lte', '5gnr'])).networkType).toBe('5G NSA');
    expect(parseMmcliModem(modem(['5gnr'])).networkType).toBe('5G SA');
    expect(parseMmcliModem(modem(['hspa-plus'])).networkType).toBe('WCDMA');
  });

  it('says no SIM for a modem failed for a missing SIM, and -- values read as none', () => {
    const modem = JSON.stringify({ modem: { generic: { state: 'failed', 'state-failed-reason': 'sim-missing', 'signal-quality': { value: '0', recent: 'no' }, 'access-technologies': [], model: '--' }, '3gpp': { imei: '--' } } });
    expect(parseMmcliModem(modem)).toMatchObject({ present: true, state: 'no_sim', signalDbm: 0, model: '', imei: '', networkType: '' });
  });
});

describe('dnsmasq leases', () => {
  it('reads /tmp/dhcp.leases', () => {
    expect(parseDnsmasqLeases(fixture('dhcp.leases'))).toEqual([
      { hostname: 'laptop', ip: '192.168.1.101', mac: 'AA:BB:CC:00:00:11', expiresAt: 1764074400000 },
      { hostname: 'Galaxy-S23', ip: '192.168.1.120', mac: 'AA:BB:CC:00:00:21', expiresAt: 1764074500000 },
    ]);
  });
});
