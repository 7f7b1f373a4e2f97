// Development check (not part of `npm test`: firewall4 and nft are not on a CI machine): starts
// the daemon, saves every setting that writes /etc/config/firewall, and renders the result with
// OpenWrt's real firewall4 through ../shared/openwrt/tools/fw4-render (or $FW4_RENDER) over the
// firewall4 of the folder OPENWRT_TOOLS names (built by hand, docs/openwrt.md), with the console's extra networks (wwan, apclient, guest) added to firewall4's interface mocks.
// Add a scenario here for each new op that touches the firewall.
import { spawnSync } from 'node:child_process';
import { mkdtemp, mkdir, readFile, writeFile, rm } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BENCH_PASSWORD, signIn, spawnListening } from './lib/daemon';
import { paths } from './lib/paths';
import { findFw4Render } from '../openwrt-test/fw4';
import { lookUpTools, type OpenWrtTools } from '../openwrt-test/tools';

/** The OpenVPN tab's test CA, client certificate and key. */
function openvpnPems(): { ca: string; cert: string; key: string } {
  const read = (name: string) => readFileSync(path.join(paths.root, 'packages/core/src/ops/service/fixtures/openvpn', name), 'utf8');
  return { ca: read('ca.crt'), cert: read('client.crt'), key: read('client.key') };
}

const render = process.env.FW4_RENDER ?? findFw4Render() ?? 'fw4-render (not found in ../shared/openwrt/tools)';

/** The ops that write the firewall, with inputs that exercise every rule they make. */
const scenario: [op: string, input: object][] = [
  ['set_cellular_config', { priority: '1', proto: 'qmi', country: 'CN', isp: 'cucc', apn: '3gnet', auth: 'pap', username: 'card', pdptype: 'ip' }],
  ['set_apclient', { enabled: '1', band: '2g', ssid: 'Upstream', bssid: '', encryption: 'psk2+ccmp', key: 'upstream-Key-1' }],
  ['set_guest_wifi', { enabled: '1', mode: '2g', ssid: 'Guest', hidden: '0', encryption: 'psk2+ccmp', key: 'guest-Pass-1' }],
  ['set_terminal_block', { mac: '3C:22:FB:00:00:09', blocked: true }],
  ['set_firewall', { firewall: '0', synflood: '0', disableIpv6: '1', redirect: '1', wanPing: 'REJECT' }],
  ['set_blacklist', { macs: ['3C:22:FB:00:00:09', '3c:22:fb:00:00:0a', 'AA:BB:CC:DD:EE:01'] }],
  ['set_terminal_block', { mac: '3C:22:FB:00:00:0B', blocked: true }],
  ['set_acl', { rules: [
    { id: '', priority: 20, name: 'No telnet in', direction: 'input', proto: 'tcp', srcIp: '', srcPort: '', destIp: '', destPort: '23', action: 'REJECT', enabled: '1' },
    { id: '', priority: 10, name: 'SSH from office', direction: 'input', proto: 'tcp', srcIp: '203.0.113.0/24', srcPort: '', destIp: '', destPort: '22', action: 'ACCEPT', enabled: '1' },
    { id: '', priority: 30, name: '', direction: 'forward', proto: 'tcp+udp', srcIp: '192.168.1.50', srcPort: '1024:65535', destIp: '198.51.100.7', destPort: '6881:6889', action: 'DROP', enabled: '1' },
    { id: '', priority: 40, name: '访客 "printer"', direction: 'forward', proto: 'all', srcIp: '192.168.1.0/24', srcPort: '', destIp: '10.0.0.0/8', destPort: '', action: 'REJECT', enabled: '1' },
    { id: '', priority: 50, name: 'udp off', direction: 'input', proto: 'udp', srcIp: '', srcPort: '', destIp: '', destPort: '161', action: 'DROP', enabled: '0' },
  ] }],
  ['set_parental', { rules: [
    { id: '', mac: '3c:22:fb:00:00:01', startTime: '22:00', endTime: '07:00', weekdays: ['fri', 'sun'], description: 'night', enabled: '1' },
    { id: '', mac: '3c:22:fb:00:00:02', startTime: '16:00', endTime: '18:30', weekdays: ['mon'], description: '', enabled: '0' },
  ] }],
  // The DMZ first, so that the port forwards' save must move it after them.
  ['set_dmz', { enabled: '1', hostIp: '192.168.1.50', excludedPorts: '22,443,8000:8003' }],
  ['set_port_forwards', { rules: [
    { id: '', name: 'Web "cam" 摄像头', protocol: 'tcp', externalZone: 'wan', externalPort: '8080', internalZone: 'lan', internalIp: '192.168.1.20', internalPort: '80', enabled: '1' },
    { id: '', name: 'Game', protocol: 'tcp+udp', externalZone: 'wan', externalPort: '27015:27030', internalZone: 'lan', internalIp: '192.168.1.21', internalPort: '', enabled: '1' },
    { id: '', name: 'To one port', protocol: 'udp', externalZone: 'wan', externalPort: '5000:5009', internalZone: 'lan', internalIp: '192.168.1.22', internalPort: '6000', enabled: '1' },
    { id: '', name: 'Off', protocol: 'tcp', externalZone: 'wan', externalPort: '9000', internalZone: 'lan', internalIp: '192.168.1.23', internalPort: '', enabled: '0' },
  ] }],
  // The PPTP and L2TP tunnels join the wan zone (masq and lan forwarding over them).
  ['set_pptp', { enabled: '1', server: 'vpn.example.com', username: 'alice', password: 's3cret', defaultroute: '1', mtu: 1400 }],
  ['set_l2tp', { enabled: '1', server: '203.0.113.7', username: 'bob', password: 's3cret', defaultroute: '0', mtu: 1400 }],
  // The OpenVPN client's network.ovpn (tun0) joins the wan zone too.
  ['set_openvpn', { enabled: '1', remote: 'vpn.example.com', port: 1194, protocol: 'udp', device: 'tun', ...openvpnPems() }],
  // File sharing's allowed clients: two input rules on smbd's ports (settings/samba-hosts-rules.ts).
  ['set_samba', { enabled: '0', name: 'share', username: 'admin', password: '', path: '', hosts: ['192.168.1.20', '192.168.1.64/28'] }],
  ['set_wireguard', { enabled: '1', listenPort: 51820, addresses: '10.14.0.1/24', peers: [
    { description: 'laptop', publicKey: 'xTIBA5rboUvnH4htodjb6e697QjLERt1NAB4mZqp8Dg=', presharedKey: '', allowedIps: '10.14.0.2/32', endpointHost: '', endpointPort: '', persistentKeepalive: '' },
  ] }],
];

