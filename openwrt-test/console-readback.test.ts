// Tabs of the router build saved through Chromium over OpenWrt's real stack and read back by
// OpenWrt's own uci (issue 27.5), on a router with nft-qos installed; the header and footer from
// the session, procd and netifd; the system log and traffic statistics with the router's data.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { clickAndAwaitSuccess } from '../e2e/support/browser';
import { consoleTabs, keepNewSettings } from './console-tabs';
import type { OpenWrtStack } from './stack';
import { TxPowerDbm } from '../packages/contract/src/ops/wifi/wifi-rules';

const tools = inject('openwrtTools');
// nft-qos as its package installs it: the init script rpcd's `rc list` finds (router-packages.ts)
// and its shipped /etc/config/nft-qos (files/nft-qos.config, the static limit's part); ppp-mod-pptp
const installed = {
  'etc/init.d/nft-qos': '#!/bin/sh /etc/rc.common\nSTART=99\n',
  // ppp-mod-pptp's options.pptp, which the VPN overview's MPPE switch edits (pptp-options.ts)
  'etc/ppp/options.pptp': 'noipdefault\nnoauth\nnobsdcomp\nnodeflate\nidle 0\nmppe required,no40,no56,stateless\nmaxfail 0\n',
  'etc/config/nft-qos': "config default 'default'\n\toption limit_enable '0'\n\toption limit_type 'static'\n\toption static_unit_dl 'kbytes'\n\toption static_unit_ul 'kbytes'\n\toption static_rate_dl '50'\n\toption static_rate_ul '50'\n",
};

