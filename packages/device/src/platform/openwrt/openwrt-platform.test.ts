// The openwrt driver through HTTP against a fake root: stub programs on PATH that record their
// argument arrays and answer with real outputs (fixtures/).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { uploadRaw } from '../../../test-support/raw-upload';
import { configEntry, gzipTar } from '../../system/backup/backup-test-kit';
import { createSysupgradeBackup } from '../../system/backup/sysupgrade-backup';
import { fixture, stockFile } from './fixtures';
import { parseUci } from '../../uci/uci-parse';
import path from 'node:path';
import { startTestDevice, type TestDevice } from '../../../test-support/test-device';
import { makeFakeRoot, type FakeRoot } from '../../../test-support/openwrt-fake-root/fake-root';
import { OpenWrtPlatform } from './openwrt-platform';
import { programRunner } from './run-program';

let root: FakeRoot;
let device: TestDevice;
let token: string;
const platformLog: string[] = [];

async function start(applyWindowSeconds = 0): Promise<void> {
  const log = { info: (line: string) => platformLog.push(line), error: (line: string) => platformLog.push(line) };
  const readConfig = async (pkg: string) => parseUci(await readFile(path.join(root.configDir, pkg), 'utf8').catch(() => ''), pkg);
  const platformDriver = new OpenWrtPlatform({ root: root.root, run: programRunner({ env: root.env }), log, readConfig });
  device = await startTestDevice({ platformDriver, configDir: root.configDir, applyWindowSeconds, rebootSeconds: 0.2 });
  token = await device.login();
}

async function call(op: string, input?: Record<string, unknown>) {
  return (await device.call(op, { token, input })).body;
}

