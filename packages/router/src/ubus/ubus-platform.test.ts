// The ubus platform against a fake Ubus answering with recorded ubus/rpcd answers (fixtures/, each
// with its source): the exact calls and argument arrays it makes, and that the ACL it declares
// (platform-acl-needs.ts) grants every one of them (the fake refuses anything else, as rpcd would).
import { describe, expect, it } from 'vitest';
import { FakeUbus, fnmatch } from '../../../device/test-support/fake-ubus';
import { fixture, jsonFixture, rpcdFileAnswer } from '../../../device/test-support/ubus-recordings';
import { platformAclNeeds } from './platform-acl-needs';
import { UbusPlatform } from './ubus-platform';
import { firmwareImagePath } from './router-paths';
import { objectNotFound, UbusCallError, UbusStatus } from './ubus';
import { MissingPackageError } from '@rc/core/errors/missing-package-error';
import { parseUci } from '@rc/core/uci/uci-parse';
import { RouterProgramError, routerPrograms } from './router-programs';
import { runDiagnostics } from './router-diagnostics';

const notFound = (object = 'file', method = 'exec') => new UbusCallError(object, method, UbusStatus.notFound);
const wan = jsonFixture('ubus-network-interface-wan.json');
const wireless = jsonFixture('ubus-network-wireless.json');
const mmcliModem = fixture('mmcli-modem.json');
const mmcliSim = fixture('mmcli-sim.json');
const ok = (stdout = '') => ({ code: 0, stdout });

function router(configs: Record<string, string> = {}, now = () => 1764067200_000): { ubus: FakeUbus; platform: UbusPlatform } {
  const ubus = new FakeUbus(platformAclNeeds)
    .on('system', 'info', jsonFixture('ubus-system-info.json'))
    .on('network.interface.wan', 'status', wan)
    .on('network.wireless', 'status', wireless)
    .on('iwinfo', 'info', ({ device }: Record<string, unknown>) => (device === 'phy0-ap0' ? jsonFixture('iwinfo-info.json') : { ...jsonFixture('iwinfo-info.json'), channel: 36, txpower: 23 }))
    .on('iwinfo', 'assoclist', ({ device }: Record<string, unknown>) => (device === 'phy0-ap0' ? jsonFixture('iwinfo-assoclist.json') : { results: [] }))
    .onRead('/proc/net/arp', fixture('proc-net-arp.txt'))
    .onRead('/proc/net/route', fixture('proc-net-route.txt'))
    .onRead('/proc/net/dev', fixture('proc-net-dev.txt'))
    .onRead('/tmp/dhcp.leases', fixture('dhcp.leases'));
  const readConfig = async (pkg: string) => parseUci(configs[pkg] ?? '', pkg);
  return { ubus, platform: new UbusPlatform(ubus, { now, readConfig }) };
}

