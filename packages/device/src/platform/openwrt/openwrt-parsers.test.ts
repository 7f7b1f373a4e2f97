import { describe, expect, it } from 'vitest';
import { fixture } from './fixtures';
import { parseInterfaceStatus, parseSystemBoard, parseSystemInfo, parseWirelessStatus, prefixToNetmask } from './ubus-parsers';
import { parseIwinfoAssoclist, parseIwinfoInfo, parseIwinfoScan, uciEncryption } from './iwinfo-parsers';
import { parseDnsmasqLeases } from '../linux/dnsmasq-leases';
import { servicesToReload } from './reload-services';
import { parseIpNeigh } from './ip-neigh';
import { parseIpRoute } from './ip-route';
import { parseLogread } from './logread';
import { mmcliSimSlots, parseMmcliModem, parseMmcliSimSlot } from './mmcli';

describe('ubus answers', () => {
  it('reads procd system info: uptime, memory in use, load from fixed point', () => {
    expect(parseSystemInfo(fixture('ubus-system-info.json'))).toEqual({
      uptime: 7265,
      memTotal: 127434752,
      memUsed: 127434752 - 69939200,
      load: [0.2, 0.15, 0.1],
    });
  });

  it('counts free, buffers and cache as available where procd has no available field', () => {
    const info = JSON.stringify({ uptime: 5, load: [65536, 0, 0], memory: { total: 1000, free: 100, buffered: 50, cached: 150 } });
    expect(parseSystemInfo(info)).toMatchObject({ memUsed: 700, load: [1, 0, 0] });
  });

  it('reads the board model and release', () => {
    expect(parseSystemBoard(fixture('ubus-system-board.json'))).toEqual({ model: 'Zbtlink ZBT-WE1326', hostname: 'OpenWrt', release: 'OpenWrt 24.10.0 r28427-6df0e3d02a' });
  });

  it('reads the WAN link from netifd interface status', () => {
    expect(parseInterfaceStatus(fixture('ubus-network-interface-wan.json'))).toEqual({
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
    const status = JSON.stringify({ up: false, pending: true, l3_device: 'wan', 'ipv4-address': [], 'dns-server': [] });
    expect(parseInterfaceStatus(status)).toMatchObject({ up: false, ipaddr: '', gateway: '', connectedSeconds: 0 });
  });

  it('turns prefix lengths into netmasks', () => {
    expect([0, 8, 24, 30, 32].map(prefixToNetmask)).toEqual(['0.0.0.0', '255.0.0.0', '255.255.255.0', '255.255.255.252', '255.255.255.255']);
  });

  it('reads the radios, their bands and access point devices from network.wireless status', () => {
    expect(parseWirelessStatus(fixture('ubus-network-wireless.json'))).toEqual([
      { radio: 'radio0', band: '2g', up: true, apDevice: 'phy0-ap0', staDevice: '' },
      { radio: 'radio1', band: '5g', up: true, apDevice: 'phy1-ap0', staDevice: '' },
    ]);
  });
});

describe('iwinfo output', () => {
  it('reads every scan cell: hidden ESSID as empty, quotes inside a name kept', () => {
    const cells = parseIwinfoScan(fixture('iwinfo-scan.txt'));
    expect(cells).toEqual([
      { ssid: 'ChinaNet-xYz1', bssid: '8C:A6:DF:12:34:56', channel: 6, signalDbm: -48, encryption: 'psk2+ccmp' },
      { ssid: 'CMCC-8F3D', bssid: '8C:A6:DF:AB:CD:EF', channel: 1, signalDbm: -71, encryption: 'psk-mixed' },
      { ssid: '', bssid: '8C:A6:DF:00:11:22', channel: 11, signalDbm: -80, encryption: 'sae' },
      { ssid: '咖啡店 ☕', bssid: '8C:A6:DF:33:44:55', channel: 9, signalDbm: -66, encryption: 'none' },
      { ssid: 'Bob\'s "Home" & Co', bssid: '8C:A6:DF:66:77:88', channel: 3, signalDbm: -59, encryption: 'sae-mixed' },
    ]);
  });

  it('answers no networks for "No scan results"', () => {
    expect(parseIwinfoScan('No scan results\n\n')).toEqual([]);
  });

  it('words iwinfo encryption as the wireless.encryption that joins it', () => {
    expect(uciEncryption('WEP Open System (WEP-40, WEP-104)')).toBe('wep');
    expect(uciEncryption('WPA2 802.1X (CCMP)')).toBe('wpa2');
    expect(uciEncryption('WPA2 PSK (TKIP)')).toBe('psk2');
    expect(uciEncryption('WPA PSK (TKIP)')).toBe('psk');
    expect(uciEncryption('WPA3 OWE (CCMP)')).toBe('owe');
  });

  it('reads the channel and transmit power of iwinfo info', () => {
    expect(parseIwinfoInfo(fixture('iwinfo-info.txt'))).toEqual({ channel: 6, txPowerDbm: 20, accessPoint: '02:11:22:33:44:55', signalDbm: 0 });
    const station = fixture('iwinfo-info.txt').replace('Access Point: 02:11:22:33:44:55', 'Access Point: 00:00:00:00:00:00');
    expect(parseIwinfoInfo(station).accessPoint).toBe('');
  });

  it('reads the stations of an assoclist, none for "No station connected"', () => {
    expect(parseIwinfoAssoclist(fixture('iwinfo-assoclist.txt'))).toEqual(['AA:BB:CC:00:00:21']);
    expect(parseIwinfoAssoclist('No station connected\n')).toEqual([]);
  });
});

describe('ip neigh', () => {
  it('reads the neighbours with a MAC, leaving out failed ones', () => {
    expect(parseIpNeigh(fixture('ip-neigh.txt'))).toEqual([
      { ip: '192.168.1.101', mac: 'AA:BB:CC:00:00:11', interface: 'br-lan' },
      { ip: '192.168.1.120', mac: 'AA:BB:CC:00:00:21', interface: 'br-lan' },
      { ip: '100.64.12.1', mac: '00:00:5E:00:01:01', interface: 'wan' },
    ]);
  });
});

describe('ip route', () => {
  it('reads the routing table in use', () => {
    expect(parseIpRoute(fixture('ip-route.txt'))).toEqual([
      { destination: '0.0.0.0', netmask: '0.0.0.0', gateway: '100.64.12.1', interface: 'wan', metric: 0 },
      { destination: '100.64.12.0', netmask: '255.255.252.0', gateway: '0.0.0.0', interface: 'wan', metric: 0 },
      { destination: '192.168.1.0', netmask: '255.255.255.0', gateway: '0.0.0.0', interface: 'br-lan', metric: 0 },
    ]);
    expect(parseIpRoute('10.20.0.0/16 via 192.168.1.254 dev br-lan proto static metric 5\n')).toEqual([
      { destination: '10.20.0.0', netmask: '255.255.0.0', gateway: '192.168.1.254', interface: 'br-lan', metric: 5 },
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

describe('services to reload', () => {
  it('derives the services from the files a changeset touched', () => {
    expect(servicesToReload(['network', 'dhcp'])).toEqual(['dnsmasq', 'netifd', 'odhcpd']);
    expect(servicesToReload(['wireless', 'network'])).toEqual(['netifd']);
    expect(servicesToReload(['sims'])).toEqual([]);
  });
});
