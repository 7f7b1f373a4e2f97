// Advanced on the router build over OpenWrt's real stack: each tab loads, saves over rpcd's uci,
// OpenWrt's uci reads the option back, and firewall4 renders every firewall the tabs write.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { clickAndAwaitSuccess } from '../e2e/support/browser';
import { consoleTabs } from './console-tabs';

const tools = inject('openwrtTools');

describe.skipIf(!tools)('Advanced on the real stack', () => {
  const tabs = consoleTabs(tools);
  const open = (tab: string, heading: string) => tabs.open(`advanced/${tab}`, heading);
  const rendered = () => tabs.renderedFirewall();

  it('saves a port forward that fw4 turns into a DNAT to the LAN host', async () => {
    await open('dispatch', 'Port forwarding');
    await tabs.page.getByRole('button', { name: 'Add', exact: true }).click();
    const dialog = tabs.page.getByRole('dialog');
    await dialog.getByLabel('Name').fill('Web cam');
    await dialog.getByLabel('Protocol').selectOption({ label: 'TCP' });
    await dialog.getByLabel('External port').fill('8080');
    await dialog.getByLabel('Internal IP').fill('192.168.1.20');
    await dialog.getByLabel('Internal port').fill('80');
    await clickAndAwaitSuccess(tabs.page, dialog.getByRole('button', { name: 'Save', exact: true }));
    await tabs.page.getByRole('table', { name: 'Port forwarding rules' }).getByRole('cell', { name: 'Web cam', exact: true }).waitFor();
    const firewall = tabs.stack.uciShow('firewall');
    expect(firewall).toMatch(/\.name='Web cam'/);
    expect(firewall).toMatch(/\.dest_ip='192\.168\.1\.20'/);
    expect(firewall).toMatch(/\.src_dport='8080'/);
    expect(rendered()).toMatch(/tcp dport 8080 counter dnat 192\.168\.1\.20:80 comment "!fw4: Web cam"/);
  });

  it('saves the DMZ host, which fw4 DNATs everything else to', async () => {
    await open('dmz_host', 'DMZ host');
    const toggle = tabs.page.getByRole('switch', { name: 'DMZ' });
    if ((await toggle.getAttribute('aria-checked')) !== 'true') await toggle.click();
    await tabs.page.getByLabel('Intranet IP').fill('192.168.1.50');
    await tabs.page.getByLabel('Excluded ports').fill('22,443');
    await clickAndAwaitSuccess(tabs.page, tabs.save());
    expect(tabs.stack.uciShow('firewall')).toMatch(/\.dest_ip='192\.168\.1\.50'/);
    // every port but the excluded ones (and the stock Allow-DHCP-Renew's 68) goes to the host
    expect(rendered()).toMatch(/tcp dport 444-65535 counter dnat 192\.168\.1\.50:444-65535 comment "!fw4: DMZ/);
  });

  it('saves the black list, which fw4 drops the MAC in', async () => {
    await open('black_list', 'Black list');
    await tabs.page.getByLabel('Blocked MAC addresses').fill('3c:22:fb:00:00:09');
    await clickAndAwaitSuccess(tabs.page, tabs.save());
    expect(tabs.stack.uciShow('firewall').toLowerCase()).toMatch(/src_mac='3c:22:fb:00:00:09'/);
    expect(rendered()).toMatch(/ether saddr 3c:22:fb:00:00:09/);
  });

  it('saves a parental rule, which fw4 limits to its hours', async () => {
    await open('parent', 'Parental control');
    await tabs.page.getByRole('button', { name: 'Add', exact: true }).click();
    const dialog = tabs.page.getByRole('dialog');
    await dialog.getByLabel('MAC address').fill('3c:22:fb:00:00:01');
    await dialog.getByLabel('Start time').fill('22:00');
    await dialog.getByLabel('End time').fill('07:00');
    await dialog.getByLabel('Description').fill('Tablet');
    await clickAndAwaitSuccess(tabs.page, dialog.getByRole('button', { name: 'Save', exact: true }));
    const firewall = tabs.stack.uciShow('firewall');
    expect(firewall).toMatch(/\.start_time='22:00(:00)?'/);
    expect(firewall.toLowerCase()).toMatch(/src_mac='3c:22:fb:00:00:01'/);
    expect(rendered()).toMatch(/ether saddr 3c:22:fb:00:00:01 .*meta hour/);
  });

  it('saves an ACL rule, which fw4 rejects telnet to the router with', async () => {
    await open('acl', 'ACL');
    await tabs.page.getByRole('button', { name: 'Add', exact: true }).click();
    const dialog = tabs.page.getByRole('dialog');
    await dialog.getByLabel('Priority').fill('20');
    await dialog.getByLabel('Name').fill('No telnet');
    await dialog.getByLabel('Target port').fill('23');
    await clickAndAwaitSuccess(tabs.page, dialog.getByRole('button', { name: 'Save', exact: true }));
    await tabs.keepNewSettings();
    const firewall = tabs.stack.uciShow('firewall');
    expect(firewall).toMatch(/\.name='No telnet'/);
    expect(firewall).toMatch(/\.dest_port='23'/);
    expect(rendered()).toMatch(/dport 23 .*comment "!fw4: No telnet"/);
  });

  it('switches ping from WAN off, which fw4 then no longer accepts', async () => {
    await open('security', 'Security');
    expect(rendered()).toMatch(/icmp type 8 counter accept comment "!fw4: Allow-Ping"/);
    await tabs.page.getByRole('switch', { name: 'Ping from WAN' }).click();
    await clickAndAwaitSuccess(tabs.page, tabs.save());
    // A risky save: kept, or the question (which now outlives a reload) would stand over the next tab.
    await tabs.keepNewSettings();
    expect(tabs.stack.uciShow('firewall')).toMatch(/\.name='Allow-Ping'\n(.*\n)*?.*\.target='(REJECT|DROP)'/);
    expect(rendered()).not.toMatch(/accept comment "!fw4: Allow-Ping"/);
  });

  it('says no other sign-in takes root\'s password on a router without LuCI or SSH (issue 39.1)', async () => {
    await open('security', 'Security');
    await tabs.page.getByRole('heading', { name: 'Other ways to the admin password' }).waitFor();
    await tabs.page.getByText('No other sign-in takes the admin password', { exact: false }).waitFor();
  });

  it('says DDNS needs ddns-scripts, which this router does not have, and writes no ddns file', async () => {
    await open('ddns', 'DDNS');
    await tabs.page.getByRole('switch', { name: 'DDNS' }).click();
    await tabs.page.getByLabel('Server').selectOption({ label: 'Dyn (dyndns.org)' });
    await tabs.page.getByLabel('Domain').fill('home.example.org');
    await tabs.page.getByLabel('Username').fill('homeuser');
    await tabs.page.getByLabel('Password', { exact: true }).fill('s3cret-1');
    await tabs.save().click();
    await tabs.page.getByText(/needs the OpenWrt package ddns-scripts/).waitFor();
    expect(existsSync(join(tabs.stack.root, 'etc/config/ddns'))).toBe(false);
  });

  it('says the network watchdog needs watchcat', async () => {
    await open('netwatchdog', 'Network watchdog');
    await tabs.page.getByRole('radio', { name: 'Restart the network connection' }).check();
    await tabs.page.getByLabel('Detection address 1').fill('223.5.5.5');
    await tabs.save().click();
    await tabs.page.getByText(/needs the OpenWrt package watchcat/).waitFor();
  });
});