describe('status', () => {
  it("answers procd's uptime, memory and load, and the CPU since boot at first (one read, no wait: issue 41), then between two polls", async () => {
    let time = 1764067200_000;
    const { ubus, platform } = router({}, () => time);
    const stat = fixture('proc-stat.txt');
    let reads = 0;
    // since boot: 345447 busy of 8468213 ticks, 4.1 %; then 1000 more ticks, 250 of them idle: 75 % busy.
    ubus.on('file', 'read', () => ({ data: reads++ === 0 ? stat : stat.replace('cpu  184923 0 120311 8120455', 'cpu  185673 0 120311 8120705') }));
    expect(await platform.systemStatus()).toEqual({ uptime: 7265, cpu: 4.1, memTotal: 127434752, memUsed: 127434752 - 69939200, load: [0.2, 0.15, 0.1] });
    // a second page's ask within 200 ms: the same percent, nothing read
    expect((await platform.systemStatus()).cpu).toBe(4.1);
    time += 5000;
    expect((await platform.systemStatus()).cpu).toBe(75);
    expect(ubus.calls.filter((c) => c.object === 'file').map((c) => [c.object, c.method, c.args])).toEqual([
      ['file', 'read', { path: '/proc/stat' }],
      ['file', 'read', { path: '/proc/stat' }],
    ]);
  });

  it("answers the WAN link of netifd's interface wan", async () => {
    const { platform } = router();
    expect(await platform.wanLink()).toEqual({ up: true, ipaddr: '100.64.12.34', netmask: '255.255.252.0', gateway: '100.64.12.1', dns: ['202.96.134.133', '202.96.128.86'], connectedSeconds: 6993 });
  });

  it('answers a WAN that is down where netifd has no interface wan (uhttpd: -32000 Object not found), not a failure', async () => {
    const { ubus, platform } = router();
    ubus.on('network.interface.wan', 'status', new UbusCallError('network.interface.wan', 'status', objectNotFound));
    expect(await platform.wanLink()).toEqual({ up: false, ipaddr: '', netmask: '', gateway: '', dns: [], connectedSeconds: 0 });
  });

  it('lists the LAN clients: the neighbours but the WAN side and incomplete ones, named by their lease, Wi-Fi by band with its signal, counters and time joined (iwinfo assoclist)', async () => {
    const { ubus, platform } = router();
    expect(await platform.lanClients()).toEqual([
      { hostname: 'laptop', ip: '192.168.1.101', mac: 'AA:BB:CC:00:00:11', interface: 'lan', rxBytes: 0, txBytes: 0, connectedSince: 1764067200_000 - 7265_000 },
      {
        hostname: 'Galaxy-S23',
        ip: '192.168.1.120',
        mac: 'AA:BB:CC:00:00:21',
        interface: 'wifi-2g',
        signal: -52,
        rxBytes: 250311,
        txBytes: 198004,
        connectedSince: 1764067200_000 - 5921_000,
      },
    ]);
    ubus.calls.length = 0;
    expect(await platform.terminalCount()).toBe(2);
    expect(ubus.calls.map((c) => `${c.object} ${c.method}`)).toEqual(['file read', 'network.interface.wan status']);
  });

  it('answers the routes and neighbours of /proc and the leases of dnsmasq; no lease file, no leases', async () => {
    const { ubus, platform } = router();
    expect(await platform.routes()).toContainEqual({ destination: '0.0.0.0', netmask: '0.0.0.0', gateway: '100.64.12.1', interface: 'wan', metric: 0 });
    expect(await platform.arpTable()).toHaveLength(3);
    ubus.onRead('/tmp/dhcp.leases', notFound('file', 'read'));
    expect(await platform.dhcpLeases()).toEqual([]);
  });

  it("counts the default route's device for the traffic graph, one sample a second at most", async () => {
    let now = 1_000_000;
    const { ubus, platform } = router({}, () => now);
    expect(await platform.wanCounters()).toEqual({ rxBytes: 412345678, txBytes: 81234567, rxRate: 0, txRate: 0 });
    now += 2000;
    ubus.onRead('/proc/net/dev', fixture('proc-net-dev.txt').replace('412345678  301234', '412545678  301234'));
    expect(await platform.wanTraffic()).toEqual([{ time: now, rxRate: 100000, txRate: 0 }]);
    expect(await platform.wanTraffic()).toHaveLength(1);
  });

  it("answers each device's counters as netifd's network.device has them", async () => {
    const { ubus, platform } = router();
    ubus.on('network.device', 'status', jsonFixture('network-device-status.json'));
    expect((await platform.interfaceTraffic()).map((d) => [d.device, d.up, d.rxBytes])).toEqual([
      ['br-lan', true, 81234567],
      ['phy0-ap0', true, 5123456],
      ['phy1-ap0', true, 20123456],
      ['wan', true, 412345678],
      ['wwan0', false, 0],
    ]);
  });
});