describe.skipIf(!tools)('tabs read back on the real stack', () => {
  const tabs = consoleTabs(tools, { extraFiles: installed });
  let stack: OpenWrtStack;
  let page: Page;
  beforeAll(() => ({ stack, page } = tabs));

  const open = async (route: string) => {
    await page.goto('about:blank');
    return tabs.problemsOn(route);
  };
  const clean = { errors: [], alerts: [], failed: 0 };

  it("shows the signed-in account (root) in the header and br-lan's MAC from netifd in the footer", async () => {
    await open('/home');
    await expect.poll(() => page.locator('header').innerText()).toContain('root');
    expect(await page.locator('header').innerText()).not.toContain('admin');
    await expect.poll(() => page.locator('footer').innerText()).toContain('02:11:22:33:44:50');
  });

  it("shows logd's lines on the system log and netifd's counters on the traffic statistics", async () => {
    let problems = await open('/system/log');
    await expect.poll(() => page.locator('main').innerText()).toContain('DHCPACK(br-lan) 192.168.1.101');
    expect(await problems()).toEqual(clean);
    problems = await open('/system/flow');
    await expect.poll(() => page.locator('main').innerText()).toContain('br-lan');
    expect(await problems()).toEqual(clean);
  });

  it('5G: a new SSID, kept through the dialog, is the radio1 wifi-iface ssid', async () => {
    const problems = await open('/wifi/5g');
    const settings = page.getByRole('region', { name: '5G Wi-Fi', exact: true });
    const ssid = settings.getByRole('textbox', { name: 'SSID', exact: true });
    await expect.poll(() => ssid.inputValue()).toBe('OpenWrt');
    expect(await problems()).toEqual(clean);
    await ssid.fill('Router 5G');
    await settings.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Save', exact: true }).click();
    await keepNewSettings(page);
    expect(stack.uciShow('wireless')).toContain("wireless.default_radio1.ssid='Router 5G'");
  });

  it('WAN: a static address, kept through the dialog, is network.wan with its DNS', async () => {
    const problems = await open('/network/wan');
    await page.getByLabel('Connection type').waitFor();
    expect(await problems()).toEqual(clean);
    await page.getByLabel('Connection type').selectOption('static');
    await page.getByLabel('IP address', { exact: true }).fill('203.0.113.9');
    await page.getByLabel('Subnet mask').fill('255.255.255.0');
    await page.getByLabel('Default gateway').fill('203.0.113.1');
    await page.getByLabel('Primary DNS').fill('1.1.1.1');
    await tabs.save().click();
    await keepNewSettings(page);
    const network = stack.uciShow('network');
    for (const line of ["network.wan.proto='static'", "network.wan.ipaddr='203.0.113.9'", "network.wan.netmask='255.255.255.0'", "network.wan.gateway='203.0.113.1'", "network.wan.dns='1.1.1.1'"]) expect(network).toContain(line);
  });

  it('Static routes: a route is a network route section with its target, mask, gateway and metric', async () => {
    const problems = await open('/network/router');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    expect(await problems()).toEqual(clean);
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Interface').selectOption('lan');
    await dialog.getByLabel('Host IP or network').fill('10.20.0.0');
    await dialog.getByLabel('Subnet mask').fill('255.255.0.0');
    await dialog.getByLabel('Gateway').fill('192.168.1.254');
    await dialog.getByRole('spinbutton', { name: /^Metric/ }).or(dialog.getByRole('textbox', { name: /^Metric/ })).fill('5');
    await clickAndAwaitSuccess(page, dialog.getByRole('button', { name: 'Save', exact: true }));
    const network = stack.uciShow('network');
    expect(network).toMatch(/network\.@route\[0\]=route\n/);
    for (const option of ["interface='lan'", "target='10.20.0.0'", "netmask='255.255.0.0'", "gateway='192.168.1.254'", "metric='5'"]) expect(network).toContain(`network.@route[0].${option}`);
  });

  it("QoS: a rate limit is nft-qos' download and upload pair in bytes, and limit_enable", async () => {
    const problems = await open('/network/qos');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    expect(await problems()).toEqual(clean);
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Limited object').fill('192.168.1.20');
    await dialog.getByLabel('Upload').fill('512');
    await dialog.getByLabel('Download').fill('8192');
    await dialog.getByLabel('Description').fill('kids');
    await clickAndAwaitSuccess(page, dialog.getByRole('button', { name: 'Save', exact: true }));
    await page.getByRole('switch', { name: 'QoS' }).click();
    await tabs.save().click();
    await expect.poll(() => stack.uciShow('nft-qos')).toContain("nft-qos.default.limit_enable='1'");
    const qos = stack.uciShow('nft-qos');
    // 1 Kb/s is 125 bytes/s (qos.ts)
    expect(qos).toMatch(/nft-qos\.@download\[0\]\.ipaddr='192\.168\.1\.20'\n(.*\n)*?nft-qos\.@download\[0\]\.rate='1024000'/);
    expect(qos).toMatch(/nft-qos\.@upload\[0\]\.ipaddr='192\.168\.1\.20'\n(.*\n)*?nft-qos\.@upload\[0\]\.rate='64000'/);
    expect(qos).toContain(".hostname='kids'");
  });

  it('Visitor Wi-Fi: the guest network on both bands is its wifi-iface with its SSID and key', async () => {
    const problems = await open('/wifi/visitor');
    const guest = page.getByRole('region', { name: 'Guest network' });
    await guest.getByRole('switch', { name: 'Status' }).click();
    expect(await problems()).toEqual(clean);
    await guest.getByLabel('2.4G and 5G').check();
    await guest.getByLabel('Guest network name').fill('Visitors');
    await guest.getByLabel('Password', { exact: true }).fill('guest-Pass-9');
    await guest.getByRole('button', { name: 'Save', exact: true }).click();
    await clickAndAwaitSuccess(page, page.getByRole('alertdialog').getByRole('button', { name: 'Save', exact: true }));
    const wireless = stack.uciShow('wireless');
    expect(wireless.match(/\.ssid='Visitors'/g)).toHaveLength(2);
    expect(wireless.match(/\.key='guest-Pass-9'/g)).toHaveLength(2);
  });

  it('Signal: the transmit power levels are each radio\'s txpower in dBm', async () => {
    const problems = await open('/wifi/signal');
    const power = page.getByRole('region', { name: 'Transmit power' });
    await power.getByRole('group', { name: '2.4G transmit power' }).getByLabel('Low').check();
    expect(await problems()).toEqual(clean);
    await power.getByRole('group', { name: '5G transmit power' }).getByLabel('Medium').check();
    await power.getByRole('button', { name: 'Save', exact: true }).click();
    // saving restarts the radio: the console asks first
    await clickAndAwaitSuccess(page, page.getByRole('alertdialog').getByRole('button', { name: 'Save', exact: true }));
    const wireless = stack.uciShow('wireless');
    expect(wireless).toContain(`wireless.radio0.txpower='${TxPowerDbm['2g'].low}'`);
    expect(wireless).toContain(`wireless.radio1.txpower='${TxPowerDbm['5g'].medium}'`);
  });

  it("4G: the ISP's APN and the PIN are network.wwan's, the ISP choice the console's own cellular file", async () => {
    const problems = await open('/network/net_type');
    await page.getByLabel('APN').waitFor();
    expect(await problems()).toEqual(clean);
    await page.getByLabel('ISP').selectOption('cucc');
    await page.getByLabel('PIN').fill('2468');
    await clickAndAwaitSuccess(page, tabs.save());
    const network = stack.uciShow('network');
    expect(network).toContain("network.wwan.apn='3gnet'");
    expect(network).toContain("network.wwan.pincode='2468'");
    expect(stack.uciShow('cellular')).toContain("='cucc'");
  });

  it('SIMs: the switch-over policy is the console\'s own sims file', async () => {
    const problems = await open('/network/sims');
    await page.getByLabel('Switch after no service for').waitFor();
    expect(await problems()).toEqual(clean);
    await page.getByLabel('Switch after no service for').fill('120');
    await page.getByRole('switch', { name: 'Switch back' }).click();
    // The tab has a second form, the data caps (issue 31.3).
    await clickAndAwaitSuccess(page, page.getByRole('region', { name: 'SIM cards' }).getByRole('button', { name: 'Save', exact: true }));
    const sims = stack.uciShow('sims');
    expect(sims).toContain("='120'");
  });

  it('VPN overview: a PPTP client with MPPE off is network.pptp with nomppe, and options.pptp without its mppe line', async () => {
    const problems = await open('/service/vpn');
    await page.getByLabel('Type').selectOption({ label: 'PPTP' });
    expect(await problems()).toEqual(clean);
    await page.getByLabel('Server address').fill('vpn.example.com');
    await page.getByLabel('Username').fill('alice');
    await page.getByLabel('Password', { exact: true }).fill('s3cret pass');
    await page.getByLabel('PPTP encryption (MPPE)').selectOption({ label: 'Off' });
    await clickAndAwaitSuccess(page, tabs.save());
    const network = stack.uciShow('network');
    for (const line of ["network.pptp.proto='pptp'", "network.pptp.server='vpn.example.com'", "network.pptp.username='alice'", "network.pptp.pppd_options='nomppe'"]) expect(network).toContain(line);
    await expect.poll(() => readFileSync(join(stack.root, 'etc/ppp/options.pptp'), 'utf8')).toMatch(/^#mppe required,no40,no56,stateless # routerd: MPPE off$/m);
  });

  it('Site survey lists what iwinfo scan found', async () => {
    const problems = await open('/utils/investigate');
    await page.getByText('ChinaNet-5aF3').waitFor();
    expect(await problems()).toEqual(clean);
  });
});
