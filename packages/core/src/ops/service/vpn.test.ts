import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { configFiles } from '../../../../device/test-support/config-files';
import { tabDevicePerTest } from '../../../../device/test-support/tab-test-kit';
import { generateKeyPair } from '../../settings/wireguard-keys';
import { openwrtUci, openwrtUciEnv } from '../../../../device/test-support/openwrt-uci';

const kit = tabDevicePerTest();

// OpenWrt's own uci (openwrt/uci, from OPENWRT_TOOLS) reads what the daemon wrote.
const UCI = openwrtUci ?? '';
const uciShow = async () => (await promisify(execFile)(UCI, ['-c', path.join(kit.device.dataDir, 'config'), 'show', 'network'], { env: openwrtUciEnv })).stdout;
const withUci = describe.skipIf(!existsSync(UCI));

const client = { type: 'pptp', server: 'vpn.example.com', username: 'alice', password: 's3cret pass', mppe: '0' };
const pptp = { enabled: '1', server: 'vpn.example.com', username: 'alice', password: 's3cret pass', defaultroute: '1', mtu: 1400 };
const phone = await generateKeyPair();
const routingPeer = { description: 'office', publicKey: phone.publicKey, allowedIps: '0.0.0.0/0', endpointHost: 'vpn.example.net', endpointPort: '51820', persistentKeepalive: '25', routeAllowedIps: '1' };
const wireguard = (peers: object[]) => ({ enabled: '1', listenPort: 51820, addresses: '10.14.0.1/24', peers });

withUci('get_vpn_client / set_vpn_client', () => {
  it("writes the PPTP tab's own section with MPPE off, keeps it over a restart, and both pages read it; no answer holds the password", async () => {
    await kit.ok('set_vpn_client', client);
    const shown = await uciShow();
    for (const line of ["network.pptp=interface", "network.pptp.proto='pptp'", "network.pptp.server='vpn.example.com'", "network.pptp.username='alice'", "network.pptp.password='s3cret pass'", "network.pptp.pppd_options='nomppe'", "network.pptp.disabled='0'", "network.pptp.defaultroute='1'"]) {
      expect(shown).toContain(line);
    }
    await kit.restart();
    const overview = await kit.ok('get_vpn_client');
    expect(overview).toEqual({ code: '1', type: 'pptp', types: ['pptp', 'l2tp'], server: 'vpn.example.com', username: 'alice', password_set: '1', mppe: '0' });
    expect(await kit.ok('get_pptp')).toMatchObject({ enabled: '1', server: 'vpn.example.com', username: 'alice', password_set: '1', mppe: '0' });
    const answers = JSON.stringify([overview, await kit.ok('get_pptp'), await kit.ok('get_vpn_status'), await kit.ok('get_history')]);
    expect(answers).not.toContain('s3cret');
  });

  it("switches to L2TP: the L2TP tab's section, PPTP switched off, MPPE back on keeps the administrator's other pppd options", async () => {
    await kit.ok('set_vpn_client', client);
    await kit.ok('set_pptp', { ...pptp, enabled: '1', password: '', mppe: '0' });
    // An option of the administrator's own stays; the page owns only 'nomppe'.
    const file = path.join(kit.device.dataDir, 'config', 'network');
    await writeFile(file, (await readFile(file, 'utf8')).replace("option pppd_options 'nomppe'", "option pppd_options 'debug nomppe'"));
    await kit.restart();
    await kit.ok('set_vpn_client', { ...client, type: 'l2tp', server: '203.0.113.7', username: 'bob', password: 'other pass' });
    let shown = await uciShow();
    expect(shown).toContain("network.l2tp.proto='l2tp'");
    expect(shown).toContain("network.l2tp.server='203.0.113.7'");
    expect(shown).toContain("network.l2tp.disabled='0'");
    expect(shown).toContain("network.pptp.disabled='1'");
    expect(shown).not.toContain('network.l2tp.pppd_options');
    expect(await kit.ok('get_vpn_client')).toMatchObject({ type: 'l2tp', server: '203.0.113.7', username: 'bob', mppe: '0' });
    expect(await kit.ok('get_l2tp')).toMatchObject({ enabled: '1', server: '203.0.113.7', username: 'bob' });

    await kit.ok('set_vpn_client', { ...client, password: '', mppe: '1' });
    shown = await uciShow();
    expect(shown).toContain("network.pptp.pppd_options='debug'");
    expect(shown).toContain("network.pptp.password='s3cret pass'");
    expect(shown).toContain("network.l2tp.disabled='1'");
    expect(await kit.ok('get_pptp')).toMatchObject({ mppe: '1', enabled: '1' });
  });

  it('refuses bad values with the tabs\' messages, files byte-identical', async () => {
    await kit.refused('set_vpn_client', { ...client, server: '-oProxyCommand=x' }, [{ field: 'server', key: 'validation.ipOrHostname' }]);
    // A quote goes into L2TP's pppd options file (refused), and to pppd's own arguments for PPTP (taken).
    await kit.refused('set_vpn_client', { ...client, type: 'l2tp', username: 'al"ice' }, [{ field: 'username', key: 'vpn.credentialQuote' }]);
    await kit.refused('set_vpn_client', { ...client, type: 'l2tp', password: 'x" plugin "/tmp/evil.so' }, [{ field: 'password', key: 'vpn.credentialQuote' }]);
    await kit.refused('set_vpn_client', { ...client, type: 'openvpn' }, [{ field: 'type', key: 'validation.invalid' }]);
    await kit.refused('set_vpn_client', { ...client, mppe: 'off' }, [{ field: 'mppe', key: 'validation.invalid' }]);
    await kit.refused('set_vpn_client', { ...client, password: '' }, [{ field: 'password', key: 'validation.required' }]);
  });

  it('offers only the types menu_conf.json turns on, and refuses the other with -9', async () => {
    const menuFile = path.join(kit.device.dataDir, 'menu_conf.json');
    const menu = JSON.parse(await readFile(menuFile, 'utf8')) as { srv: Record<string, string> };
    await kit.device.stop();
    await writeFile(menuFile, JSON.stringify({ ...menu, srv: { ...menu.srv, srv_client_pptp: '0' } }));
    await kit.restart();
    expect(await kit.ok('get_vpn_client')).toMatchObject({ type: 'l2tp', types: ['l2tp'] });
    expect((await kit.call('set_vpn_client', client)).code).toBe('-9');
    await kit.ok('set_vpn_client', { ...client, type: 'l2tp' });
    await kit.device.stop();
    await writeFile(menuFile, JSON.stringify({ ...menu, srv: { ...menu.srv, srv_client_pptp: '0', srv_client_l2tp: '0' } }));
    await kit.restart();
    expect((await kit.call('get_vpn_client')).code).toBe('-9');
  });
});