describe('Wi-Fi through rpcd-mod-iwinfo', () => {
  it('answers each radio with the channel, power and stations of its access point device', async () => {
    const { ubus, platform } = router();
    expect(await platform.radios()).toEqual([
      { band: '2g', up: true, channel: 6, txPowerDbm: 20, clients: 1 },
      { band: '5g', up: true, channel: 36, txPowerDbm: 23, clients: 0 },
    ]);
    expect(ubus.calls.filter((c) => c.object === 'iwinfo').map((c) => `${c.method} ${String(c.args.device)}`).sort()).toEqual(['assoclist phy0-ap0', 'assoclist phy1-ap0', 'info phy0-ap0', 'info phy1-ap0']);
  });

  it('scans on the access point device of the band', async () => {
    const { ubus, platform } = router();
    ubus.on('iwinfo', 'scan', jsonFixture('iwinfo-scan.json'));
    expect((await platform.wifiScan('2g')).map((n) => n.ssid)).toEqual(['ChinaNet-5aF3', '', 'Cafe "Free"']);
    expect(ubus.calls.find((c) => c.method === 'scan')?.args).toEqual({ device: 'phy0-ap0' });
  });

  it('says which package to install when rpcd-mod-iwinfo is not there', async () => {
    const { ubus, platform } = router();
    ubus.on('iwinfo', 'scan', notFound('iwinfo', 'scan')).on('iwinfo', 'devices', notFound('iwinfo', 'devices'));
    await expect(platform.wifiScan('2g')).rejects.toEqual(new MissingPackageError('rpcd-mod-iwinfo'));
    ubus.on('iwinfo', 'devices', { devices: ['phy0-ap0'] });
    await expect(platform.wifiScan('2g')).rejects.toBeInstanceOf(UbusCallError);
  });

  it("answers the Wi-Fi client: searching without a station, then its access point, signal and netifd's address", async () => {
    const { ubus, platform } = router();
    const target = { band: '5g' as const, ssid: 'Upstream-5G', bssid: '', encryption: 'psk2' };
    expect(await platform.apclientLink(target)).toEqual({ state: 'searching', bssid: '', channel: 0, signalDbm: 0, ipaddr: '' });
    const withStation = structuredClone(wireless) as Record<string, { interfaces: unknown[] }>;
    withStation.radio1?.interfaces.push({ section: 'apclient', ifname: 'phy1-sta0', config: { mode: 'sta', network: ['apclient'] } });
    ubus.on('network.wireless', 'status', withStation);
    ubus.on('iwinfo', 'info', jsonFixture('iwinfo-info-station.json'));
    ubus.on('network.interface.apclient', 'status', { up: true, uptime: 30, 'ipv4-address': [{ address: '192.168.8.23', mask: 24 }] });
    expect(await platform.apclientLink(target)).toEqual({ state: 'connected', bssid: '8C:A6:DF:12:34:56', channel: 36, signalDbm: -58, ipaddr: '192.168.8.23' });
  });
});

