// Advanced on the router build over OpenWrt's real stack: each tab loads, saves over rpcd's uci,
// OpenWrt's uci reads the option back, and firewall4 renders every firewall the tabs write.
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { clickAndAwaitSuccess, launchBrowser } from '../e2e/support/browser';
import { openSignedIn, startConsoleStack } from './console-support';
import { renderFirewall } from './fw4';
import type { OpenWrtStack } from './stack';

const tools = inject('openwrtTools');

describe.skipIf(!tools)('Advanced on the real stack', () => {
  let stack: OpenWrtStack;
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    if (!tools) return;
    [stack, browser] = await Promise.all([startConsoleStack(tools), launchBrowser()]);
    ({ page } = await openSignedIn(browser, stack));
    page.on('console', (m) => console.log('CONSOLE', m.text()));
    page.on('response', async (r) => { if (r.url().endsWith('/ubus')) console.log('UBUS', r.request().postData()?.slice(0, 300), '=>', (await r.text().catch(() => '')).slice(0, 300)); });
  });
  afterEach(async (t) => {
    await page?.screenshot({ path: `/tmp/rtb-${t.task.name.slice(0, 20).replace(/\W/g, '_')}.png` });
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  const open = async (tab: string, heading: string) => {
    // a page load of its own: no toast of an earlier tab's save left to count
    await page.goto('about:blank');
    await page.goto(`${stack.url}/routerd/#/advanced/${tab}`);
    await page.getByRole('heading', { name: heading, exact: true }).first().waitFor();
  };
  const save = () => page.getByRole('button', { name: 'Save', exact: true });
  /** firewall4 renders the saved firewall without a warning and nft accepts it */
  const rendered = () => {
    const fw4 = renderFirewall(tools!, stack);
    expect(fw4.warnings).toEqual([]);
    expect(fw4.nftOk).toBe(true);
    writeFileSync('/tmp/rtb-ruleset.nft', fw4.ruleset);
    return fw4.ruleset;
  };

  it('saves a port forward that fw4 turns into a DNAT to the LAN host', async () => {
    await open('dispatch', 'Port forwarding');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name').fill('Web cam');
    await dialog.getByLabel('Protocol').selectOption({ label: 'TCP' });
    await dialog.getByLabel('External port').fill('8080');
    await dialog.getByLabel('Internal IP').fill('192.168.1.20');
    await dialog.getByLabel('Internal port').fill('80');
    await clickAndAwaitSuccess(page, dialog.getByRole('button', { name: 'Save', exact: true }));
    await page.getByRole('table', { name: 'Port forwarding rules' }).getByRole('cell', { name: 'Web cam', exact: true }).waitFor();
    const firewall = stack.uciShow('firewall');
    expect(firewall).toMatch(/\.name='Web cam'/);
    expect(firewall).toMatch(/\.dest_ip='192\.168\.1\.20'/);
    expect(firewall).toMatch(/\.src_dport='8080'/);
    expect(rendered()).toMatch(/tcp dport 8080 counter dnat 192\.168\.1\.20:80 comment "!fw4: Web cam"/);
  });

  it('saves the DMZ host, which fw4 DNATs everything else to', async () => {
    await open('dmz_host', 'DMZ host');
    const toggle = page.getByRole('switch', { name: 'DMZ' });
    if ((await toggle.getAttribute('aria-checked')) !== 'true') await toggle.click();
    await page.getByLabel('Intranet IP').fill('192.168.1.50');
    await page.getByLabel('Excluded ports').fill('22,443');
    await clickAndAwaitSuccess(page, save());
    expect(stack.uciShow('firewall')).toMatch(/\.dest_ip='192\.168\.1\.50'/);
    // every port but the excluded ones (and the stock Allow-DHCP-Renew's 68) goes to the host
    expect(rendered()).toMatch(/tcp dport 444-65535 counter dnat 192\.168\.1\.50:444-65535 comment "!fw4: DMZ/);
  });

  it('saves the black list, which fw4 drops the MAC in', async () => {
    await open('black_list', 'Black list');
    await page.getByLabel('Blocked MAC addresses').fill('3c:22:fb:00:00:09');
    await clickAndAwaitSuccess(page, save());
    expect(stack.uciShow('firewall').toLowerCase()).toMatch(/src_mac='3c:22:fb:00:00:09'/);
    expect(rendered()).toMatch(/ether saddr 3c:22:fb:00:00:09/);
  });

  it('saves a parental rule, which fw4 limits to its hours', async () => {
    await open('parent', 'Parental control');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('MAC address').fill('3c:22:fb:00:00:01');
    await dialog.getByLabel('Start time').fill('22:00');
    await dialog.getByLabel('End time').fill('07:00');
    await dialog.getByLabel('Description').fill('Tablet');
    await clickAndAwaitSuccess(page, dialog.getByRole('button', { name: 'Save', exact: true }));
    const firewall = stack.uciShow('firewall');
    expect(firewall).toMatch(/\.start_time='22:00(:00)?'/);
    expect(firewall.toLowerCase()).toMatch(/src_mac='3c:22:fb:00:00:01'/);
    expect(rendered()).toMatch(/ether saddr 3c:22:fb:00:00:01 .*meta hour/);
  });

  it('saves an ACL rule, which fw4 rejects telnet to the router with', async () => {
    await open('acl', 'ACL');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Priority').fill('20');
    await dialog.getByLabel('Name').fill('No telnet');
    await dialog.getByLabel('Target port').fill('23');
    await clickAndAwaitSuccess(page, dialog.getByRole('button', { name: 'Save', exact: true }));
    const firewall = stack.uciShow('firewall');
    expect(firewall).toMatch(/\.name='No telnet'/);
    expect(firewall).toMatch(/\.dest_port='23'/);
    expect(rendered()).toMatch(/dport 23 .*comment "!fw4: No telnet"/);
  });

  it('switches ping from WAN off, which fw4 then no longer accepts', async () => {
    await open('security', 'Security');
    expect(rendered()).toMatch(/icmp type 8 counter accept comment "!fw4: Allow-Ping"/);
    await page.getByRole('switch', { name: 'Ping from WAN' }).click();
    await clickAndAwaitSuccess(page, save());
    expect(stack.uciShow('firewall')).toMatch(/\.name='Allow-Ping'\n(.*\n)*?.*\.target='(REJECT|DROP)'/);
    expect(rendered()).not.toMatch(/accept comment "!fw4: Allow-Ping"/);
  });

  it('says DDNS needs ddns-scripts, which this router does not have, and writes no ddns file', async () => {
    await open('ddns', 'DDNS');
    await page.getByRole('switch', { name: 'DDNS' }).click();
    await page.getByLabel('Server').selectOption({ label: 'Dyn (dyndns.org)' });
    await page.getByLabel('Domain').fill('home.example.org');
    await page.getByLabel('Username').fill('homeuser');
    await page.getByLabel('Password', { exact: true }).fill('s3cret-1');
    await save().click();
    await page.getByText(/needs the OpenWrt package ddns-scripts/).waitFor();
    expect(existsSync(join(stack.root, 'etc/config/ddns'))).toBe(false);
  });

  it('says the network watchdog needs watchcat', async () => {
    await open('netwatchdog', 'Network watchdog');
    await page.getByRole('radio', { name: 'Restart the network connection' }).check();
    await page.getByLabel('Detection address 1').fill('223.5.5.5');
    await save().click();
    await page.getByText(/needs the OpenWrt package watchcat/).waitFor();
  });
});
