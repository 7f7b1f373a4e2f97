// The router's OpenVPN PEMs: read from /etc/openvpn through rpcd, checked in the browser by the
// daemon's own code (settings/openvpn-pem-checks.test.ts tests the checks against OpenSSL).
import { describe, expect, it } from 'vitest';
import { openvpnPems } from '../../../device/test-support/openvpn-pems';
import { FakeUbus } from '../../../device/test-support/fake-ubus';
import { coreAclNeeds } from './core-acl-needs';
import { routerOpenvpnPems } from './router-openvpn-pems';

const pems = openvpnPems();

describe('the OpenVPN PEMs on a router', () => {
  it('reads the stored PEMs from /etc/openvpn through rpcd, a missing one as empty', async () => {
    const ubus = new FakeUbus(coreAclNeeds).onRead('/etc/openvpn/client-ca.crt', pems.ca);
    expect(await routerOpenvpnPems(ubus).read()).toEqual({ ca: pems.ca, cert: '', key: '' });
  });

  it("shows a certificate's subject and refuses a key of another certificate, in the browser's code", () => {
    const onRouter = routerOpenvpnPems(new FakeUbus(coreAclNeeds));
    expect(onRouter.describeCertificate(pems.cert)).toEqual({ subject: 'CN=router-client', expires: '2126-11-01T17:00:28.000Z' });
    expect(onRouter.pemErrors({ ca: '', cert: pems.cert, key: pems.otherKey }, { key: pems.otherKey })).toEqual([{ field: 'key', key: 'openvpn.keyMismatch' }]);
  });
});