describe('programs through file exec', () => {
  it('answers the modem and its SIM slots from mmcli -J', async () => {
    const { ubus, platform } = router();
    ubus
      .onExec('/usr/bin/mmcli', ['-J', '-m', 'any'], ok(mmcliModem))
      .onExec('/usr/bin/mmcli', ['-J', '-i', 'any'], ok(mmcliSim))
      .onExec('/usr/bin/mmcli', ['-J', '-i', '/org/freedesktop/ModemManager1/SIM/0'], ok(mmcliSim));
    expect(await platform.modem()).toMatchObject({ present: true, operator: 'CHINA MOBILE', iccid: '89860012345678901234', state: 'connected' });
    expect(await platform.simSlots()).toEqual([
      { slot: 'sim1', state: 'ready', iccid: '89860012345678901234', operator: 'CMCC' },
      { slot: 'sim2', state: 'absent', iccid: '', operator: '' },
    ]);
    expect(ubus.execs()).toEqual(['/usr/bin/mmcli -J -m any', '/usr/bin/mmcli -J -i any', '/usr/bin/mmcli -J -m any', '/usr/bin/mmcli -J -i /org/freedesktop/ModemManager1/SIM/0']);
  });

  it('shows no modem without ModemManager (rpcd cannot find mmcli) or without a modem (mmcli exits 1)', async () => {
    const { ubus, platform } = router();
    ubus.onExec('/usr/bin/mmcli', ['-J', '-m', 'any'], notFound());
    expect(await platform.modem()).toMatchObject({ present: false });
    ubus.onExec('/usr/bin/mmcli', ['-J', '-m', 'any'], { code: 1, stderr: "error: couldn't find modem\n" });
    expect(await platform.modem()).toMatchObject({ present: false });
    expect(await platform.simSlots()).toEqual([]);
  });

  it('answers the modem session of netifd with its device counters', async () => {
    const { ubus, platform } = router();
    ubus.on('network.interface.wwan', 'status', { up: true, uptime: 120, l3_device: 'wwan0', 'ipv4-address': [{ address: '10.64.1.2', mask: 30 }] });
    ubus.on('network.device', 'status', ({ name }: Record<string, unknown>) => (name === 'wwan0' ? { up: true, statistics: { rx_bytes: 500, tx_bytes: 700 } } : notFound('network.device', 'status')));
    expect(await platform.modemTraffic()).toEqual({ ipaddr: '10.64.1.2', connectedSeconds: 120, rxBytes: 500, txBytes: 700, rxRate: 0, txRate: 0 });
  });

  it("reads the WireGuard peers from wg's dump; wg0 not up is down; no wg is the package to install", async () => {
    const { ubus, platform } = router();
    ubus.onExec('/usr/bin/wg', ['show', 'wg0', 'dump'], jsonFixture('file-exec-wg-dump.json') as { code: number; stdout: string });
    const link = await platform.wireguardLink();
    expect(link).toMatchObject({ available: true, up: true });
    expect(link.peers).toEqual([
      { publicKey: 'xTIBA5rboUvnH4htodjb6e697QjLERt1NAB4mZqp8Dg=', endpoint: '203.0.113.7:41414', handshakeSecondsAgo: 200, rxBytes: 123456, txBytes: 654321 },
      { publicKey: 'TrMvSoP4jYQlY6RIzBgbssQqY3vxI2Pi+y71lOWWXX0=', endpoint: '', handshakeSecondsAgo: -1, rxBytes: 0, txBytes: 0 },
    ]);
    // how long wg0 has been up is netifd's uptime of the interface, not the router's
    expect(link.upSeconds).toBeUndefined();
    ubus.on('network.interface', 'dump', { interface: [{ interface: 'lan', up: true, uptime: 90_000 }, { interface: 'wg0', up: true, uptime: 2 }] });
    expect((await platform.wireguardLink()).upSeconds).toBe(2);
    ubus.onExec('/usr/bin/wg', ['show', 'wg0', 'dump'], { code: 1, stderr: 'Unable to access interface: No such device\n' });
    expect(await platform.wireguardLink()).toEqual({ available: true, up: false, peers: [] });
    ubus.onExec('/usr/bin/wg', ['show', 'wg0', 'dump'], notFound());
    await expect(platform.wireguardLink()).rejects.toEqual(new MissingPackageError('wireguard-tools'));
  });

  it("reads logread's newest lines and ModemManager's own", async () => {
    const { ubus, platform } = router();
    ubus.onExec('/sbin/logread', ['-l', '1000'], ok(fixture('logread.txt'))).onExec('/sbin/logread', ['-e', 'ModemManager'], ok(fixture('logread.txt').split('\n').filter((l) => l.includes('ModemManager')).join('\n')));
    expect((await platform.systemLog()).map((l) => l.type)).toEqual(['sys', 'net', 'net', 'net', 'other', 'other']);
    expect((await platform.modemLog()).map((l) => l.message)).toEqual([expect.stringMatching(/^ModemManager\[1420\]: <info> +\[modem0\] state changed/)]);
  });

  it('checks the WAN: ping of the gateway, nslookup, ping of a public address, skipping after a failure', async () => {
    const { ubus, platform } = router();
    ubus
      .onExec('/bin/ping', ['-c', '1', '-W', '2', '100.64.12.1'], ok())
      .onExec('/usr/bin/nslookup', ['www.qq.com'], { code: 1, stderr: "nslookup: can't resolve 'www.qq.com'\n" });
    expect((await platform.wanDetect()).map((r) => [r.check, r.ok, r.skipped])).toEqual([
      ['link', true, false],
      ['gateway', true, false],
      ['dns', false, false],
      ['internet', false, true],
    ]);
    expect(ubus.execs()).toEqual(['/bin/ping -c 1 -W 2 100.64.12.1', '/usr/bin/nslookup www.qq.com']);
  });

  it('checks a firmware image with sysupgrade -T and answers its reason in its own words', async () => {
    const { ubus, platform } = router();
    ubus.onExec('/sbin/sysupgrade', ['-T', firmwareImagePath], { code: 1, stdout: '', stderr: 'Image metadata not present\nImage check failed.\n' });
    expect(await platform.systemUpgrade.check(firmwareImagePath)).toBe('Image metadata not present');
    ubus.onExec('/sbin/sysupgrade', ['-T', firmwareImagePath], ok());
    expect(await platform.systemUpgrade.check(firmwareImagePath)).toBeUndefined();
    ubus.onExec('/sbin/sysupgrade', ['-n', firmwareImagePath], ok());
    await platform.systemUpgrade.install(firmwareImagePath, false);
    expect(ubus.execs().at(-1)).toBe(`/sbin/sysupgrade -n ${firmwareImagePath}`);
  });

  it("refuses, as rpcd's ACL does, an image anywhere but the declared path", async () => {
    const { platform } = router();
    await expect(platform.systemUpgrade.check('/etc/passwd')).rejects.toMatchObject({ status: UbusStatus.permissionDenied });
  });

  it('sets the clock with ntpd -q from the first server that answers, with the offset it stepped', async () => {
    const { ubus, platform } = router();
    ubus
      .onExec('/usr/sbin/ntpd', ['-n', '-q', '-p', 'ntp.aliyun.com'], new UbusCallError('file', 'exec', UbusStatus.timeout))
      .onExec('/usr/sbin/ntpd', ['-n', '-q', '-p', 'cn.pool.ntp.org'], { code: 0, stderr: 'ntpd: setting time to 2025-11-25 10:00:01.123456 (offset +2.500000s)\n' });
    expect(await platform.syncTime(['ntp.aliyun.com', 'cn.pool.ntp.org'])).toEqual({ server: 'cn.pool.ntp.org', offsetMs: 2500 });
  });

  it("sets the clock to the browser's with BusyBox date -s @<seconds> (LuCI: luci.setLocaltime) and reads it with date +%s", async () => {
    const { ubus, platform } = router();
    ubus.onExec('/bin/date', ['-s', '@1764067205'], { code: 0, stdout: 'Tue Nov 25 10:40:05 UTC 2025\n' }).onExec('/bin/date', ['+%s'], { code: 0, stdout: '1764067205\n' });
    await platform.setClock(1764067205_999);
    expect(ubus.execs()).toEqual(['/bin/date -s @1764067205']);
    expect(await platform.clock()).toBe(1764067205_000);
    ubus.onExec('/bin/date', ['-s', '@1764067206'], { code: 1, stderr: "date: can't set date: Operation not permitted\n" });
    await expect(platform.setClock(1764067206_000)).rejects.toBeInstanceOf(RouterProgramError);
  });
});