const programs = async () => (await root.commands()).map((c) => [c.program, ...c.args].join(' '));
/** The programs that change something, without the status reads (ubus, iwinfo, mmcli -J) between them. */
const actions = async () => (await programs()).filter((p) => !/^(ubus|iwinfo|ip|mmcli -J) /.test(p));

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

  it('keeps the everyday log lines in RAM (/tmp/routerd), off the flash', async () => {
    await call('set_dhcp_config', { enabled: '1', start: 70, end: 150, leaseTime: 12, leaseUnit: 'h' });
    await device.device.services.system.syslog.settled();
    expect(existsSync(path.join(root.root, 'tmp/routerd/syslog'))).toBe(true);
    expect(existsSync(path.join(device.dataDir, 'state/syslog'))).toBe(false);
  });

  it('shows logread lines in the system log beside the daemon\'s own events, newest first', async () => {
    const body = await call('get_syslog', { type: 'net' });
    expect(body.code).toBe('1');
    expect(body.entries.map((e: { content: string }) => e.content)).toEqual(
      expect.arrayContaining(["netifd: Interface 'wan' is now up", 'dnsmasq-dhcp[1811]: DHCPACK(br-lan) 192.168.1.101 aa:bb:cc:00:00:11 laptop']),
    );
    expect(await programs()).toContain('logread');
    const times = body.entries.map((e: { time: number }) => e.time);
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('answers the modem of ModemManager, its signal in four levels', async () => {
    expect(await call('get_cellular_info')).toMatchObject({ code: '1', present: true, operator: 'CHINA MOBILE', signalDbm: -67, model: 'EC25', state: 'connected' });
    expect(await programs()).toEqual(expect.arrayContaining(['mmcli -J -m any', 'mmcli -J -i any']));
  });

  it('answers the Wi-Fi client: searching without a station, then its access point and signal', async () => {
    const input = { enabled: '1', band: '2g', ssid: 'ChinaNet-xYz1', bssid: '', encryption: 'psk2+ccmp', key: 'upstream-Key-1' };
    expect(await call('set_apclient', input)).toEqual({ code: '1' });
    expect(await call('get_apclient_status')).toMatchObject({ code: '1', state: 'searching', bssid: '' });
    // netifd brought the station up on radio0 (phy0-sta0), associated with the access point.
    const wireless = JSON.parse(fixture('ubus-network-wireless.json'));
    wireless.radio0.interfaces.push({ section: 'apclient', ifname: 'phy0-sta0', config: { mode: 'sta', ssid: 'ChinaNet-xYz1', network: ['apclient'] } });
    await root.answer('ubus-network-wireless.json', JSON.stringify(wireless));
    const station = fixture('iwinfo-info.txt').replace('Signal: unknown', 'Signal: -58 dBm');
    await root.answer('iwinfo-info.txt', station);
    try {
      expect(await call('get_apclient_status')).toMatchObject({ code: '1', state: 'connected', bssid: '02:11:22:33:44:55', channel: 6, signalDbm: -58 });
      expect(await programs()).toContain('iwinfo phy0-sta0 info');
    } finally {
      await rm(path.join(root.root, 'answers/ubus-network-wireless.json'));
      await rm(path.join(root.root, 'answers/iwinfo-info.txt'));
      await call('set_apclient', { ...input, enabled: '0' });
    }
  });

  it("answers ModemManager's lines as the modem log", async () => {
    const body = await call('get_cellular_log');
    expect(body.code).toBe('1');
    expect(body.entries.map((e: { message: string }) => e.message)).toEqual(['ModemManager[1420]: <info>  [modem0] state changed (connecting -> connected)']);
    expect(await programs()).toContain('logread -e ModemManager');
  });

  it('answers the SIM slots as ModemManager sees them', async () => {
    const body = await call('get_sim_status');
    expect(body).toMatchObject({ code: '1', active: 'sim1', slots: [{ slot: 'sim1', state: 'ready', iccid: '89860012345678901234' }, { slot: 'sim2', state: 'absent' }] });
    expect(await programs()).toContain('mmcli -J -i /org/freedesktop/ModemManager1/SIM/0');
  });

  it('tells ModemManager the slot the SIM policy picks, only when it is not the one in use', async () => {
    const settings = { sim1Enabled: '1', sim2Enabled: '1', failover: '1', failback: '1', switchDelay: 60 };
    // Slot 2 empty (the stock fixture): the primary sim2 cannot serve, failover keeps slot 1.
    expect(await call('set_sim_config', { ...settings, primary: 'sim2' })).toEqual({ code: '1' });
    expect((await programs()).filter((command) => command.includes('--set-primary-sim-slot'))).toEqual([]);
    // A SIM in slot 2 as well: the primary sim2 is used.
    const twoSims = fixture('mmcli-modem.json').replace('"/"', '"/org/freedesktop/ModemManager1/SIM/1"');
    await root.answer('mmcli-modem.json', twoSims);
    try {
      expect(await call('set_sim_config', { ...settings, primary: 'sim1', switchDelay: 61 })).toEqual({ code: '1' });
      expect(await call('set_sim_config', { ...settings, primary: 'sim2' })).toEqual({ code: '1' });
      expect((await programs()).filter((command) => command.includes('--set-primary-sim-slot'))).toEqual(['mmcli -m any --set-primary-sim-slot=2']);
    } finally {
      await rm(path.join(root.root, 'answers', 'mmcli-modem.json'));
    }
  });

  it('answers dnsmasq leases with their host names', async () => {
    const body = await call('get_dhcp_leases');
    expect(body.code).toBe('1');
    expect(JSON.stringify(body)).toContain('Galaxy-S23');
  });
});

describe('rollback window', () => {
  it('reloads again when an unconfirmed change is written back', async () => {
    await restartWith(1);
    await root.clearCommands();
    const body = await call('set_lan_config', { ipaddr: '192.168.1.1', netmask: '255.255.0.0' });
    expect(body).toMatchObject({ code: '1', pending_apply: 1 });
    await expect.poll(async () => readFile(path.join(root.configDir, 'network'), 'utf8'), { timeout: 10_000 }).toContain("option netmask '255.255.255.0'");
    const reloads = async () => (await programs()).filter((p) => p === 'reload_config');
    await expect.poll(reloads, { timeout: 10_000 }).toEqual(['reload_config', 'reload_config']);
    await restartWith(0);
  });
});

describe('power', () => {
  it('reboot runs the system reboot once the answer has left', async () => {
    expect(await call('reboot')).toEqual({ code: '1' });
    await expect.poll(actions, { timeout: 10_000 }).toEqual(['reboot']);
    await waitForBoot();
  });

  it('reset runs firstboot -y and then reboot, and leaves /etc/config to firstboot', async () => {
    const before = await readFile(path.join(root.configDir, 'network'), 'utf8');
    expect(await call('reset')).toEqual({ code: '1' });
    await expect.poll(actions, { timeout: 10_000 }).toEqual(['firstboot -y', 'reboot']);
    expect(await readFile(path.join(root.configDir, 'network'), 'utf8')).toBe(before);
    expect((await device.device.services.uciStore.listHistory()).map((entry) => [entry.op, entry.files.length])).toEqual([['reset', 0]]);
    await waitForBoot();
  });
});