withUci('one default route across PPTP, L2TP and WireGuard', () => {
  it('refuses a WireGuard peer routing 0.0.0.0/0 while PPTP holds the default route, naming it, and the other way round', async () => {
    await kit.ok('set_pptp', pptp);
    await kit.refused('set_wireguard', wireguard([routingPeer]), [{ field: 'peers.0.routeAllowedIps', key: 'vpn.defaultRouteTaken', params: { tunnel: 'PPTP' } }]);
    // the same peer without the route is fine
    await kit.ok('set_wireguard', wireguard([{ ...routingPeer, routeAllowedIps: '0' }]));
    await kit.ok('set_pptp', { ...pptp, defaultroute: '0', password: '' });
    await kit.ok('set_wireguard', wireguard([routingPeer]));
    const shown = await uciShow();
    expect(shown).toMatch(/network\.@wireguard_wg0\[0\]\.route_allowed_ips='1'/);
    expect(shown).toMatch(/network\.@wireguard_wg0\[0\]\.allowed_ips='0\.0\.0\.0\/0'/);
    await kit.refused('set_pptp', { ...pptp, password: '' }, [{ field: 'defaultroute', key: 'vpn.defaultRouteTaken', params: { tunnel: 'WireGuard' } }]);
    await kit.refused('set_l2tp', pptp, [{ field: 'defaultroute', key: 'vpn.defaultRouteTaken', params: { tunnel: 'WireGuard' } }]);
    await kit.refused('set_vpn_client', { ...client, type: 'l2tp' }, [{ field: 'type', key: 'vpn.defaultRouteTaken', params: { tunnel: 'WireGuard' } }]);
    expect((await kit.ok('get_wireguard')).peers).toMatchObject([{ routeAllowedIps: '1' }]);
    // wg0 switched off holds nothing
    await kit.ok('set_wireguard', { ...wireguard([routingPeer]), enabled: '0' });
    await kit.ok('set_l2tp', pptp);
  });
});

