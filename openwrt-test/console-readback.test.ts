// Tabs of the router build saved through Chromium over OpenWrt's real stack and read back by
// OpenWrt's own uci (issue 27.5), on a router with nft-qos installed; the header and footer from
// the session, procd and netifd; the system log and traffic statistics with the router's data.
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { clickAndAwaitSuccess } from '../e2e/support/browser';
import { cleanPage, consoleTabs, keepNewSettings } from './console-tabs';
import type { OpenWrtStack } from './stack';
import { arpNeighbours } from './arp-neighbours';
import { TxPowerDbm } from '../packages/contract/src/ops/wifi/wifi-rules';

const tools = inject('openwrtTools');
const pem = (name: string) => readFileSync(join(import.meta.dirname, '../packages/core/src/ops/service/fixtures/openvpn', name), 'utf8');
// nft-qos as its package installs it: the init script rpcd's `rc list` finds (router-packages.ts)
// and its shipped /etc/config/nft-qos (files/nft-qos.config, the static limit's part); ppp-mod-pptp
const installed = {
  'etc/init.d/nft-qos': '#!/bin/sh /etc/rc.common\nSTART=99\n',
  // ppp-mod-pptp's options.pptp, which the VPN overview's MPPE switch edits (pptp-options.ts)
  'etc/ppp/options.pptp': 'noipdefault\nnoauth\nnobsdcomp\nnodeflate\nidle 0\nmppe required,no40,no56,stateless\nmaxfail 0\n',
  'etc/config/nft-qos': "config default 'default'\n\toption limit_enable '0'\n\toption limit_type 'static'\n\toption static_unit_dl 'kbytes'\n\toption static_unit_ul 'kbytes'\n\toption static_rate_dl '50'\n\toption static_rate_ul '50'\n",
  // mwan3: its init script and its shipped /etc/config/mwan3 (net/mwan3/files/etc/config/mwan3, abridged)
  'etc/init.d/mwan3': '#!/bin/sh /etc/rc.common\nSTART=19\n',
  'etc/config/mwan3': "config globals 'globals'\n\toption mmx_mask '0x3F00'\n\nconfig interface 'wan'\n\toption enabled '1'\n\tlist track_ip '1.1.1.1'\n\toption family 'ipv4'\n\toption reliability '1'\n\nconfig member 'wan_m1_w3'\n\toption interface 'wan'\n\toption metric '1'\n\toption weight '3'\n\nconfig policy 'wan_only'\n\tlist use_member 'wan_m1_w3'\n\nconfig rule 'default_rule_v4'\n\toption dest_ip '0.0.0.0/0'\n\toption use_policy 'wan_only'\n\toption family 'ipv4'\n",
  // apfree-wifidog: its init script and its shipped /etc/config/wifidogx (portal off)
  'etc/init.d/wifidogx': '#!/bin/sh /etc/rc.common\nSTART=99\n',
  'etc/config/wifidogx': "config wifidogx 'common'\n\toption enabled '0'\n",
  // openvpn-openssl: its init script, its /etc/openvpn folder and its shipped config (a disabled sample)
  'etc/init.d/openvpn': '#!/bin/sh /etc/rc.common\nSTART=90\n',
  'etc/openvpn/.keep': '',
  'etc/config/openvpn': "config openvpn 'sample_client'\n\toption enabled '0'\n\toption client '1'\n",
  // ddns-scripts: its init script, its shipped /etc/config/ddns (the disabled sample service) and
  // the record of an update its updater made before (dynamic_dns_updater.sh: <section>.update)
  'etc/init.d/ddns': '#!/bin/sh /etc/rc.common\nSTART=95\n',
  'etc/config/ddns': "config ddns 'global'\n\toption ddns_dateformat '%F %R'\n\toption ddns_loglines '250'\n\nconfig service 'myddns_ipv4'\n\toption enabled '0'\n\toption lookup_host 'yourhost.example.com'\n\toption domain 'yourhost.example.com'\n\toption service_name 'dyndns.org'\n\toption interface 'wan'\n",
  'run/ddns/myddns_ipv4.update': '5000\n',
};
// ddns-scripts' dynamic_dns_lucihelper.sh -S SECTION -- start: the updater goes to the background,
// its stdout and stderr still open (the plugin must not wait for them), and records its update
const ddnsHelper = `#!/bin/sh
echo "$*" >> /tmp/ddns-helper-record
[ -e "/var/run/ddns/$2.update" ] && echo "the last update was not forgotten" >> /tmp/ddns-helper-record
[ "$1 $3 $4" = "-S -- start" ] || exit 255
( sleep 1; echo 7300 > "/var/run/ddns/$2.update"; echo 100.64.12.34 > "/var/run/ddns/$2.ip"; sleep 30 ) &
exit 0
`;

// uqmi's protocol handler, which netifd runs for the stock proto 'qmi' of network.wwan (umbim's is not installed)
const programs = { '/usr/lib/ddns/dynamic_dns_lucihelper.sh': ddnsHelper, '/lib/netifd/proto/qmi.sh': '#!/bin/sh\n' };

