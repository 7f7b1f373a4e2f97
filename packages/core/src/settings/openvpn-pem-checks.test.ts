// The OpenVPN PEM checks (asn1js, the same code on the daemon and on a router) give OpenSSL's
// answers (node:crypto here, the test's oracle) on real PEMs, and a translated field error, never an
// exception, on malformed ones.
import { createPrivateKey, generateKeyPairSync, X509Certificate, type KeyObject } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openvpnPems } from '../../../device/test-support/openvpn-pems';
import { describeCertificate, pemErrors } from './openvpn-pem-checks';

const pems = openvpnPems();
const none = { ca: '', cert: '', key: '' };
const der = (pem: string) => Buffer.from(pem.replace(/-----[A-Z ]+-----/g, '').replace(/\s/g, ''), 'base64');
const pemOf = (label: string, bytes: Uint8Array) => `-----BEGIN ${label}-----\n${(Buffer.from(bytes).toString('base64').match(/.{1,64}/g) ?? []).join('\n')}\n-----END ${label}-----\n`;
const withOuterLength = (bytes: Buffer, delta: number) => {
  // the fixtures' outer SEQUENCEs have a two-byte length (30 82 hi lo)
  const copy = Buffer.from(bytes);
  copy.writeUInt16BE(copy.readUInt16BE(2) + delta, 2);
  return copy;
};