describe('get_vpn_status / vpn_connect / vpn_disconnect', () => {
  it('lists every configured tunnel, and a disconnect keeps the settings, shown as manual until connect', async () => {
    expect(await kit.ok('get_vpn_status')).toEqual({ code: '1', tunnels: [] });
    await kit.ok('set_pptp', pptp);
    await kit.ok('set_l2tp', { ...pptp, enabled: '0' });
    await kit.ok('set_wireguard', wireguard([{ ...routingPeer, routeAllowedIps: '0' }]));
    // wg0 counts as connected once the remote server shook hands, a moment after the save
    await expect.poll(async () => ((await kit.ok('get_vpn_status')).tunnels as { up: string }[])[2]?.up, { timeout: 10_000 }).toBe('1');
    const status = await kit.ok('get_vpn_status');
    expect(status.tunnels).toMatchObject([
      { name: 'pptp', type: 'pptp', up: '1', reason: '' },
      { name: 'l2tp', type: 'l2tp', up: '0', reason: 'disabled', ipaddr: '' },
      { name: 'wg0', type: 'wireguard', up: '1', reason: '', ipaddr: '10.14.0.1' },
    ]);

    const before = await configFiles(kit.device.dataDir);
    expect(await kit.ok('vpn_disconnect', { tunnel: 'pptp' })).toMatchObject({ up: '0', reason: 'manual', ipaddr: '' });
    expect(await kit.ok('get_pptp_status')).toMatchObject({ up: '0', reason: 'manual' });
    expect((await kit.ok('get_vpn_status')).tunnels).toMatchObject([{ name: 'pptp', up: '0', reason: 'manual' }, {}, {}]);
    expect(await configFiles(kit.device.dataDir)).toEqual(before);
    expect(await kit.ok('get_pptp')).toMatchObject({ enabled: '1' });

    const up = await kit.ok('vpn_connect', { tunnel: 'pptp' });
    expect(up).toMatchObject({ up: '1', reason: '' });
    expect(up.connectedSeconds).toBeLessThan(5);
    // connect on a switched-off tunnel says why it stays down
    expect(await kit.ok('vpn_connect', { tunnel: 'l2tp' })).toMatchObject({ up: '0', reason: 'disabled' });
    expect((await kit.call('vpn_connect', { tunnel: 'wg0' })).code).toBe('-2');
  });

  it('brings a manually disconnected tunnel back after a restart, as netifd does at boot', async () => {
    await kit.ok('set_l2tp', pptp);
    await kit.ok('vpn_disconnect', { tunnel: 'l2tp' });
    expect(await kit.ok('get_l2tp_status')).toMatchObject({ reason: 'manual' });
    await kit.restart();
    expect(await kit.ok('get_l2tp_status')).toMatchObject({ up: '1' });
  });

  it('answers -12 on a platform that cannot run ifup / ifdown', async () => {
    await kit.replace({ platform: 'linux' });
    expect((await kit.call('vpn_disconnect', { tunnel: 'pptp' })).code).toBe('-12');
    expect(await kit.ok('get_wireguard_status')).toEqual({ code: '1', available: '0', up: '0', peers: [] });
  });
});

describe('get_wireguard_status', () => {
  it("lists WireGuard saved a moment ago as it is: not connected before a handshake, then up for seconds with its own bytes, not the router's uptime", async () => {
    const wg0 = async () => ((await kit.ok('get_vpn_status')).tunnels as { name: string; up: string; reason: string; connectedSeconds: number; rxBytes: number; txBytes: number }[]).find((tunnel) => tunnel.name === 'wg0');
    // A server no peer has shaken hands with is configured, not connected.
    await kit.ok('set_wireguard', wireguard([]));
    expect(await wg0()).toMatchObject({ up: '0', reason: 'noHandshake', connectedSeconds: 0, rxBytes: 0, txBytes: 0 });
    await kit.ok('set_wireguard', wireguard([{ ...routingPeer, routeAllowedIps: '0' }]));
    await expect.poll(async () => (await wg0())?.up, { timeout: 10_000 }).toBe('1');
    const up = (await wg0())!;
    expect(up.reason).toBe('');
    expect(up.connectedSeconds).toBeLessThan(15);
    // bytes since wg0 came up: the simulated WAN moves a few MB/s at most, never gigabytes in seconds
    expect(up.rxBytes + up.txBytes).toBeLessThan(200 * 1024 * 1024);
  });

  it('shows per peer its latest handshake, endpoint and bytes, moving with the traffic; never a key', async () => {
    expect(await kit.ok('get_wireguard_status')).toEqual({ code: '1', available: '1', up: '0', peers: [] });
    await kit.ok('set_wireguard', wireguard([{ ...routingPeer, routeAllowedIps: '0' }]));
    // the remote server answers a moment after wg0 comes up
    await expect.poll(async () => ((await kit.ok('get_wireguard_status')).peers as { handshakeSecondsAgo: number }[])[0]?.handshakeSecondsAgo, { timeout: 10_000 }).toBeGreaterThanOrEqual(0);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const first = await kit.ok('get_wireguard_status');
    expect(first).toMatchObject({ available: '1', up: '1' });
    const [peer] = first.peers as { publicKey: string; endpoint: string; handshakeSecondsAgo: number; rxBytes: number }[];
    expect(peer).toMatchObject({ publicKey: phone.publicKey, endpoint: 'vpn.example.net:51820' });
    expect(peer!.handshakeSecondsAgo).toBeGreaterThanOrEqual(0);
    expect(peer!.handshakeSecondsAgo).toBeLessThan(120);
    expect(peer!.rxBytes).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const later = (await kit.ok('get_wireguard_status')).peers as { rxBytes: number }[];
    expect(later[0]!.rxBytes).toBeGreaterThan(peer!.rxBytes);
    const network = await readFile(path.join(kit.device.dataDir, 'config', 'network'), 'utf8');
    const privateKey = /option private_key '([^']+)'/.exec(network)![1]!;
    expect(JSON.stringify(first)).not.toContain(privateKey);
  });
});
