import { describe, expect, it } from 'vitest';
import { OVPN_REFUSED_DIRECTIVES, parseOvpnProfile } from './openvpn-profile';
import { isCertificatePem, isPrivateKeyPem } from './openvpn-fields';
import { set_openvpn } from './openvpn';

const cert = '-----BEGIN CERTIFICATE-----\nMIIBszCCAVmgAwIBAgIUQ2Vy\ndA==\n-----END CERTIFICATE-----\n';
const key = '-----BEGIN PRIVATE KEY-----\nMIGHAgEAMBMGByqGSM49AgEG\n-----END PRIVATE KEY-----\n';

const profile = (extra = '') => `# made by the VPN provider
client
dev tun
proto tcp-client
remote vpn.example.com 1195
remote backup.example.com 1194
resolv-retry infinite
nobind
cipher AES-256-GCM
${extra}
<ca>
${cert}</ca>
<cert>
Certificate:
    Data:
        Subject: CN=router-client
${cert}</cert>
<key>
${key}</key>
<tls-crypt>
-----BEGIN OpenVPN Static key V1-----
abcd
-----END OpenVPN Static key V1-----
</tls-crypt>
`;

describe('parseOvpnProfile', () => {
  it('fills the form from a profile: first remote, port, protocol, device and the inline PEMs without the text dump', () => {
    const parsed = parseOvpnProfile(profile());
    expect(parsed).toEqual({
      ok: true,
      profile: { remote: 'vpn.example.com', port: 1195, protocol: 'tcp', device: 'tun', ca: cert, cert, key, ignored: ['remote', 'resolv-retry', 'cipher', '<tls-crypt>'] },
    });
  });

  it.each(OVPN_REFUSED_DIRECTIVES.map((directive) => [directive]))('refuses a profile with %s, naming it', (directive) => {
    expect(parseOvpnProfile(profile(`${directive} /bin/sh`))).toEqual({ ok: false, key: 'openvpn.profileRunsProgram', directive });
  });

  it('refuses a program directive however it is spelled (--up, Up, after spaces)', () => {
    expect(parseOvpnProfile(profile('  --UP /tmp/x'))).toMatchObject({ ok: false, directive: 'up' });
  });

  it('refuses a profile without a remote, an unclosed block, control characters and one past 64 KB', () => {
    expect(parseOvpnProfile('client\ndev tun\n')).toEqual({ ok: false, key: 'openvpn.profileNoRemote' });
    expect(parseOvpnProfile('remote a.example.com\n<ca>\nxx\n')).toEqual({ ok: false, key: 'openvpn.profileInvalid' });
    expect(parseOvpnProfile('remote a.example.com\u0000\n')).toEqual({ ok: false, key: 'openvpn.profileInvalid' });
    expect(parseOvpnProfile(`remote a.example.com\n#${'x'.repeat(70 * 1024)}`)).toEqual({ ok: false, key: 'openvpn.profileTooLarge' });
  });

  it('lists ca/cert/key given as a file of another computer as not imported', () => {
    const parsed = parseOvpnProfile('remote 203.0.113.9 1194 udp\ndev tap0\nca /home/me/ca.crt\n');
    expect(parsed).toEqual({ ok: true, profile: { remote: '203.0.113.9', port: 1194, protocol: 'udp', device: 'tap', ignored: ['ca'] } });
  });

  it('says when the server asks a username and password, and takes them from an inline block (issue 30.9)', () => {
    expect(parseOvpnProfile('remote vpn.example.com\nauth-user-pass\n')).toEqual({ ok: true, profile: { remote: 'vpn.example.com', signsIn: true, ignored: [] } });
    expect(parseOvpnProfile('remote vpn.example.com\nauth-user-pass /home/me/pass.txt\n')).toMatchObject({ ok: true, profile: { signsIn: true } });
    const inline = parseOvpnProfile('remote vpn.example.com\n<auth-user-pass>\nanna\ns3cret pass\n</auth-user-pass>\n');
    expect(inline).toMatchObject({ ok: true, profile: { signsIn: true, username: 'anna', password: 's3cret pass', ignored: [] } });
  });
});

describe('auth-user-pass credentials', () => {
  const save = (username: string, password = 'pw') => set_openvpn.input.safeParse({ enabled: '0', remote: 'vpn.example.com', port: 1194, protocol: 'udp', device: 'tun', username, password });

  it('take one line of text of at most 128 characters', () => {
    expect(save('anna').success).toBe(true);
    expect(save('Anna Li', 'p@ss word-1').success).toBe(true);
    expect(save('x'.repeat(128)).success).toBe(true);
    expect(save('x'.repeat(129)).success).toBe(false);
  });

  it("refuse what openvpn.init's echo would mangle: line breaks, control characters and -n / -e alone", () => {
    for (const bad of ['anna\nremote evil.example', 'a\tb', '-n', '-e', '-neE']) expect(save(bad).success, bad).toBe(false);
    expect(save('anna', '-n').success).toBe(false);
    expect(save('-nick').success).toBe(true);
  });
});

describe('PEM fields', () => {
  const base = { enabled: '1', remote: 'vpn.example.com', port: 1194, protocol: 'udp', device: 'tun', ca: cert, cert, key };
  const errorsOf = (input: object) => set_openvpn.input.safeParse(input).error?.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`);

  it('takes PEM certificates (a chain too) and one key, and empty to keep the stored ones', () => {
    expect(isCertificatePem(cert + cert)).toBe(true);
    expect(isPrivateKeyPem(key)).toBe(true);
    expect(isPrivateKeyPem(key + key)).toBe(false);
    expect(errorsOf(base)).toBeUndefined();
    expect(errorsOf({ ...base, ca: '', cert: '', key: '' })).toBeUndefined();
  });

  it('refuses junk, a key in a certificate field, text around the PEM, newline injections and a huge paste', () => {
    expect(errorsOf({ ...base, ca: 'hello' })).toEqual(['ca:openvpn.certInvalid']);
    expect(errorsOf({ ...base, cert: key })).toEqual(['cert:openvpn.certInvalid']);
    expect(errorsOf({ ...base, key: cert })).toEqual(['key:openvpn.keyInvalid']);
    expect(errorsOf({ ...base, cert: `${cert}up /bin/sh\n` })).toEqual(['cert:openvpn.certInvalid']);
    expect(errorsOf({ ...base, remote: 'vpn.example.com\nup /bin/sh' })).toEqual(['remote:validation.ipOrHostname']);
    expect(errorsOf({ ...base, remote: '-oProxyCommand=x' })).toEqual(['remote:validation.ipOrHostname']);
    expect(errorsOf({ ...base, key: `-----BEGIN PRIVATE KEY-----\n${'A'.repeat(20_000)}\n-----END PRIVATE KEY-----\n` })).toContain('key:openvpn.pemTooLarge');
  });
});