describe('the OpenVPN PEM checks', () => {
  it("reads a certificate's subject and expiry as OpenSSL does: EC and RSA, UTF-8 names, UTCTime and GeneralizedTime", () => {
    for (const pem of [pems.ca, pems.cert, pems.otherCert, pems.rsaCert, pems.rsaPssCert, pems.ed25519Cert]) {
      const openssl = new X509Certificate(pem);
      expect(describeCertificate(pem)).toEqual({ subject: openssl.subject.split('\n').join(', '), expires: new Date(openssl.validTo).toISOString() });
    }
    expect(describeCertificate(pems.rsaCert)).toEqual({ subject: 'C=CN, ST=Zhejiang, O=Example 路由器, OU=VPN, CN=rsa-client, emailAddress=vpn@example.com', expires: '2036-11-24T09:48:13.000Z' });
    expect(describeCertificate('-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----\n')).toEqual({ subject: '', expires: '' });
    // a CA file may hold a chain
    expect(pemErrors(none, { ca: `${pems.ca}${pems.rsaCert}${pems.ed25519Cert}` })).toEqual([]);
  });

  it('accepts a key of its certificate and refuses one of another, where OpenSSL does, in PKCS #1, SEC 1 and PKCS #8', () => {
    const rsa = createPrivateKey(pems.rsaKey);
    const pairs = [
      [pems.cert, pems.key],
      [pems.cert, pems.otherKey],
      [pems.otherCert, pems.key],
      [pems.rsaCert, pems.rsaKey],
      [pems.rsaCert, rsa.export({ format: 'pem', type: 'pkcs8' }).toString()],
      [pems.rsaCert, pems.key],
      [pems.rsaPssCert, pems.rsaPssKey],
      [pems.rsaPssCert, pems.rsaKey],
      [pems.rsaCert, pems.rsaPssKey],
      [pems.cert, pems.rsaKey],
      [pems.cert, createPrivateKey(pems.key).export({ format: 'pem', type: 'sec1' }).toString()],
      [pems.cert, generateKeyPairSync('ec', { namedCurve: 'prime256v1' }).privateKey.export({ format: 'pem', type: 'sec1' }).toString()],
      [pems.rsaCert, generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey.export({ format: 'pem', type: 'pkcs1' }).toString()],
    ];
    for (const [cert, key] of pairs) {
      const matches = new X509Certificate(cert!).checkPrivateKey(createPrivateKey(key!));
      expect(pemErrors({ ...none, cert: cert!, key: key! }, { key })).toEqual(matches ? [] : [{ field: 'key', key: 'openvpn.keyMismatch' }]);
    }
    // A new certificate against the stored key: the certificate is the one refused.
    expect(pemErrors({ ...none, cert: pems.otherCert, key: pems.key }, { cert: pems.otherCert })).toEqual([{ field: 'cert', key: 'openvpn.keyMismatch' }]);
  });

  it('takes Ed25519 and Ed448 keys, whose public half it cannot compare (openvpn refuses a wrong one when it starts), and no key that signs no handshake, nor an encrypted one', () => {
    expect(new X509Certificate(pems.ed25519Cert).checkPrivateKey(createPrivateKey(pems.ed25519Key))).toBe(true);
    expect(pemErrors({ ...none, cert: pems.ed25519Cert, key: pems.ed25519Key }, { cert: pems.ed25519Cert, key: pems.ed25519Key })).toEqual([]);
    const pkcs8 = (key: KeyObject) => key.export({ format: 'pem', type: 'pkcs8' }).toString();
    const ed448 = pkcs8(generateKeyPairSync('ed448').privateKey);
    expect(pemErrors({ ...none, cert: pems.ed25519Cert, key: ed448 }, { key: ed448 })).toEqual([]);
    const x25519 = pkcs8(generateKeyPairSync('x25519').privateKey);
    const dsa = pkcs8(generateKeyPairSync('dsa', { modulusLength: 2048, divisorLength: 256 }).privateKey);
    for (const key of [x25519, dsa]) expect(pemErrors({ ...none, cert: pems.cert, key }, { key })).toEqual([{ field: 'key', key: 'openvpn.keyInvalid' }]);
    expect(pemErrors({ ...none, cert: pems.cert, key: pems.encryptedKey }, { key: pems.encryptedKey })).toEqual([{ field: 'key', key: 'openvpn.keyEncrypted' }]);
  });

  it('refuses malformed certificates with certInvalid, never throwing: truncated, wrong lengths, huge lengths, no DER, a key, extra bytes, deep nesting', () => {
    const cert = der(pems.cert);
    const malformed = [
      pemOf('CERTIFICATE', cert.subarray(0, cert.length / 2)),
      pemOf('CERTIFICATE', cert.subarray(0, cert.length - 1)),
      pemOf('CERTIFICATE', withOuterLength(cert, 1)),
      pemOf('CERTIFICATE', withOuterLength(cert, -1)),
      pemOf('CERTIFICATE', Buffer.from([0x30, 0x84, 0xff, 0xff, 0xff, 0xff, 0x02, 0x01, 0x00])),
      pemOf('CERTIFICATE', Buffer.from([0x30, 0x88, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x02, 0x01, 0x00])),
      pemOf('CERTIFICATE', Buffer.from([0x30, 0x8f, ...Array<number>(15).fill(0xff)])),
      pemOf('CERTIFICATE', Buffer.from('Hello world, not DER at all')),
      '-----BEGIN CERTIFICATE-----\nAA=A\n-----END CERTIFICATE-----\n',
      pemOf('CERTIFICATE', der(pems.key)),
      pemOf('CERTIFICATE', Buffer.concat([cert, Buffer.from([0x05, 0x00])])),
      pemOf('CERTIFICATE', Buffer.from([...Array<number>(500).fill(0x30).flatMap(() => [0x30, 0x80]), ...Array<number>(1000).fill(0)])),
      pemOf('CERTIFICATE', Buffer.alloc(0)),
    ];
    for (const pem of malformed) {
      expect(pemErrors(none, { cert: pem }), pem).toEqual([{ field: 'cert', key: 'openvpn.certInvalid' }]);
      expect(pemErrors(none, { ca: `${pems.ca}${pem}` }), pem).toEqual([{ field: 'ca', key: 'openvpn.certInvalid' }]);
      expect(describeCertificate(pem)).toEqual({ subject: '', expires: '' });
    }
  });

  it('refuses malformed keys with keyInvalid, never throwing: truncated, wrong lengths, huge lengths, no DER, a certificate, the wrong kind of key', () => {
    const key = der(pems.rsaKey);
    const malformed = [
      pemOf('RSA PRIVATE KEY', key.subarray(0, 40)),
      pemOf('RSA PRIVATE KEY', withOuterLength(key, 1)),
      pemOf('RSA PRIVATE KEY', withOuterLength(key, -1)),
      pemOf('PRIVATE KEY', Buffer.from([0x30, 0x84, 0x7f, 0xff, 0xff, 0xff, 0x02, 0x01, 0x00])),
      pemOf('EC PRIVATE KEY', Buffer.from([0x30, 0x06, 0x02, 0x01, 0x01, 0x04, 0x85, 0xff])),
      pemOf('PRIVATE KEY', Buffer.from('Hello world')),
      pemOf('PRIVATE KEY', der(pems.cert)),
      pemOf('EC PRIVATE KEY', key),
      pemOf('RSA PRIVATE KEY', der(pems.key)),
      // PKCS #8 whose RSA key is only a modulus: no RSAPrivateKey
      pemOf('PRIVATE KEY', der(createPrivateKey(pems.rsaKey).export({ format: 'pem', type: 'pkcs8' }).toString()).subarray(0, 60)),
    ];
    for (const pem of malformed) expect(pemErrors({ ...none, cert: pems.cert, key: pem }, { key: pem }), pem).toEqual([{ field: 'key', key: 'openvpn.keyInvalid' }]);
  });
});
