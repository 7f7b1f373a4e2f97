import { createPrivateKey, createPublicKey } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { configFile } from '../../../../device/test-support/config-files';
import { tabDevicePerTest } from '../../../../device/test-support/tab-test-kit';

const kit = tabDevicePerTest();

const file = (pkg: string) => configFile(kit.device.dataDir, pkg);
const block = (text: string, start: string) => {
  const at = text.indexOf(start);
  if (at < 0) return '';
  const end = text.indexOf('\n\n', at);
  return text.slice(at, end < 0 ? undefined : end);
};
/** The public key of a base64 x25519 private key, by node:crypto, as `wg pubkey` prints it. */
const pubkey = (privateKey: string) => {
  const der = Buffer.concat([Buffer.from('302e020100300506032b656e04220420', 'hex'), Buffer.from(privateKey, 'base64')]);
  const jwk = createPublicKey(createPrivateKey({ key: der, format: 'der', type: 'pkcs8' })).export({ format: 'jwk' });
  return Buffer.from(jwk.x!, 'base64url').toString('base64');
};

const laptopKey = 'xTIBA5rboUvnH4htodjb6e697QjLERt1NAB4mZqp8Dg=';
const presharedKey = 'FpCyhws9cxwWoV4xELtfJvjJN+zQVRPISllRWgeopVE=';
const peer = {
  description: 'office',
  publicKey: laptopKey,
  presharedKey,
  allowedIps: '10.14.0.2/32,192.168.50.0/24',
  endpointHost: 'vpn.example.com',
  endpointPort: '51821',
  persistentKeepalive: '25',
};
const server = { enabled: '1', listenPort: 51820, addresses: '10.14.0.1/24', peers: [peer] };