describe('actions', () => {
  it('takes the WAN down and up through netifd, as ifdown and ifup do', async () => {
    const { ubus, platform } = router();
    ubus.on('network.interface.wan', 'down', {}).on('network.interface.wan', 'up', {}).on('network.interface.l2tp', 'up', {}).on('network.interface.l2tp', 'down', {});
    await platform.wanDisconnect();
    await platform.wanReconnect();
    await platform.tunnelControl('l2tp', true);
    expect(ubus.calls.map((c) => `${c.object} ${c.method}`)).toEqual([
      'network.interface.wan down',
      'network.interface.wan down',
      'network.interface.wan up',
      'network.interface.l2tp down',
      'network.interface.l2tp up',
    ]);
  });

  it("reboots through procd and resets with firstboot -y", async () => {
    const { ubus, platform } = router();
    ubus.on('system', 'reboot', {}).onExec('/sbin/firstboot', ['-y'], ok());
    await platform.powerActions.factoryReset();
    await platform.powerActions.reboot();
    expect(ubus.calls.map((c) => `${c.object} ${c.method}`)).toEqual(['file exec', 'system reboot']);
    expect(ubus.execs()).toEqual(['/sbin/firstboot -y']);
  });

  it('answers a program that fails in its own first line, never a stack trace', async () => {
    const { ubus, platform } = router();
    ubus.onExec('/sbin/firstboot', ['-y'], { code: 1, stderr: 'firstboot: no overlay\n' });
    await expect(platform.powerActions.factoryReset()).rejects.toEqual(new RouterProgramError('firstboot', 'firstboot: no overlay'));
  });
});