describe('PPTP MPPE off on a stock OpenWrt', () => {
  const options = () => readFile(path.join(root.root, 'etc/ppp/options.pptp'), 'utf8');

  it('takes the mppe line of /etc/ppp/options.pptp out with pppd_options nomppe, and puts it back', async () => {
    const stock = 'debug\nnoipdefault\nnoauth\nnobsdcomp\nnodeflate\nidle 0\nmppe required,no40,no56,stateless\nmaxfail 0\n';
    await mkdir(path.join(root.root, 'etc/ppp'), { recursive: true });
    await writeFile(path.join(root.root, 'etc/ppp/options.pptp'), stock);
    const client = { type: 'pptp', server: 'vpn.example.com', username: 'alice', password: 'secret-1' };
    expect(await call('set_vpn_client', { ...client, mppe: '0' })).toEqual({ code: '1' });
    expect(await readFile(path.join(root.configDir, 'network'), 'utf8')).toContain("option pppd_options 'nomppe'");
    expect(await options()).toContain('#mppe required,no40,no56,stateless # routerd: MPPE off');
    expect(await programs()).toContain('reload_config');
    expect(await call('set_vpn_client', { ...client, password: '', mppe: '1' })).toEqual({ code: '1' });
    expect(await options()).toBe(stock);
  });
});

describe('ICMP redirects as a sysctl', () => {
  const conf = () => path.join(root.root, 'etc/sysctl.d/60-routerd-redirects.conf');

  it("writes what the kernel reads (fw4 ignores defaults.accept_redirects) and applies it as /etc/init.d/sysctl does", async () => {
    const security = { firewall: '1', synflood: '1', disableIpv6: '0', wanPing: 'ACCEPT' };
    expect(await call('set_firewall', { ...security, redirect: '1' })).toEqual({ code: '1' });
    // After 10-default.conf's net.ipv4.ip_forward=1, which sets all.accept_redirects to 0 (devinet.c inet_forward_change).
    expect(await readFile(conf(), 'utf8')).toContain('\nnet.ipv4.conf.all.accept_redirects=1\nnet.ipv4.conf.default.accept_redirects=1\n');
    expect(await actions()).toEqual([`sysctl -e -p ${conf()}`, 'reload_config']);
    await root.clearCommands();
    expect(await call('set_firewall', { ...security, redirect: '0' })).toEqual({ code: '1' });
    expect(await readFile(conf(), 'utf8')).toContain('\nnet.ipv4.conf.all.accept_redirects=0\nnet.ipv4.conf.default.accept_redirects=0\n');
    expect(await actions()).toEqual([`sysctl -e -p ${conf()}`, 'reload_config']);
  });
});

