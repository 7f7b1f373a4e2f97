// The router's PEM checks in the browser (pem-der.ts) give the Node daemon's answers
// (settings/openvpn-pem-files.ts, node:crypto) on the same PEMs.
import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openvpnPems } from '../../test-support/openvpn-pems';
import * as onNode from '../settings/openvpn-pem-files';
import { FakeUbus } from '../../test-support/fake-ubus';
import { coreAclNeeds } from './core-acl-needs';
import { describeCertificate, pemErrors, routerOpenvpnPems } from './router-openvpn-pems';

const pems = openvpnPems();
const none = { ca: '', cert: '', key: '' };

describe('the OpenVPN PEMs on a router', () => {
  it("reads a certificate's subject and expiry as node:crypto does", () => {
    for (const pem of [pems.ca, pems.cert, pems.otherCert]) expect(describeCertificate(pem)).toEqual(onNode.describeCertificate(pem));
    expect(describeCertificate(pems.cert)).toEqual({ subject: 'CN=router-client', expires: '2126-11-01T17:00:28.000Z' });
    expect(describeCertificate('-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----\n')).toEqual({ subject: '', expires: '' });
  });

  it('gives the daemon\'s verdicts: a matching pair, a key of another certificate, an encrypted key, no certificate', () => {
    const rsaKey = generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey.export({ format: 'pem', type: 'pkcs1' }).toString();
    const ecSec1 = generateKeyPairSync('ec', { namedCurve: 'prime256v1' }).privateKey.export({ format: 'pem', type: 'sec1' }).toString();
    const cases = [
      [{ ...none, ca: pems.ca, cert: pems.cert, key: pems.key }, { ca: pems.ca, cert: pems.cert, key: pems.key }],
      [{ ...none, cert: pems.cert, key: pems.otherKey }, { key: pems.otherKey }],
      [{ ...none, cert: pems.otherCert, key: pems.key }, { cert: pems.otherCert }],
      [{ ...none, cert: pems.cert, key: pems.encryptedKey }, { key: pems.encryptedKey }],
      [{ ...none, cert: pems.cert, key: rsaKey }, { key: rsaKey }],
      [{ ...none, cert: pems.cert, key: ecSec1 }, { key: ecSec1 }],
      [{ ...none, ca: pems.key }, { ca: pems.key }],
      [{ ...none, key: '-----BEGIN PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----\n' }, { key: '-----BEGIN PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----\n' }],
    ] as const;
    for (const [stored, given] of cases) expect(pemErrors(stored, given)).toEqual(onNode.pemErrors(stored, given));
    expect(pemErrors({ ...none, cert: pems.cert, key: pems.otherKey }, { key: pems.otherKey })).toEqual([{ field: 'key', key: 'openvpn.keyMismatch' }]);
  });

  it('reads the stored PEMs from /etc/openvpn through rpcd, a missing one as empty', async () => {
    const ubus = new FakeUbus(coreAclNeeds).onRead('/etc/openvpn/client-ca.crt', pems.ca);
    expect(await routerOpenvpnPems(ubus).read()).toEqual({ ca: pems.ca, cert: '', key: '' });
  });
});