// Interfaces the console creates beyond firewall4's mocks (lan, wan, wan6...): name -> device.
const extraInterfaces = { wwan: 'wwan0', apclient: 'phy0-sta0', guest: 'br-guest', pptp: 'pptp-pptp', l2tp: 'l2tp-l2tp', wg0: 'wg0', ovpn: 'tun0' };

async function main(): Promise<void> {
  const found = lookUpTools();
  if (!found.tools) throw new Error(found.skipped);
  const tools = found.tools;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'rc-fw4-'));
  const server = await spawnListening(paths.daemonLauncher, ['--port', '0', '--data', dataDir], { DEVICE_INITIAL_PASSWORD: BENCH_PASSWORD, DEVICE_APPLY_WINDOW_SECONDS: '0' });
  try {
    const token = await signIn(server.url);
    for (const [op, input] of scenario) await call(server.url, token, op, input);
    const configDir = path.join(dataDir, 'config');
    const out = path.join(dataDir, 'fw4');
    await writeInterfaceMock(tools, out);
    const env = { ...process.env, OPENWRT_BUILD: tools.prefix, LD_LIBRARY_PATH: path.join(tools.prefix, 'lib') };
    const rendered = spawnSync(render, [configDir, out], { encoding: 'utf8', env });
    console.log(rendered.stdout, rendered.stderr);
    // fw4 notes each disabled rule (a parental rule or port forward switched off) as it skips it: that is intended.
    const warnings = (await readFile(path.join(out, 'warnings'), 'utf8')).split('\n').filter((line) => line && !/is disabled, ignoring section/.test(line));
    const nftOk = rendered.stdout.includes('nft check ok');
    console.log(`firewall: ${path.join(configDir, 'firewall')}; ${warnings.length} unexpected warnings, nft ${nftOk ? 'ok' : 'FAILED'}`);
    if (warnings.length > 0 || !nftOk) process.exitCode = 1;
  } finally {
    await server.stop();
    if (!process.argv.includes('--keep')) await rm(dataDir, { recursive: true, force: true });
  }
}

async function call(url: string, token: string, op: string, input: object): Promise<void> {
  const response = await fetch(`${url}/cgi-bin/webapi?op=${op}&access_token=${token}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(input),
  });
  const body = (await response.json()) as { code?: string };
  if (body.code !== '1') throw new Error(`${op} answered ${JSON.stringify(body)}`);
}

async function writeInterfaceMock(tools: OpenWrtTools, out: string): Promise<void> {
  const mock = path.join(tools.prefix, 'firewall4/tests/mocks/ubus/network.interface~dump.json');
  const dump = JSON.parse(await readFile(mock, 'utf8')) as { interface: Record<string, unknown>[] };
  const wan = dump.interface.find((entry) => entry.interface === 'wan')!;
  for (const [name, device] of Object.entries(extraInterfaces)) {
    dump.interface.push({ ...wan, interface: name, l3_device: device, device, 'ipv4-address': [] });
  }
  await mkdir(path.join(out, 'mock/ubus'), { recursive: true });
  await writeFile(path.join(out, 'mock/ubus/network.interface~dump.json'), JSON.stringify(dump));
  // fw4 reads a bridge's flags to see whether it is up (IFF_UP); the guest bridge is.
  await mkdir(path.join(out, 'mock/fs'), { recursive: true });
  await writeFile(path.join(out, 'mock/fs/open~_sys_class_net_br-guest_flags.txt'), '0x1003\n');
  // ...and so is the WireGuard tunnel (IFF_UP | IFF_POINTOPOINT | IFF_NOARP).
  await writeFile(path.join(out, 'mock/fs/open~_sys_class_net_wg0_flags.txt'), '0x91\n');
}

await main();