describe('what a save writes outside UCI', () => {
  const schedule = "config schedule 'reboot'\n\toption enabled '1'\n\toption method 'weekly'\n\toption time '03:30'\n\tlist weekday 'mon'\n\tlist weekday 'sun'\n";

  it('writes the reboot schedule into root’s crontab, keeping the other lines, and reloads cron; nothing when unchanged', async () => {
    const { ubus, platform } = router({ autoreboot: schedule });
    ubus.onRead('/etc/crontabs/root', '0 5 * * * /usr/bin/some-job\n').onExec('/etc/init.d/cron', ['reload'], ok());
    await platform.applyConfig(['autoreboot']);
    expect(ubus.writes()).toEqual([{ path: '/etc/crontabs/root', data: '0 5 * * * /usr/bin/some-job\n30 3 * * 0,1 sleep 70 && touch /etc/banner && /sbin/reboot # routerd: reboot schedule\n', mode: 0o600 }]);
    expect(ubus.execs()).toEqual(['/etc/init.d/cron reload']);
    ubus.onRead('/etc/crontabs/root', ubus.writes()[0]?.data ?? '');
    await platform.applyConfig(['autoreboot']);
    expect(ubus.writes()).toHaveLength(1);
  });

  it('starts a crontab where root has none (rpcd: NOT_FOUND) or an empty one (rpcd: NO_DATA)', async () => {
    for (const missing of [notFound('file', 'read'), new UbusCallError('file', 'read', UbusStatus.noData)]) {
      const { ubus, platform } = router({ autoreboot: schedule });
      ubus.onRead('/etc/crontabs/root', missing).onExec('/etc/init.d/cron', ['reload'], ok());
      await platform.applyConfig(['autoreboot']);
      expect(ubus.writes()[0]?.data).toBe('30 3 * * 0,1 sleep 70 && touch /etc/banner && /sbin/reboot # routerd: reboot schedule\n');
    }
  });

  it("comments options.pptp's MPPE line out when the tunnel's MPPE is off, and leaves a router without ppp alone", async () => {
    const stock = 'debug\nnoipdefault\nnoauth\nnobsdcomp\nnodeflate\nidle 0\nmppe required,no40,no56,stateless\nmaxfail 0\n';
    const network = "config interface 'pptp'\n\toption proto 'pptp'\n\toption pppd_options 'nomppe'\n";
    const { ubus, platform } = router({ network });
    ubus.onRead('/etc/ppp/options.pptp', stock);
    await platform.applyConfig(['network']);
    expect(ubus.writes()).toEqual([{ path: '/etc/ppp/options.pptp', data: stock.replace('mppe required', '#mppe required').replace('stateless\n', 'stateless # routerd: MPPE off\n'), mode: 0o644 }]);
    const bare = router({ network });
    bare.ubus.onRead('/etc/ppp/options.pptp', notFound('file', 'read'));
    await bare.platform.applyConfig(['network']);
    expect(bare.ubus.writes()).toEqual([]);
  });

  it('writes the ICMP redirects switch as a sysctl file and applies it; off and never on writes nothing', async () => {
    const on = router({ firewall: "config defaults\n\toption accept_redirects '1'\n" });
    on.ubus.onRead('/etc/sysctl.d/60-routerd-redirects.conf', notFound('file', 'read')).onExec('/sbin/sysctl', ['-e', '-p', '/etc/sysctl.d/60-routerd-redirects.conf'], ok());
    await on.platform.applyConfig(['firewall']);
    expect(on.ubus.writes()[0]?.data).toContain('\nnet.ipv4.conf.all.accept_redirects=1\nnet.ipv4.conf.default.accept_redirects=1\n');
    expect(on.ubus.execs()).toEqual(['/sbin/sysctl -e -p /etc/sysctl.d/60-routerd-redirects.conf']);
    const off = router({ firewall: 'config defaults\n' });
    off.ubus.onRead('/etc/sysctl.d/60-routerd-redirects.conf', notFound('file', 'read'));
    await off.platform.applyConfig(['firewall']);
    expect(off.ubus.calls.filter((c) => c.method !== 'read')).toEqual([]);
  });

  it('leaves the SIM slot to the SIM watch service: a save of config/sims runs no mmcli (issue 42.1)', async () => {
    const { ubus, platform } = router({ sims: "config policy 'policy'\n\toption primary 'sim2'\n" });
    await platform.applyConfig(['sims']);
    expect(ubus.execs()).toEqual([]);
  });

  it("gives watchcat the WAN's device up to 24.10 (no @name in its script), @wan from 25.12", async () => {
    const { ubus, platform } = router();
    ubus.onRead('/usr/bin/watchcat.sh', '#!/bin/sh\nwatchcat_restart_network_iface() {\n\tip link set "$1" down\n}\n');
    ubus.on('network.interface.wan', 'status', { ...wan, proto: 'pppoe', l3_device: 'pppoe-wan' });
    expect(await platform.watchcatInterface('wan')).toBe('pppoe-wan');
    ubus.onRead('/usr/bin/watchcat.sh', '#!/bin/sh\nwatchcat_resolve_restart_iface() {\n}\n');
    expect(await platform.watchcatInterface('wan')).toBe('@wan');
  });

  it('gives watchcat 24.10 the 4G device the protocol will bring up when the link is down, not the name wwan', async () => {
    const oldScript = '#!/bin/sh\nwatchcat_restart_network_iface() {\n\tip link set "$1" down\n}\n';
    // qmi.sh and mbim.sh: the data device is the net device beside the control device, `ls /sys/class/usbmisc/<cdc-wdm>/device/net`
    const qmi = router({ network: "config interface 'wwan'\n\toption proto 'qmi'\n\toption device '/dev/cdc-wdm0'\n" });
    qmi.ubus.onRead('/usr/bin/watchcat.sh', oldScript);
    qmi.ubus.on('network.interface.wwan', 'status', { up: false, pending: false, available: true, proto: 'qmi', data: {} });
    qmi.ubus.on('file', 'list', (args: Record<string, unknown>) =>
      args.path === '/sys/class/usbmisc/cdc-wdm0/device/net' ? { entries: [{ name: 'wwan0', type: 'directory' }] } : new UbusCallError('file', 'list', UbusStatus.notFound),
    );
    expect(await qmi.platform.watchcatInterface('wwan')).toBe('wwan0');
    // ModemManager names the modem's net port among its ports
    const mm = router({ network: "config interface 'wwan'\n\toption proto 'modemmanager'\n\toption device '/sys/devices/platform/1e1c0000.xhci/usb2/2-1'\n" });
    mm.ubus.onRead('/usr/bin/watchcat.sh', oldScript);
    mm.ubus.on('network.interface.wwan', 'status', { up: false, pending: false, available: true, proto: 'modemmanager', data: {} });
    mm.ubus.onExec('/usr/bin/mmcli', ['-J', '-m', 'any'], { code: 0, stdout: JSON.stringify({ modem: { generic: { ports: ['cdc-wdm0 (qmi)', 'ttyUSB2 (at)', 'wwan0 (net)'] } } }) });
    expect(await mm.platform.watchcatInterface('wwan')).toBe('wwan0');
  });
});

