import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { configFile } from '../../../../device/test-support/config-files';
import { tabDevicePerTest } from '../../../../device/test-support/tab-test-kit';
import { openvpnPems } from '../../../../device/test-support/openvpn-pems';
import { openwrtUci, openwrtUciEnv } from '../../../../device/test-support/openwrt-uci';

const kit = tabDevicePerTest();
const pem = openvpnPems();

// OpenWrt's own uci (OPENWRT_TOOLS): the file must read back as uci reads it.
const uci = openwrtUci ?? '';
const uciShow = (what: string) => execFileSync(uci, ['-c', path.join(kit.device.dataDir, 'config'), 'show', what], { encoding: 'utf8', env: openwrtUciEnv });
const pemDir = () => path.join(kit.device.dataDir, 'openvpn');
const wanZone = (text: string) => {
  const start = text.indexOf("option name 'wan'");
  return text.slice(text.lastIndexOf('\nconfig ', start), text.indexOf('\nconfig ', start));
};

const base = { enabled: '1', remote: 'vpn.example.com', port: 1194, protocol: 'udp', device: 'tun', ca: pem.ca, cert: pem.cert, key: pem.key };

describe('get_openvpn / set_openvpn', () => {
  it('writes openvpn.client, network.ovpn and the PEM files, joins the wan zone, and keeps it over a restart without ever answering the key', async () => {
    await kit.ok('set_openvpn', { ...base, remote: '203.0.113.9', port: 1195, protocol: 'tcp', device: 'tap' });
    const dir = pemDir();
    expect(await configFile(kit.device.dataDir, 'openvpn')).toBe(
      `package openvpn\n\nconfig openvpn 'client'\n\toption enabled '1'\n\toption client '1'\n\toption dev 'tap0'\n\toption proto 'tcp-client'\n\toption remote '203.0.113.9 1195'\n\toption nobind '1'\n` +
        `\toption ca '${dir}/client-ca.crt'\n\toption cert '${dir}/client.crt'\n\toption key '${dir}/client.key'\n\n`,
    );
    expect(await readFile(path.join(dir, 'client-ca.crt'), 'utf8')).toBe(pem.ca);
    expect(await readFile(path.join(dir, 'client.crt'), 'utf8')).toBe(pem.cert);
    expect(await readFile(path.join(dir, 'client.key'), 'utf8')).toBe(pem.key);
    expect((await stat(path.join(dir, 'client.key'))).mode & 0o777).toBe(0o600);
    const network = await configFile(kit.device.dataDir, 'network');
    expect(network).toContain("config interface 'ovpn'\n\toption proto 'none'\n\toption device 'tap0'\n");
    expect(wanZone(await configFile(kit.device.dataDir, 'firewall'))).toContain("list network 'ovpn'");

    await kit.restart();
    const answer = await kit.ok('get_openvpn');
    expect(answer).toEqual({
      code: '1',
      enabled: '1',
      remote: '203.0.113.9',
      port: 1195,
      protocol: 'tcp',
      device: 'tap',
      ca: pem.ca,
      cert: pem.cert,
      key_set: '1',
      username: '',
      password_set: '0',
      ca_subject: 'CN=Example VPN CA',
      ca_expires: '2126-11-01T17:00:28.000Z',
      cert_subject: 'CN=router-client',
      cert_expires: '2126-11-01T17:00:28.000Z',
    });
    const keyBody = pem.key.split('\n')[1] ?? '';
    expect(JSON.stringify(answer)).not.toContain(keyBody);
    const history = JSON.stringify(await kit.ok('get_history'));
    expect(history).toContain('set_openvpn');
    expect(history).not.toContain(keyBody);
  });

  it.skipIf(!existsSync(uci))('reads back through OpenWrt uci with each option as openvpn.init takes it', async () => {
    await kit.ok('set_openvpn', base);
    const dir = pemDir();
    expect(uciShow('openvpn')).toBe(
      [
        'openvpn.client=openvpn',
        "openvpn.client.enabled='1'",
        "openvpn.client.client='1'",
        "openvpn.client.dev='tun0'",
        "openvpn.client.proto='udp'",
        "openvpn.client.remote='vpn.example.com 1194'",
        "openvpn.client.nobind='1'",
        `openvpn.client.ca='${dir}/client-ca.crt'`,
        `openvpn.client.cert='${dir}/client.crt'`,
        `openvpn.client.key='${dir}/client.key'`,
        '',
      ].join('\n'),
    );
    expect(uciShow('network.ovpn')).toBe("network.ovpn=interface\nnetwork.ovpn.proto='none'\nnetwork.ovpn.device='tun0'\n");
    expect(uciShow('firewall.@zone[1].network')).toMatch(/'ovpn'/);
  });

  it('reads a section written by hand or LuCI (list remote, tcp4-client, tap) and keeps the options it does not show', async () => {
    const text = "config openvpn 'client'\n\toption enable '1'\n\tlist remote 'a.example.com 1195'\n\tlist remote 'b.example.com 1196'\n\toption proto 'tcp4-client'\n\toption dev 'tap'\n\toption persist_key '1'\n\toption verb '3'\n";
    await writeFile(path.join(kit.device.dataDir, 'config', 'openvpn'), text);
    expect(await kit.ok('get_openvpn')).toMatchObject({ enabled: '1', remote: 'a.example.com', port: 1195, protocol: 'tcp', device: 'tap' });
    await kit.ok('set_openvpn', { ...base, enabled: '0' });
    const saved = await configFile(kit.device.dataDir, 'openvpn');
    expect(saved).toContain("option persist_key '1'");
    expect(saved).toContain("option verb '3'");
    expect(saved).toContain("option remote 'vpn.example.com 1194'");
    expect(saved).not.toContain('option enable ');
  });

  it('drops the scripts and plugin an openvpn section set by hand (issue 26.1), keeping its other options', async () => {
    const text = "config openvpn 'client'\n\toption verb '3'\n\toption script_security '2'\n\toption up '/usr/bin/reboot'\n\toption route_up '/tmp/x'\n\toption plugin '/tmp/evil.so'\n";
    await writeFile(path.join(kit.device.dataDir, 'config', 'openvpn'), text);
    await kit.ok('set_openvpn', { ...base, enabled: '0' });
    const saved = await configFile(kit.device.dataDir, 'openvpn');
    expect(saved).toContain("option verb '3'");
    for (const option of ['script_security', 'up', 'route_up', 'plugin']) expect(saved).not.toContain(`option ${option} `);
  });

  it('keeps the stored key and certificates when their fields are empty, and switches off with enabled 0', async () => {
    await kit.ok('set_openvpn', base);
    await kit.ok('set_openvpn', { ...base, enabled: '0', remote: 'other.example.net', ca: '', cert: '', key: '' });
    expect(await kit.ok('get_openvpn')).toMatchObject({ enabled: '0', remote: 'other.example.net', ca: pem.ca, cert: pem.cert, key_set: '1' });
    expect(await readFile(path.join(pemDir(), 'client.key'), 'utf8')).toBe(pem.key);
    expect(await configFile(kit.device.dataDir, 'openvpn')).toContain("option enabled '0'");
    // joined once, however often saved
    expect(wanZone(await configFile(kit.device.dataDir, 'firewall')).split("list network 'ovpn'").length).toBe(2);
  });

  it('saves a blank form switched off on a factory unit, and a switched-off save keeps what it leaves blank', async () => {
    await kit.ok('set_openvpn', { enabled: '0', remote: '', port: null, protocol: 'udp', device: 'tun', ca: '', cert: '', key: '' });
    expect(await kit.ok('get_openvpn')).toMatchObject({ enabled: '0', remote: '', port: 1194, key_set: '0' });
    await kit.ok('set_openvpn', { ...base, port: 1195 });
    await kit.ok('set_openvpn', { enabled: '0', remote: '', port: '' });
    expect(await kit.ok('get_openvpn')).toMatchObject({ enabled: '0', remote: 'vpn.example.com', port: 1195, ca: pem.ca, key_set: '1' });
    await kit.refused('set_openvpn', { enabled: '0', remote: '-oProxyCommand=x' }, [{ field: 'remote', key: 'validation.ipOrHostname' }]);
  });

  it('answers defaults before any setup and refuses to switch on without the three PEMs', async () => {
    expect(await kit.ok('get_openvpn')).toMatchObject({ enabled: '0', remote: '', port: 1194, protocol: 'udp', device: 'tun', ca: '', cert: '', key_set: '0', cert_subject: '' });
    await kit.refused('set_openvpn', { ...base, key: '', cert: '' }, [
      { field: 'cert', key: 'validation.required' },
      { field: 'key', key: 'validation.required' },
    ]);
    expect(existsSync(pemDir())).toBe(false);
  });

  it.skipIf(!existsSync(uci))("signs in with a username and password as openvpn.init's auth-user-pass, the password never answered (issue 30.9)", async () => {
    const byPassword = { ...base, cert: '', key: '', username: 'anna', password: 's3cret pass' };
    await kit.refused('set_openvpn', { ...byPassword, password: '' }, [{ field: 'password', key: 'validation.required' }]);
    // With a username the client certificate and key may stay out (verify-client-cert none).
    await kit.ok('set_openvpn', byPassword);
    // openvpn.init's openvpn_get_credentials reads these two options.
    expect(uciShow('openvpn.client')).toContain("openvpn.client.username='anna'\nopenvpn.client.password='s3cret pass'\n");
    const shown = await kit.ok('get_openvpn');
    expect(shown).toMatchObject({ username: 'anna', password_set: '1' });
    expect(JSON.stringify(shown)).not.toContain('s3cret');
    expect(await kit.ok('get_openvpn_status')).toMatchObject({ up: '1' });
    // An empty password keeps the stored one; an empty username removes both.
    await kit.ok('set_openvpn', { ...byPassword, password: '' });
    expect(uciShow('openvpn.client')).toContain("openvpn.client.password='s3cret pass'");
    await kit.ok('set_openvpn', { ...base, username: '' });
    expect(uciShow('openvpn.client')).not.toMatch(/username|password/);
    await kit.refused('set_openvpn', { ...byPassword, username: 'anna\nscript-security 3' }, [{ field: 'username', key: 'openvpn.credentialInvalid' }]);
  });

  it('clears the username, and its password with it, while the client is off (issue 39.6)', async () => {
    await kit.ok('set_openvpn', { ...base, cert: '', key: '', username: 'anna', password: 's3cret pass' });
    await kit.ok('set_openvpn', { ...base, enabled: '0', username: '', password: '' });
    expect(await kit.ok('get_openvpn')).toMatchObject({ enabled: '0', username: '', password_set: '0' });
    expect(await configFile(kit.device.dataDir, 'openvpn')).not.toMatch(/username|password/);
    // Left out, the username is kept as every other field of a switched-off save.
    await kit.ok('set_openvpn', { ...base, cert: '', key: '', username: 'anna', password: 's3cret pass' });
    await kit.ok('set_openvpn', { enabled: '0' });
    expect(await kit.ok('get_openvpn')).toMatchObject({ enabled: '0', username: 'anna', password_set: '1' });
  });

  it('refuses a key that is not the certificate’s, naming the key, and writes no file', async () => {
    await kit.refused('set_openvpn', { ...base, key: pem.otherKey }, [{ field: 'key', key: 'openvpn.keyMismatch' }]);
    expect(existsSync(pemDir())).toBe(false);
    // A new certificate against the stored key: the certificate is the one refused.
    await kit.ok('set_openvpn', base);
    await kit.refused('set_openvpn', { ...base, cert: pem.otherCert, key: '' }, [{ field: 'cert', key: 'openvpn.keyMismatch' }]);
    expect(await readFile(path.join(pemDir(), 'client.crt'), 'utf8')).toBe(pem.cert);
  });

  it('refuses junk PEMs, an encrypted key and hostile values with -2, files byte-identical, nothing written', async () => {
    const junkCert = '-----BEGIN CERTIFICATE-----\nSGVsbG8gd29ybGQ=\n-----END CERTIFICATE-----\n';
    const junkKey = '-----BEGIN PRIVATE KEY-----\nSGVsbG8gd29ybGQ=\n-----END PRIVATE KEY-----\n';
    await kit.refused('set_openvpn', { ...base, ca: junkCert }, [{ field: 'ca', key: 'openvpn.certInvalid' }]);
    await kit.refused('set_openvpn', { ...base, cert: junkCert }, [{ field: 'cert', key: 'openvpn.certInvalid' }]);
    await kit.refused('set_openvpn', { ...base, key: junkKey }, [{ field: 'key', key: 'openvpn.keyInvalid' }]);
    await kit.refused('set_openvpn', { ...base, key: 'not a pem at all' }, [{ field: 'key', key: 'openvpn.keyInvalid' }]);
    await kit.refused('set_openvpn', { ...base, key: pem.encryptedKey }, [{ field: 'key', key: 'openvpn.keyEncrypted' }]);
    // DER that is no certificate or key under the right armour: truncated, a huge length, swapped
    const body = (text: string) => text.split('-----')[2]!.trim();
    const armour = (label: string, base64: string) => `-----BEGIN ${label}-----\n${base64}\n-----END ${label}-----\n`;
    await kit.refused('set_openvpn', { ...base, cert: armour('CERTIFICATE', body(pem.cert).slice(0, 200)) }, [{ field: 'cert', key: 'openvpn.certInvalid' }]);
    await kit.refused('set_openvpn', { ...base, key: armour('PRIVATE KEY', Buffer.from([0x30, 0x84, 0xff, 0xff, 0xff, 0xff, 0x02, 0x01, 0x00]).toString('base64')) }, [{ field: 'key', key: 'openvpn.keyInvalid' }]);
    await kit.refused('set_openvpn', { ...base, cert: armour('CERTIFICATE', body(pem.key)) }, [{ field: 'cert', key: 'openvpn.certInvalid' }]);
    await kit.refused('set_openvpn', { ...base, key: armour('PRIVATE KEY', body(pem.cert)) }, [{ field: 'key', key: 'openvpn.keyInvalid' }]);
    await kit.refused('set_openvpn', { ...base, ca: `${pem.ca}up /bin/sh\n` }, [{ field: 'ca', key: 'openvpn.certInvalid' }]);
    await kit.refused('set_openvpn', { ...base, remote: 'vpn.example.com\nup /bin/sh' }, [{ field: 'remote', key: 'validation.ipOrHostname' }]);
    await kit.refused('set_openvpn', { ...base, remote: 'vpn.example.com up /bin/sh' }, [{ field: 'remote', key: 'validation.ipOrHostname' }]);
    await kit.refused('set_openvpn', { ...base, remote: '-oProxyCommand=x' }, [{ field: 'remote', key: 'validation.ipOrHostname' }]);
    await kit.refused('set_openvpn', { ...base, port: 0 }, [{ field: 'port', key: 'validation.port' }]);
    await kit.refused('set_openvpn', { ...base, protocol: 'tcp\nup /bin/sh' }, [{ field: 'protocol', key: 'validation.invalid' }]);
    await kit.refused('set_openvpn', { ...base, device: 'tun0' }, [{ field: 'device', key: 'validation.invalid' }]);
    await kit.refused('set_openvpn', { ...base, up: '/bin/sh' }, [{ field: 'up', key: 'validation.unknownField' }]);
    expect(existsSync(pemDir())).toBe(false);
  });

  it('refuses a 10 MB upload in a PEM field without reading it (413, -2), nothing written', async () => {
    const response = await fetch(`${kit.device.url}/cgi-bin/webapi?op=set_openvpn&access_token=${await kit.device.login()}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...base, key: `-----BEGIN PRIVATE KEY-----\n${'A'.repeat(10 * 1024 * 1024)}\n-----END PRIVATE KEY-----\n` }),
    });
    expect(response.status).toBe(413);
    expect(((await response.json()) as { code: string }).code).toBe('-2');
    expect(existsSync(pemDir())).toBe(false);
    // Within the body limit but past a PEM field's.
    await kit.refused('set_openvpn', { ...base, key: `-----BEGIN PRIVATE KEY-----\n${'A'.repeat(20_000)}\n-----END PRIVATE KEY-----\n` }, [
      { field: 'key', key: 'openvpn.pemTooLarge' },
    ]);
  });

  it('leaves no certificate or key behind a factory reset', async () => {
    await kit.ok('set_openvpn', base);
    expect(existsSync(path.join(pemDir(), 'client.key'))).toBe(true);
    await kit.ok('reset');
    await expect.poll(() => existsSync(pemDir()), { timeout: 10_000 }).toBe(false);
  });
});

describe('get_openvpn_status', () => {
  const status = () => kit.ok('get_openvpn_status');

  it('is down while off, comes up over the WAN with an address, and says why it fails', async () => {
    expect(await status()).toMatchObject({ up: '0', reason: 'disabled', ipaddr: '' });
    await kit.ok('set_openvpn', base);
    const up = await status();
    expect(up).toMatchObject({ up: '1', reason: '', device: 'tun0' });
    expect(up.ipaddr).toMatch(/^10\.8\.0\.\d+$/);
    expect(up.connectedSeconds).toBeGreaterThan(0);
    expect(up.rxBytes).toBeGreaterThan(0);
    await kit.ok('set_openvpn', { ...base, remote: 'vpn.example.invalid' });
    expect(await status()).toMatchObject({ up: '0', reason: 'unreachable' });
    await kit.ok('set_openvpn', { ...base, remote: '192.0.2.10' });
    expect(await status()).toMatchObject({ up: '0', reason: 'unreachable' });
    // A certificate of another CA, with its own key: saved, but the server refuses it.
    await kit.ok('set_openvpn', { ...base, cert: pem.otherCert, key: pem.otherKey });
    expect(await status()).toMatchObject({ up: '0', reason: 'certRefused' });
    await kit.ok('set_openvpn', base);
    await kit.ok('wan_disconnect');
    expect(await status()).toMatchObject({ up: '0', reason: 'wanDown', ipaddr: '' });
  });

  it('is listed in the VPN overview once set up, with the same state', async () => {
    expect((await kit.ok('get_vpn_status')).tunnels.map((tunnel: { type: string }) => tunnel.type)).not.toContain('openvpn');
    await kit.ok('set_openvpn', base);
    const listed = (await kit.ok('get_vpn_status')).tunnels.find((tunnel: { type: string }) => tunnel.type === 'openvpn');
    expect(listed).toMatchObject({ name: 'ovpn', up: '1', reason: '', ipaddr: expect.stringMatching(/^10\.8\.0\.\d+$/) });
  });
});