describe.skipIf(!tools)('tabs read back on the real stack', () => {
  const tabs = consoleTabs(tools, { extraFiles: installed, programs });

  let stack: OpenWrtStack;
  let page: Page;
  beforeAll(() => ({ stack, page } = tabs));

  const open = (route: string) => tabs.reopen(route);
  const clean = cleanPage;

  it("shows the signed-in account (root) in the header and br-lan's MAC from netifd in the footer", async () => {
    await open('/home');
    await expect.poll(() => page.locator('header').innerText(), { timeout: 10_000 }).toContain('root');
    expect(await page.locator('header').innerText()).not.toContain('admin');
    await expect.poll(() => page.locator('footer').innerText(), { timeout: 10_000 }).toContain('02:11:22:33:44:50');
  });

  it("shows logd's lines on the system log and netifd's counters on the traffic statistics", async () => {
    let problems = await open('/system/log');
    // logread runs through rpcd's file exec: more than expect.poll's default second on a busy machine
    await expect.poll(() => page.locator('main').innerText(), { timeout: 10_000 }).toContain('DHCPACK(br-lan) 192.168.1.101');
    expect(await problems()).toEqual(clean);
    problems = await open('/system/flow');
    await expect.poll(() => page.locator('main').innerText(), { timeout: 10_000 }).toContain('br-lan');
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

  it('4G: MBIM dialing without umbim installed names the package and changes nothing', async () => {
    const problems = await open('/network/net_type');
    await page.getByLabel('APN').waitFor();
    expect(await problems()).toEqual(clean);
    const before = stack.uciShow('network');
    await page.getByLabel('Dialing method').selectOption({ label: 'MBIM' });
    await tabs.save().click();
    await page.getByText(/needs the OpenWrt package umbim/).waitFor();
    expect(stack.uciShow('network')).toBe(before);
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

  it("Terminal: a client's new name is a dhcp host with its MAC and name, as dnsmasq.init's dhcp_host_add reads it", async (ctx) => {
    // The clients are the kernel's ARP table (rpcd reads this machine's /proc/net/arp): none, nothing to rename.
    const neighbour = arpNeighbours().find((entry) => entry.device !== 'wan');
    if (!neighbour) return ctx.skip();
    const problems = await open('/network/terminal');
    await page.getByRole('button', { name: /^Rename / }).first().click();
    expect(await problems()).toEqual(clean);
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name', { exact: true }).fill('Living-room-TV');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    const dhcp = stack.uciShow('dhcp');
    expect(dhcp).toMatch(/dhcp\.@host\[\d+\]\.name='Living-room-TV'/);
    expect(dhcp.toUpperCase()).toContain(`.MAC='${neighbour.mac.toUpperCase()}'`);
  });

  it('Wi-Fi scan: joining a network is wireless.apclient in sta mode on network apclient, in the wan zone', async () => {
    const problems = await open('/wifi/scan');
    const table = page.getByRole('table', { name: 'Networks in range, strongest first' });
    await table.getByRole('button', { name: 'Connect to ChinaNet-5aF3' }).first().click();
    expect(await problems()).toEqual(clean);
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Password').fill('upstream-Key-1');
    await clickAndAwaitSuccess(page, dialog.getByRole('button', { name: 'Connect', exact: true }));
    // mac80211.sh and hostapd.sh's wpa_supplicant set-up read the wifi-iface; netifd the interface
    const wireless = stack.uciShow('wireless');
    for (const line of ["wireless.apclient=wifi-iface", "wireless.apclient.mode='sta'", "wireless.apclient.network='apclient'", "wireless.apclient.ssid='ChinaNet-5aF3'", "wireless.apclient.key='upstream-Key-1'"]) expect(wireless).toContain(line);
    expect(stack.uciShow('network')).toContain("network.apclient.proto='dhcp'");
    expect(stack.uciShow('firewall')).toMatch(/firewall\.@zone\[\d+\]\.network=.*'apclient'/);
  });

  it("Certification: the portal is apfree-wifidog's wifidogx common and gateway sections, as wifidogx.init reads them", async () => {
    const problems = await open('/service/certification');
    await page.getByRole('switch', { name: 'Portal authentication' }).click();
    expect(await problems()).toEqual(clean);
    const field = (label: string) => page.getByLabel(new RegExp(`^${label}\\*?$`));
    await field('Server address').fill('auth.example.com');
    await field('Port').fill('8080');
    await field('Path').fill('/wifidog/');
    await field('Health check interval').fill('90');
    await clickAndAwaitSuccess(page, tabs.save());
    const portal = stack.uciShow('wifidogx');
    for (const line of ["wifidogx.common.enabled='1'", "wifidogx.common.auth_server_hostname='auth.example.com'", "wifidogx.common.auth_server_port='8080'", "wifidogx.common.auth_server_path='/wifidog/'", "wifidogx.common.check_interval='90'"]) expect(portal).toContain(line);
    expect(portal).toMatch(/wifidogx\.\w+\.gateway_name='br-lan'/);
  });

  it("Traffic dispatch: a rule is mwan3's rule with its source and policy, before default_rule_v4", async () => {
    const problems = await open('/service/dispatch');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    expect(await problems()).toEqual(clean);
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('LAN host or network').fill('192.168.1.104');
    await dialog.getByLabel('Uplink').selectOption({ label: '4G only' });
    await clickAndAwaitSuccess(page, dialog.getByRole('button', { name: 'Save', exact: true }));
    // mwan3.sh's mwan3_set_user_rules reads each rule's src_ip and use_policy in file order
    const mwan3 = stack.uciShow('mwan3');
    expect(mwan3).toContain("mwan3.dispatch_1.src_ip='192.168.1.104'");
    expect(mwan3).toContain("mwan3.dispatch_1.use_policy='wwan_only'");
    expect(mwan3.indexOf('mwan3.dispatch_1=rule')).toBeLessThan(mwan3.indexOf('mwan3.default_rule_v4=rule'));
  });

  it("Diagnostics: ping 127.0.0.1 runs through the ACL's file exec and its output is shown", async () => {
    const problems = await open('/utils/diagnostics');
    expect(await problems()).toEqual(clean);
    await page.getByLabel('IP or domain').fill('127.0.0.1');
    await page.getByRole('button', { name: 'Start' }).click();
    await page.getByText(/Finished \(exit code 0\)\./).waitFor({ timeout: 20_000 });
    expect(await page.getByRole('log').innerText()).toMatch(/packets transmitted, \d+ (packets )?received/);
  });

  it("OpenVPN: the PEMs are files in /etc/openvpn, the key 0600, and the client's ca, cert and key options point at them", async () => {
    const problems = await open('/service/openvpn');
    const field = (label: string) => page.getByLabel(new RegExp(`^${label}\\*?$`));
    await field('Server address').waitFor();
    expect(await problems()).toEqual(clean);
    const toggle = page.getByRole('switch', { name: 'Enable' });
    if ((await toggle.getAttribute('aria-checked')) !== 'true') await toggle.click();
    await field('Server address').fill('vpn.example.com');
    await field('CA certificate').fill(pem('ca.crt'));
    await field('Client certificate').fill(pem('client.crt'));
    await field('Private key').fill(pem('client.key'));
    await clickAndAwaitSuccess(page, tabs.save());
    // openvpn.init (up to 24.10) turns each option of the section into a line of its config file
    const openvpn = stack.uciShow('openvpn');
    for (const line of ["openvpn.client.enabled='1'", "openvpn.client.remote='vpn.example.com 1194'", "openvpn.client.ca='/etc/openvpn/client-ca.crt'", "openvpn.client.cert='/etc/openvpn/client.crt'", "openvpn.client.key='/etc/openvpn/client.key'"]) expect(openvpn).toContain(line);
    const file = (name: string) => join(stack.root, 'etc/openvpn', name);
    expect(readFileSync(file('client-ca.crt'), 'utf8')).toBe(pem('ca.crt'));
    expect(readFileSync(file('client.crt'), 'utf8')).toBe(pem('client.crt'));
    expect(readFileSync(file('client.key'), 'utf8')).toBe(pem('client.key'));
    expect(statSync(file('client.key')).mode & 0o777).toBe(0o600);
    // read back through rpcd: the subject and expiry shown, the key never
    await page.reload();
    const certificates = page.getByRole('region', { name: 'Certificates' });
    await certificates.getByText('CN=router-client').waitFor();
    expect(await certificates.getByText('2126-11-01').count()).toBe(2);
    expect(await page.content()).not.toContain(pem('client.key').split('\n')[1]);
  });

  it("DDNS: the service is ddns-scripts' own section as dynamic_dns_updater.sh reads it; Update now starts its updater through the plugin", async () => {
    const problems = await open('/advanced/ddns');
    await page.getByRole('switch', { name: 'DDNS' }).click();
    expect(await problems()).toEqual(clean);
    await page.getByLabel('Server').selectOption({ label: 'Dyn (dyndns.org)' });
    await page.getByLabel('Domain').fill('home.example.org');
    await page.getByLabel('Username').fill('homeuser');
    await page.getByLabel('Password', { exact: true }).fill('s3cret-1');
    await clickAndAwaitSuccess(page, tabs.save());
    const ddns = stack.uciShow('ddns');
    for (const option of ["enabled='1'", "service_name='dyndns.org'", "domain='home.example.org'", "lookup_host='home.example.org'", "username='homeuser'", "password='s3cret-1'"]) expect(ddns).toContain(`ddns.myddns_ipv4.${option}`);
    await page.getByRole('button', { name: 'Update now' }).click();
    const record = (name: string) => readFileSync(join(stack.root, name), 'utf8');
    // the plugin answered while the updater runs on: the last update is the one it made just now
    await expect.poll(() => record('tmp/ddns-helper-record'), { timeout: 10_000 }).toBe('-S myddns_ipv4 -- start\n');
    await expect.poll(() => record('run/ddns/myddns_ipv4.update'), { timeout: 10_000 }).toBe('7300\n');
  });
});