describe('get_wireguard / set_wireguard / add_wireguard_phone', () => {
  it('answers wg0 off on a factory router, with no key until the first save', async () => {
    expect(await kit.ok('get_wireguard')).toEqual({ code: '1', enabled: '0', publicKey: '', listenPort: 51820, addresses: '10.14.0.1/24', peers: [] });
  });

  it("writes each option where netifd's wireguard.sh reads it, joins the lan zone, opens the port, and keeps it over a restart", async () => {
    await kit.ok('set_wireguard', { ...server, listenPort: '51999' });
    const network = await file('network');
    const wg = block(network, "config interface 'wg0'");
    const privateKey = /\toption private_key '([A-Za-z0-9+/]{43}=)'/.exec(wg)?.[1];
    expect(privateKey).toBeDefined();
    expect(wg).toBe(`config interface 'wg0'\n\toption proto 'wireguard'\n\toption private_key '${privateKey}'\n\toption listen_port '51999'\n\tlist addresses '10.14.0.1/24'`);
    expect(block(network, 'config wireguard_wg0')).toBe(
      "config wireguard_wg0\n\toption description 'office'\n\toption public_key 'xTIBA5rboUvnH4htodjb6e697QjLERt1NAB4mZqp8Dg='\n" +
        "\toption preshared_key 'FpCyhws9cxwWoV4xELtfJvjJN+zQVRPISllRWgeopVE='\n\tlist allowed_ips '10.14.0.2/32'\n\tlist allowed_ips '192.168.50.0/24'\n" +
        "\toption endpoint_host 'vpn.example.com'\n\toption endpoint_port '51821'\n\toption persistent_keepalive '25'",
    );
    const firewall = await file('firewall');
    expect(block(firewall, "config zone\n\toption name 'lan'")).toContain("\tlist network 'wg0'");
    expect(block(firewall, "config zone\n\toption name 'wan'")).not.toContain('wg0');
    expect(block(firewall, "config rule\n\toption name 'Allow-WireGuard'")).toBe(
      "config rule\n\toption name 'Allow-WireGuard'\n\toption src 'wan'\n\toption dest_port '51999'\n\toption proto 'udp'\n\toption target 'ACCEPT'",
    );

    await kit.restart();
    const shown = await kit.ok('get_wireguard');
    expect(shown).toEqual({
      code: '1', enabled: '1', publicKey: pubkey(privateKey!), listenPort: 51999, addresses: '10.14.0.1/24',
      peers: [{ ...peer, presharedKey: undefined, presharedKeySet: '1', routeAllowedIps: '0' }].map(({ presharedKey: _, ...rest }) => rest),
    });
    expect(JSON.stringify(shown)).not.toContain(privateKey);
    expect(JSON.stringify(shown)).not.toContain(presharedKey);

    // An empty preshared key keeps the stored one; the key pair is made once.
    await kit.ok('set_wireguard', { ...server, enabled: '0', peers: [{ ...peer, presharedKey: '' }] });
    const again = await file('network');
    expect(again).toContain(`option preshared_key '${presharedKey}'`);
    expect(again).toContain(`option private_key '${privateKey}'`);
    expect(block(again, "config interface 'wg0'")).toContain("\toption disabled '1'");
    expect((await kit.ok('get_wireguard')).enabled).toBe('0');
  });

  it('as a client of a remote server (a peer routing 0.0.0.0/0) puts wg0 in the wan zone: masqueraded, no input; back in lan as a server', async () => {
    // OpenWrt's WireGuard client guide (docs/guide-user/services/vpn/wireguard/client) treats the VPN as
    // public and assigns its interface to the wan zone: fw4 then renders `oifname "wg0" masquerade` in
    // srcnat_wan and input_wan's reject for what the far end sends, instead of lan's accept.
    const remote = { ...peer, allowedIps: '0.0.0.0/0', routeAllowedIps: '1' };
    await kit.ok('set_wireguard', { ...server, addresses: '10.64.0.7/32', peers: [remote] });
    const client = await file('firewall');
    expect(block(client, "config zone\n\toption name 'wan'")).toContain("\tlist network 'wg0'");
    expect(block(client, "config zone\n\toption name 'lan'")).not.toContain('wg0');
    await kit.ok('set_wireguard', server);
    const back = await file('firewall');
    expect(block(back, "config zone\n\toption name 'lan'")).toContain("\tlist network 'wg0'");
    expect(block(back, "config zone\n\toption name 'wan'")).not.toContain('wg0');
  });

  it("refuses to add a phone while wg0 is a client of a remote server, saying why, and changes nothing", async () => {
    // As a client wg0 is in the wan zone: fw4 refuses input (the phone's DNS, the router) and forwarding from it.
    const remote = { ...peer, allowedIps: '0.0.0.0/0', routeAllowedIps: '1' };
    await kit.ok('set_wireguard', { ...server, addresses: '10.64.0.7/32', peers: [remote] });
    const before = await file('network');
    await kit.refused('add_wireguard_phone', { description: 'Pixel', endpointHost: 'home.example.net' }, [{ field: 'description', key: 'wireguard.phoneWhileClient' }]);
    expect(await file('network')).toBe(before);
  });

  it('adds a phone: a new peer whose configuration, answered once, parses back to the stored public key', async () => {
    await kit.ok('set_wireguard', server);
    const answer = await kit.ok('add_wireguard_phone', { description: 'Pixel', endpointHost: 'home.example.net' });
    const config = String(answer.config);
    const field = (name: string) => new RegExp(`^${name} = (.+)$`, 'm').exec(config)?.[1];
    const phonePrivate = field('PrivateKey')!;
    const router = await kit.ok('get_wireguard');
    expect(config).toMatch(/^\[Interface\]\nPrivateKey = .+\nAddress = 10\.14\.0\.3\/32\nDNS = 10\.14\.0\.1\n\n\[Peer\]\nPublicKey = .+\nPresharedKey = .+\nEndpoint = home\.example\.net:51820\nAllowedIPs = 0\.0\.0\.0\/0\n$/);
    expect(field('PublicKey')).toBe(router.publicKey);
    const network = await file('network');
    const stored = /config wireguard_wg0\n\toption description 'Pixel'\n\toption public_key '([^']+)'\n\toption preshared_key '([^']+)'\n\tlist allowed_ips '10\.14\.0\.3\/32'/.exec(network);
    expect(stored?.[1]).toBe(pubkey(phonePrivate));
    expect(stored?.[1]).toBe(answer.publicKey);
    expect(stored?.[2]).toBe(field('PresharedKey'));
    expect(network).not.toContain(phonePrivate);
    expect(JSON.stringify(router)).not.toContain(phonePrivate);
    expect((router.peers as { description: string }[]).map((p) => p.description)).toEqual(['office', 'Pixel']);
  });

  it('adds a phone that sends only the home network through the tunnel (issue 30.9)', async () => {
    await kit.ok('set_wireguard', server);
    const answer = await kit.ok('add_wireguard_phone', { description: 'Work laptop', endpointHost: 'home.example.net', tunnel: 'split' });
    // wg-quick on the phone routes these through wg0; the rest goes its own way.
    expect(String(answer.config)).toContain('\nAllowedIPs = 10.14.0.0/24, 192.168.1.0/24\n');
    await kit.refused('add_wireguard_phone', { description: 'x', endpointHost: 'home.example.net', tunnel: 'half' }, [{ field: 'tunnel', key: expect.any(String) as unknown as string }]);
  });

  it('refuses newlines and control characters, bad keys, bad CIDRs and bad ports with -2, changing no file', async () => {
    await kit.ok('set_wireguard', server);
    const bad = (change: Partial<typeof peer>) => ({ ...server, peers: [{ ...peer, ...change }] });
    await kit.refused('set_wireguard', bad({ description: 'my\tlaptop' }), [{ field: 'peers.0.description', key: 'wireguard.badText' }]);
    await kit.refused('set_wireguard', bad({ description: "x'\noption private_key 'y" }), [{ field: 'peers.0.description', key: 'wireguard.badText' }]);
    await kit.refused('set_wireguard', bad({ publicKey: `${laptopKey}\nlist allowed_ips '0.0.0.0/0'` }), [{ field: 'peers.0.publicKey', key: 'wireguard.badKey' }]);
    await kit.refused('set_wireguard', bad({ publicKey: 'xTIBA5rboUvnH4htodjb6e697QjLERt1NAB4mZqp8Dh=' }), [{ field: 'peers.0.publicKey', key: 'wireguard.badKey' }]);
    await kit.refused('set_wireguard', bad({ presharedKey: 'not base64' }), [{ field: 'peers.0.presharedKey', key: 'wireguard.badKey' }]);
    await kit.refused('set_wireguard', bad({ allowedIps: '10.14.0.2/33' }), [{ field: 'peers.0.allowedIps', key: 'wireguard.badCidr' }]);
    await kit.refused('set_wireguard', bad({ allowedIps: '10.14.0.2/32, 10.0.0.0/8' }), [{ field: 'peers.0.allowedIps', key: 'wireguard.badCidr' }]);
    await kit.refused('set_wireguard', bad({ endpointHost: 'a b.com' }), [{ field: 'peers.0.endpointHost', key: 'validation.ipOrHostname' }]);
    await kit.refused('set_wireguard', bad({ endpointPort: '70000' }), [{ field: 'peers.0.endpointPort', key: 'validation.port' }]);
    await kit.refused('set_wireguard', { ...server, addresses: '10.14.0.1/24\n' }, [{ field: 'addresses', key: 'wireguard.badCidr' }]);
    await kit.refused('set_wireguard', { ...server, peers: [peer, peer] }, [{ field: 'peers.1.publicKey', key: 'validation.duplicate' }]);
    await kit.refused('add_wireguard_phone', { description: 'a\u0007phone', endpointHost: 'home.example.net' }, [{ field: 'description', key: 'wireguard.badText' }]);
  });
});

describe('set_wireguard without peers', () => {
  it('keeps the stored peers', async () => {
    await kit.ok('set_wireguard', server);
    await kit.ok('set_wireguard', { enabled: '1', listenPort: 51820, addresses: '10.14.0.1/24,10.15.0.1/24' });
    const shown = await kit.ok('get_wireguard');
    expect(shown.addresses).toBe('10.14.0.1/24,10.15.0.1/24');
    expect((shown.peers as { publicKey: string }[]).map((p) => p.publicKey)).toEqual([laptopKey]);
    // What get answers saves back unchanged, the preshared key kept.
    const { code: _code, publicKey: _key, ...settings } = shown;
    await kit.ok('set_wireguard', settings);
    expect(await file('network')).toContain(`option preshared_key '${presharedKey}'`);
  });
});