describe('packages a page needs', () => {
  it("asks rpcd's rc list for the package's init script, and says which package to install", async () => {
    const { ubus, platform } = router();
    ubus.on('rc', 'list', ({ name }: Record<string, unknown>) => (name === 'watchcat' ? { watchcat: { start: 97, enabled: true } } : {}));
    await expect(platform.requirePackage('watchcat')).resolves.toBeUndefined();
    await expect(platform.requirePackage('ddns-scripts')).rejects.toEqual(new MissingPackageError('ddns-scripts'));
    expect(ubus.calls.map((c) => c.args)).toEqual([
      { name: 'watchcat', skip_running_check: true },
      { name: 'ddns', skip_running_check: true },
    ]);
  });

  it('finds wireguard-tools by its wg, which has no init script', async () => {
    const { ubus, platform } = router();
    ubus.onExec('/usr/bin/wg', ['--version'], notFound());
    await expect(platform.requirePackage('wireguard-tools')).rejects.toEqual(new MissingPackageError('wireguard-tools'));
  });

  it('an enabled OpenVPN client without openvpn says to install it', async () => {
    const { ubus, platform } = router();
    ubus.on('rc', 'list', {});
    const target = { enabled: true, remote: 'vpn.example.com', port: 1194, protocol: 'udp' as const, device: 'tun0', ca: '', cert: '' };
    await expect(platform.openvpnLink(target)).rejects.toEqual(new MissingPackageError('openvpn-openssl'));
    expect(await platform.openvpnLink({ ...target, enabled: false })).toMatchObject({ up: false, reason: 'disabled' });
  });
});

describe('the ACL it declares', () => {
  it('names every program by its absolute path, as rpcd matches the command line', () => {
    const paths = Object.values(routerPrograms).map((p) => p.path);
    for (const pattern of platformAclNeeds.fileExec) expect(paths).toContain(pattern.split(' ')[0]);
  });

  it('matches as fnmatch with flags 0 does: * spans spaces and slashes, nothing else is a wildcard', () => {
    expect(fnmatch('/bin/ping -c 1 -W 2 *', '/bin/ping -c 1 -W 2 100.64.12.1')).toBe(true);
    expect(fnmatch('/usr/bin/nslookup www.qq.com', '/usr/bin/nslookup www.qq.com evil')).toBe(false);
    expect(fnmatch('/usr/bin/mmcli -J -i /org/freedesktop/ModemManager1/SIM/*', '/usr/bin/mmcli -J -i /org/freedesktop/ModemManager1/SIM/1')).toBe(true);
    expect(fnmatch('/proc/stat', '/proc/statx')).toBe(false);
  });
});

describe('diagnostics', () => {
  it("runs BusyBox's ping with LuCI's flags and the host last, and answers its output", async () => {
    const { ubus } = router();
    ubus.onExec('/bin/ping', ['-c', '4', '-W', '2', '-4', '--', 'openwrt.org'], { code: 0, stdout: 'PING openwrt.org (1.2.3.4): 56 data bytes\n' });
    expect(await runDiagnostics(ubus, 'ping', 'ipv4', 'openwrt.org')).toEqual({ code: 0, output: 'PING openwrt.org (1.2.3.4): 56 data bytes\n' });
    ubus.onExec('/usr/bin/traceroute', ['-n', '-w', '2', '-q', '1', '-m', '15', '-6', '--', '2001:db8::1'], { code: 1, stderr: 'traceroute: bad address\n' });
    expect(await runDiagnostics(ubus, 'traceroute', 'ipv6', '2001:db8::1')).toEqual({ code: 1, output: 'traceroute: bad address\n' });
    ubus.onExec('/usr/bin/nslookup', ['openwrt.org'], ok('Name: openwrt.org\n'));
    expect((await runDiagnostics(ubus, 'nslookup', 'ipv4', 'openwrt.org')).code).toBe(0);
  });

  it('never hands the router a host that could be an option or a second argument', async () => {
    const { ubus } = router();
    for (const host of ['-f', 'a b', 'x;reboot']) await expect(runDiagnostics(ubus, 'ping', 'ipv4', host)).rejects.toBeInstanceOf(RangeError);
    expect(ubus.calls).toEqual([]);
  });
});