describe('watchcat restarting the uplink', () => {
  const watchcatSh = () => path.join(root.root, 'usr/bin/watchcat.sh');
  const watchcatFile = () => readFile(path.join(root.configDir, 'watchcat'), 'utf8');
  const restartWan = { cellularFirst: '0', pingHost1: '8.8.8.8', pingHost2: '', interval: 30, action: 'netrestart' };
  const pppoeStatus = async () => (await readFile(path.join(import.meta.dirname, 'fixtures/ubus-network-interface-wan.json'), 'utf8')).replace(/^(#.*\n)+/, '').replace('"l3_device": "wan"', '"l3_device": "pppoe-wan"').replace('"proto": "dhcp"', '"proto": "pppoe"');

  it("writes the WAN's device for watchcat up to 24.10, which pings with -I and bounces it with ip link", async () => {
    // openwrt/packages openwrt-24.10 utils/watchcat/files/watchcat.sh (1-17): `ping -I "$iface"`, and
    // watchcat_restart_network_iface: `ip link set "$1" down` / `up`. A PPPoE WAN's device is pppoe-wan
    // (netifd's l3_device); `wan` would ping from the bare port and bounce it while the internet works.
    await mkdir(path.dirname(watchcatSh()), { recursive: true });
    await writeFile(watchcatSh(), '#!/bin/sh\nwatchcat_restart_network_iface() {\n\tip link set "$1" down\n\tip link set "$1" up\n}\n');
    await root.answer('ubus-network-interface-wan.json', await pppoeStatus());
    try {
      expect(await call('set_netwatchdog', restartWan)).toEqual({ code: '1' });
      expect(await watchcatFile()).toContain("\toption interface 'pppoe-wan'\n");
      expect(await call('get_netwatchdog')).toMatchObject({ cellularFirst: '0', action: 'netrestart' });
    } finally {
      await rm(path.join(root.root, 'answers/ubus-network-interface-wan.json'), { force: true });
    }
  });

  it('writes @wan for watchcat 1-25 (25.12), which resolves a logical name for ping -I and restarts it with ifup', async () => {
    // openwrt/packages utils/watchcat/files/watchcat.sh since dd826b7 (watchcat_resolve_ping_iface:
    // `@*) network_get_device`; watchcat_resolve_restart_iface then `ifup "$network"`).
    await writeFile(watchcatSh(), '#!/bin/sh\nwatchcat_resolve_restart_iface() {\n\tlocal iface="$1"\n}\n');
    expect(await call('set_netwatchdog', { ...restartWan, cellularFirst: '1' })).toEqual({ code: '1' });
    expect(await watchcatFile()).toContain("\toption interface '@wwan'\n");
    expect(await call('get_netwatchdog')).toMatchObject({ cellularFirst: '1', action: 'netrestart' });
    await rm(watchcatSh());
  });
});

describe('reboot schedule in the crontab', () => {
  const crontab = () => readFile(path.join(root.root, 'etc/crontabs/root'), 'utf8');

  it('writes the schedule as a crond entry with the guard against a reboot loop, keeps the other lines, reloads cron, and removes it when off', async () => {
    // A router without an RTC boots with the clock of its newest file in /etc (base-files'
    // /etc/init.d/sysfixtime): `sleep 70 && touch /etc/banner` (OpenWrt's cron guide) makes that a
    // minute past the entry, so crond does not reboot it again before NTP answers.
    await mkdir(path.join(root.root, 'etc/crontabs'), { recursive: true });
    await writeFile(path.join(root.root, 'etc/crontabs/root'), '0 5 * * * /usr/bin/some-job\n');
    expect(await call('set_reboot_schedule', { enabled: '1', time: '03:30', weekdays: ['mon', 'sun'] })).toEqual({ code: '1' });
    expect(await crontab()).toBe('0 5 * * * /usr/bin/some-job\n30 3 * * 0,1 sleep 70 && touch /etc/banner && /sbin/reboot # routerd: reboot schedule\n');
    expect(await actions()).toEqual(['/etc/init.d/cron reload']);

    expect(await call('set_timed_reboot', { enabled: '1', method: 'daily', time: '04:05' })).toEqual({ code: '1' });
    expect(await crontab()).toBe('0 5 * * * /usr/bin/some-job\n5 4 * * * sleep 70 && touch /etc/banner && /sbin/reboot # routerd: reboot schedule\n');

    expect(await call('set_timed_reboot', { enabled: '0', method: 'daily' })).toEqual({ code: '1' });
    expect(await crontab()).toBe('0 5 * * * /usr/bin/some-job\n');
    expect(await actions()).toEqual(['/etc/init.d/cron reload', '/etc/init.d/cron reload', '/etc/init.d/cron reload']);
  });
});

describe('firmware upgrade with sysupgrade', () => {
  const image = () => path.join(root.root, 'tmp/firmware.bin');

  it('checks the image with sysupgrade -T, then flashes it keeping the configuration', async () => {
    const answer = await uploadRaw(device, { op: 'upgrade_local', token, query: { keep: '1' }, data: Buffer.from('a sysupgrade image') });
    expect(answer.body).toEqual({ code: '1', version: '' });
    await expect.poll(actions, { timeout: 10_000 }).toEqual([`sysupgrade -T ${image()}`, `sysupgrade ${image()}`, 'reboot']);
    await waitForBoot();
  });

  it('passes -n when the configuration is not kept', async () => {
    await uploadRaw(device, { op: 'upgrade_local', token, query: { keep: '0' }, data: Buffer.from('a sysupgrade image') });
    await expect.poll(actions, { timeout: 10_000 }).toEqual([`sysupgrade -T ${image()}`, `sysupgrade -n ${image()}`, 'reboot']);
    await waitForBoot();
  });

  it('refuses an image for another board as sysupgrade -T does, flashing nothing', async () => {
    await root.fail('sysupgrade', 'Device zbtlink,zbt-we1326 not supported by this image\nSupported devices: glinet,gl-mt3000\nImage check failed.\n');
    try {
      const answer = await uploadRaw(device, { op: 'upgrade_local', token, query: { keep: '1' }, data: Buffer.from('another board') });
      expect(answer.body).toMatchObject({ code: '-11', errors: [{ field: 'file', key: 'firmware.wrongModel' }] });
      expect(await actions()).toEqual([`sysupgrade -T ${image()}`]);
    } finally {
      await rm(path.join(root.root, 'fail/sysupgrade'));
    }
  });
});

describe('backup in the format of sysupgrade -b', () => {
  it('downloads a tar.gz that lists as etc/config/...', async () => {
    const response = await fetch(`${device.url}/cgi-bin/webapi?op=backup_download&access_token=${token}`);
    const archive = path.join(root.root, 'ours.tar.gz');
    await writeFile(archive, Buffer.from(await response.arrayBuffer()));
    const listed = (await run('tar', ['-tzf', archive])).split('\n').filter(Boolean);
    expect(listed).toEqual(expect.arrayContaining(['etc/config/network', 'etc/config/dhcp', 'etc/config/wireless', 'etc/config/firewall', 'etc/config/system']));
    expect(listed.filter((name) => !name.startsWith('etc/config/'))).toEqual(['etc/routerd-backup.json', 'etc/routerd-backup.sig']);
  });

  it('restores an archive made by a stock OpenWrt: etc/config only, other files skipped', async () => {
    const archive = await stockArchive();
    const preview = await uploadRaw(device, { op: 'restore_upload', token, data: archive });
    expect(preview.body).toMatchObject({ code: '1', origin: 'elsewhere', skipped: ['etc/passwd'] });
    const answer = await device.call('restore_apply', { token, input: { restoreId: preview.body.restoreId, acceptForeign: true } });
    expect(answer.body).toEqual({ code: '1' });
    expect(await readFile(path.join(root.configDir, 'dhcp'), 'utf8')).toBe(stockFile('stock-dhcp.conf'));
    expect(await readFile(path.join(root.configDir, 'dropbear'), 'utf8')).toBe(stockFile('stock-dropbear.config'));
    await expect.poll(actions, { timeout: 10_000 }).toEqual(['reload_config', 'reboot']);
    await waitForBoot();
  });

  it('refuses an archive with a path outside the configuration', async () => {
    const bad = gzipTar([configEntry('etc/config/network', 'x'), configEntry('etc/config/../../root/.ssh/authorized_keys', 'key')]);
    const answer = await uploadRaw(device, { op: 'restore_upload', token, data: bad });
    expect(answer.body).toMatchObject({ code: '-11', errors: [{ field: 'file', key: 'backup.badPath' }] });
  });

  it('refuses one of ours made for another model', async () => {
    const files = { network: 'x', wireless: 'x', dhcp: 'x', firewall: 'x', system: 'x' };
    const data = createSysupgradeBackup(files, { model: 'SOME-OTHER', version: 'V1.0.0' });
    const answer = await uploadRaw(device, { op: 'restore_upload', token, data });
    expect(answer.body).toMatchObject({ code: '-11', errors: [{ field: 'file', key: 'backup.wrongModel' }] });
  });
});

/** What `sysupgrade -b` makes: tar czf of the listed files, paths relative to / (etc/config/...). */
async function stockArchive(): Promise<Buffer> {
  const dir = path.join(root.root, 'stock');
  await mkdir(path.join(dir, 'etc/config'), { recursive: true });
  for (const pkg of ['network', 'wireless', 'firewall', 'system']) await copyFile(path.join(root.configDir, pkg), path.join(dir, 'etc/config', pkg));
  await writeFile(path.join(dir, 'etc/config/dhcp'), stockFile('stock-dhcp.conf'));
  await writeFile(path.join(dir, 'etc/config/dropbear'), stockFile('stock-dropbear.config'));
  await writeFile(path.join(dir, 'etc/passwd'), 'root:x:0:0:root:/root:/bin/ash\n');
  const files = ['etc/config/network', 'etc/config/wireless', 'etc/config/firewall', 'etc/config/system', 'etc/config/dhcp', 'etc/config/dropbear', 'etc/passwd'];
  await run('tar', ['-czf', path.join(root.root, 'stock.tar.gz'), '-C', dir, ...files]);
  return readFile(path.join(root.root, 'stock.tar.gz'));
}

const run = programRunner();

/** A new daemon on the same fake root with another rollback window. */
async function restartWith(applyWindowSeconds: number): Promise<void> {
  await device.stop();
  // A write of the stopped daemon may still be landing in its data folder.
  await rm(device.dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
  await start(applyWindowSeconds);
}

async function waitForBoot(): Promise<void> {
  await expect.poll(async () => (await fetch(`${device.url}/`).then(() => true, () => false)), { timeout: 10_000 }).toBe(true);
  token = await device.login();
}
