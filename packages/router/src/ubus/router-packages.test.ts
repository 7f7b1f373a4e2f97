// What a page load asks rpcd about the router's packages: once for an installed one, again after
// a few seconds for a missing one (installed meanwhile, the retry finds it).
import { describe, expect, it } from 'vitest';
import { FakeUbus } from '../../../device/test-support/fake-ubus';
import { platformAclNeeds } from './platform-acl-needs';
import { RouterPackageChecks } from './router-packages';
import { MissingPackageError } from '@rc/core/errors/missing-package-error';

function router(scripts: string[]) {
  const ubus = new FakeUbus(platformAclNeeds).on('rc', 'list', ({ name }: Record<string, unknown>) => (scripts.includes(String(name)) ? { [String(name)]: { start: 90, enabled: true } } : {}));
  let clock = 0;
  const checks = new RouterPackageChecks(ubus, () => clock);
  const asked = () => ubus.calls.filter((call) => call.object === 'rc' || call.object === 'file').length;
  return { ubus, checks, asked, later: (ms: number) => (clock += ms) };
}

describe('the router packages a page load asks for', () => {
  it('asks rpcd once about an installed package, however many ops need it', async () => {
    const { checks, asked, later } = router(['nft-qos']);
    await Promise.all([checks.require('nft-qos'), checks.require('nft-qos')]);
    later(3_600_000);
    await checks.require('nft-qos');
    expect(asked()).toBe(1);
  });

  it('answers a missing package from what it heard for a few seconds, then asks again', async () => {
    const { checks, asked, later } = router([]);
    await expect(checks.require('xl2tpd')).rejects.toEqual(new MissingPackageError('xl2tpd'));
    await expect(checks.require('xl2tpd')).rejects.toEqual(new MissingPackageError('xl2tpd'));
    expect(asked()).toBe(1);
    later(10_000);
    await expect(checks.require('xl2tpd')).rejects.toEqual(new MissingPackageError('xl2tpd'));
    expect(asked()).toBe(2);
  });

  it("finds ppp-mod-pptp by its /etc/ppp/options.pptp (it has no init script)", async () => {
    const { ubus, checks } = router([]);
    await expect(checks.require('ppp-mod-pptp')).rejects.toEqual(new MissingPackageError('ppp-mod-pptp'));
    ubus.onRead('/etc/ppp/options.pptp', 'mppe required,no40,no56,stateless\n');
    await expect(new RouterPackageChecks(ubus).require('ppp-mod-pptp')).resolves.toBeUndefined();
  });

  it.each([
    ['uqmi', '/lib/netifd/proto/qmi.sh'],
    ['umbim', '/lib/netifd/proto/mbim.sh'],
    ['comgt-ncm', '/lib/netifd/proto/ncm.sh'],
    ['comgt', '/lib/netifd/proto/3g.sh'],
  ] as const)('finds %s by the protocol handler it installs for netifd (%s)', async (pkg, path) => {
    const { ubus, checks } = router([]);
    await expect(checks.require(pkg)).rejects.toEqual(new MissingPackageError(pkg));
    ubus.onRead(path, '#!/bin/sh\n');
    await expect(new RouterPackageChecks(ubus).require(pkg)).resolves.toBeUndefined();
  });
});