describe("rpcd's own answers (recorded with OpenWrt's rpcd and uhttpd)", () => {
  const recorded = (name: string) => rpcdFileAnswer(name);

  it('grants and refuses command lines as rpcd did: the * of a pattern spans a further option', () => {
    // the grant the package had before issue 39.5 (exec-shapes.ts unsafeExecWildcard refuses it now)
    const ubus = new FakeUbus({ ...platformAclNeeds, fileExec: ['/bin/ping -c 1 -W 2 *'] });
    const granted = (params: string[]) => ubus.call('file', 'exec', { command: '/bin/ping', params }).then(() => true, (err: UbusCallError) => err.status !== UbusStatus.permissionDenied);
    ubus.on('file', 'exec', {});
    expect(recorded('exec /bin/ping -c 1 -W 2 -q 127.0.0.1 (granted by "/bin/ping -c 1 -W 2 *")')).not.toBeInstanceOf(Error);
    expect(recorded('exec /bin/ping -c 2 127.0.0.1 (not granted)')).toMatchObject({ status: UbusStatus.permissionDenied });
    return Promise.all([expect(granted(['-c', '1', '-W', '2', '-q', '127.0.0.1'])).resolves.toBe(true), expect(granted(['-c', '2', '127.0.0.1'])).resolves.toBe(false)]);
  });

  it('reads a failed lookup (exit 1, its words on stdout) as a failed DNS check', async () => {
    const { ubus, platform } = router();
    ubus.on('network.interface.wan', 'status', { ...wan, route: [] });
    ubus.onExec('/usr/bin/nslookup', ['www.qq.com'], recorded('exec /usr/bin/nslookup www.qq.com (NXDOMAIN)') as { code: number });
    expect((await platform.wanDetect()).map((r) => [r.check, r.ok, r.skipped])).toEqual([
      ['link', true, false],
      ['gateway', false, false],
      ['dns', false, true],
      ['internet', false, true],
    ]);
    ubus.on('network.interface.wan', 'status', wan);
    ubus.onExec('/bin/ping', ['-c', '1', '-W', '2', '100.64.12.1'], recorded('exec /bin/ping -c 1 -W 2 127.0.0.1') as { code: number });
    expect((await platform.wanDetect()).map((r) => r.ok)).toEqual([true, true, false, false]);
  });

  it('takes a program rpcd cannot find for its missing package, a missing file for none and an empty one for empty', async () => {
    const { ubus, platform } = router();
    ubus.onExec('/usr/bin/wg', ['show', 'wg0', 'dump'], recorded('exec /usr/bin/wg show wg0 dump (not installed)') as UbusCallError);
    await expect(platform.wireguardLink()).rejects.toEqual(new MissingPackageError('wireguard-tools'));
    ubus.onRead('/tmp/dhcp.leases', recorded('read /tmp/dhcp.leases (missing)') as UbusCallError);
    expect(await platform.dhcpLeases()).toEqual([]);
    ubus.onRead('/tmp/dhcp.leases', recorded('read an empty file') as UbusCallError);
    expect(await platform.dhcpLeases()).toEqual([]);
  });

  it("takes rc list's empty answer for a package to install, and its {<script>: {enabled}} for one installed", async () => {
    const { ubus, platform } = router();
    const installed = recorded('rc list {name: "dbus"} (installed)') as Record<string, unknown>;
    ubus.on('rc', 'list', ({ name }: Record<string, unknown>) => (name === 'watchcat' ? { watchcat: installed.dbus } : recorded('rc list {name: "ddns"} (not installed)')));
    await expect(platform.requirePackage('watchcat')).resolves.toBeUndefined();
    await expect(platform.requirePackage('ddns-scripts')).rejects.toEqual(new MissingPackageError('ddns-scripts'));
  });

  it("reads the kernel's route file as rpcd delivered it", async () => {
    const { ubus, platform } = router();
    ubus.onRead('/proc/net/route', String((recorded('read /proc/net/route') as { data: string }).data));
    expect(await platform.routes()).toContainEqual({ destination: '0.0.0.0', netmask: '0.0.0.0', gateway: '192.0.2.1', interface: 'eth0', metric: 0 });
  });
});
