// Service on the router build over OpenWrt's real stack: the PPTP and L2TP clients saved over
// rpcd's uci (netifd's ppp protocols read them) with the tunnel in the wan zone as firewall4
// renders it; the tabs whose OpenWrt package this router lacks say which one to install; the vendor
// cloud's tabs are not offered (console-vendor-cloud.test.ts turns them on).
import { describe, expect, inject, it } from 'vitest';
import { clickAndAwaitSuccess } from '../e2e/support/browser';
import { consoleTabs } from './console-tabs';

const tools = inject('openwrtTools');
const tunnelPackages = {
  'etc/ppp/options.pptp': 'mppe required,no40,no56,stateless\n',
  'etc/init.d/xl2tpd': '#!/bin/sh /etc/rc.common\nSTART=60\n',
};

describe.skipIf(!tools)('Service on the real stack', () => {
  // what ppp-mod-pptp and xl2tpd install that the console asks for (router-packages.ts)
  const tabs = consoleTabs(tools, { extraFiles: tunnelPackages });

  for (const [tunnel, heading, server] of [
    ['pptp', 'PPTP client', 'vpn.example.com'],
    ['l2tp', 'L2TP client', '203.0.113.7'],
  ] as const) {
    it(`saves the ${tunnel.toUpperCase()} client, which uci reads back and fw4 masquerades`, async () => {
      await tabs.open(`service/${tunnel}`, heading);
      await tabs.page.getByRole('switch', { name: 'Enable' }).click();
      await tabs.page.getByLabel('Server address').fill(server);
      await tabs.page.getByLabel('Username').fill('alice');
      await tabs.page.getByLabel('Password', { exact: true }).fill('s3cret pass');
      if (tunnel === 'l2tp') {
        // the PPTP tunnel holds the default route already: one tunnel may
        await tabs.page.getByRole('button', { name: 'Advanced settings' }).click();
        await tabs.page.getByRole('switch', { name: 'Use default route' }).click();
      }
      await clickAndAwaitSuccess(tabs.page, tabs.save());
      const network = tabs.stack.uciShow('network');
      expect(network).toContain(`.proto='${tunnel}'`);
      expect(network).toContain(`.server='${server}'`);
      expect(network).toContain(".username='alice'");
      // the tunnel joins the wan zone: fw4 masquerades what leaves through it
      expect(tabs.stack.uciShow('firewall')).toMatch(new RegExp(`\\.network=.*'${tunnel}`));
      expect(tabs.renderedFirewall()).toMatch(/chain srcnat_wan \{[^}]*masquerade/);
    });
  }

  it('says WireGuard needs wireguard-tools and writes no wg0', async () => {
    await tabs.open('service/wireguard', 'WireGuard');
    await tabs.page.getByRole('switch', { name: 'WireGuard server' }).click();
    await tabs.save().click();
    await tabs.page.getByText(/needs the OpenWrt package wireguard-tools/).waitFor();
    expect(tabs.stack.uciShow('network')).not.toContain("proto='wireguard'");
  });

  it('says, on opening, that the OpenVPN client needs openvpn-openssl', async () => {
    await tabs.open('service/openvpn', 'OpenVPN client');
    await tabs.page.getByText(/needs the OpenWrt package openvpn-openssl/).first().waitFor();
  });

  it("does not offer the vendor cloud's tabs, whose files nothing on a stock OpenWrt reads: not in the menu, the search or by address", async () => {
    const { page } = tabs;
    await tabs.open('service/pptp', 'PPTP client');
    const serviceTabs = page.getByRole('navigation', { name: 'Service and application pages' });
    await serviceTabs.getByRole('link', { name: 'Traffic dispatch', exact: true }).waitFor();
    for (const name of ['Cloud', 'Cloud login', 'Cloud management', 'Speech control']) expect(await page.getByRole('link', { name, exact: true }).count()).toBe(0);
    await page.getByRole('button', { name: 'Search settings' }).click();
    // the search answers here (the tabs that stay are found)
    await page.getByRole('dialog').getByRole('combobox').fill('leasetime');
    await page.getByRole('dialog').getByRole('option').first().waitFor();
    for (const query of ['Voice platform', 'Cloud server', 'Management account']) {
      await page.getByRole('dialog').getByRole('combobox').fill(query);
      await expect.poll(() => page.getByRole('dialog').getByRole('status').textContent()).toBe('No setting matches.');
    }
    for (const route of ['cloud_login', 'cloud_control', 'speech']) {
      await page.goto('about:blank');
      await page.goto(`${tabs.stack.url}/routerd/#/service/${route}`);
      await page.getByRole('heading', { name: 'Page not found' }).waitFor();
      expect(await page.getByRole('switch').count()).toBe(0);
    }
  });
});
