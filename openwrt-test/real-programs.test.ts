// The console on OpenWrt's real procd (its `service` object), netifd (in a network namespace of its
// own: br-lan over veths, a static wan, a modem's wwan0), logd with logread, and fstools' `block
// info` over a loop device, where OPENWRT_TOOLS has them (StackOptions.real); each part skips,
// saying so, where its program is absent. The home page and the tabs that show what they answer.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { clickAndAwaitSuccess } from '../e2e/support/browser';
import { pageProblems, cleanPage } from './console-tabs';
import { consoleSuite, consoleUrl, openSignedIn, rootPassword, startConsoleStack, stockConfigs } from './console-support';
import { blockDetectFstab } from './stock-configs';
import type { OptionalProgram } from './tools';

const tools = inject('openwrtTools');
const isRoot = process.getuid?.() === 0;
const wanted: OptionalProgram[] = ['procd', 'netifd', 'logd', 'block'];
const has = (program: OptionalProgram) => Boolean(tools?.optional.includes(program));
for (const program of wanted) if (tools && !has(program)) console.log(`SKIPPED: real ${program}: OPENWRT_TOOLS=${tools.prefix} lacks it (its stand-in runs)`);

// the stock network with its wan static (a DHCP wan needs netifd's dhcp.sh from OpenWrt's base
// files) and the modem's wwan as qmi.sh leaves it: a static address on its data device wwan0
const network = (stock: string) =>
  stock.replace(/config interface 'wan'\n(\toption .*\n)+/, "config interface 'wan'\n\toption device 'wan'\n\toption proto 'static'\n\toption ipaddr '203.0.113.2'\n\toption netmask '255.255.255.0'\n\toption gateway '203.0.113.1'\n")
    .replace(/config interface 'wwan'\n(\toption .*\n)+/, "config interface 'wwan'\n\toption device 'wwan0'\n\toption proto 'static'\n\toption ipaddr '10.64.0.2'\n\toption netmask '255.255.255.252'\n\toption metric '20'\n");

describe.skipIf(!tools || !isRoot)("the console on OpenWrt's real procd, netifd, logd and block", () => {
  let image = '';
  /** a 32 MiB disk with an ext4 file system labelled DATA, /dev/sda2 in the stack */
  const start = () => {
    image = join(mkdtempSync(join(tmpdir(), 'routerd-real-')), 'sda2.img');
    writeFileSync(image, '');
    execFileSync('truncate', ['-s', '32M', image]);
    execFileSync('/usr/sbin/mke2fs', ['-q', '-t', 'ext4', '-L', 'DATA', image]);
    const configs = stockConfigs();
    // mkfs.ext4 as e2fsprogs has it, 3 s slower: long enough to see it running under procd
    const programs = { '/usr/sbin/mkfs.ext4': '#!/bin/sh\nsleep 3\nexec /usr/sbin/mke2fs -q -t ext4 "$@"\n' };
    return startConsoleStack(tools!, { ...configs, network: network(configs.network!), fstab: blockDetectFstab }, { real: wanted, programs, blockDevices: { '/dev/sda2': image } });
  };
  const suite = consoleSuite(tools && isRoot ? start : undefined);
  afterAll(() => image && rmSync(dirname(image), { recursive: true, force: true }));

  const open = async (page: Page, route: string) => {
    const problems = pageProblems(page);
    await page.goto(`${consoleUrl(suite.stack)}#${route}`);
    return problems;
  };
  const mainText = (page: Page) => page.locator('main').innerText();
  /** `service list` asked of procd on its own bus (procd.sock, inside the stack's mount namespace) */
  const procdInstances = () => {
    const ubus = [join(tools!.prefix, 'bin/ubus'), '-s', '/var/run/ubus/procd.sock', 'call', 'service', 'list'];
    const env = { ...process.env, LD_LIBRARY_PATH: join(tools!.prefix, 'lib') };
    const listed = JSON.parse(execFileSync('nsenter', ['-t', String(suite.stack.pid), '-m', '--', ...ubus], { encoding: 'utf8', env })) as Record<string, { instances?: Record<string, { running: boolean; command: string[] }> }>;
    return Object.values(listed).flatMap((service) => Object.values(service.instances ?? {}));
  };

  it('runs the programs the tools folder has, and keeps procd\'s `system` object off the bus', async () => {
    const { stack } = suite;
    expect(stack.real).toEqual(wanted.filter(has));
    const session = await stack.login(rootPassword);
    // the stand-in's `system` answers info and board only: no reboot reaches a procd that is not pid 1
    expect((await stack.rpc(session, 'system', 'reboot')).status).toBe(3);
  });

  it.skipIf(!has('netifd'))("home: the wan's address and br-lan's MAC as the real netifd has them", async () => {
    const { stack, browser } = suite;
    const session = await stack.login(rootPassword);
    // netifd brings the interfaces up a moment after it starts
    await expect.poll(async () => (await stack.rpc<{ up?: boolean }>(session, 'network.interface.wan', 'status')).data?.up, { timeout: 10_000 }).toBe(true);
    const wan = await stack.rpc<{ 'ipv4-address': { address: string }[] }>(session, 'network.interface.wan', 'status');
    expect(wan.data?.['ipv4-address']).toEqual([{ address: '203.0.113.2', mask: 24 }]);
    // `network.device status {name}`: that one device, flat
    const bridge = await stack.rpc<{ type?: string; present?: boolean; macaddr?: string; 'bridge-members'?: string[] }>(session, 'network.device', 'status', { name: 'br-lan' });
    expect(bridge.data).toMatchObject({ type: 'bridge', present: true, 'bridge-members': ['lan1', 'lan2', 'lan3', 'lan4'] });
    const { context, page } = await openSignedIn(browser, stack);
    const problems = await open(page, '/home');
    await expect.poll(() => mainText(page), { timeout: 10_000 }).toContain('203.0.113.2');
    await expect.poll(() => page.locator('footer').innerText(), { timeout: 10_000 }).toContain(bridge.data!.macaddr!.toUpperCase());
    expect(await problems()).toEqual(cleanPage);
    await context.close();
  });

  it.skipIf(!has('netifd'))("traffic statistics: netifd's devices, the modem's wwan0 among them", async () => {
    const { context, page } = await openSignedIn(suite.browser, suite.stack);
    const problems = await open(page, '/system/flow');
    await expect.poll(() => mainText(page), { timeout: 10_000 }).toContain('br-lan');
    expect(await mainText(page)).toContain('wwan0');
    expect(await problems()).toEqual(cleanPage);
    await context.close();
  });

  it.skipIf(!has('logd'))("system log: a line sent to logd's /dev/log, read back through logread", async () => {
    const { stack } = suite;
    // Debian's logger writes to the namespace's /dev/log, which logd made
    execFileSync('nsenter', ['-t', String(stack.pid), '-m', '--', 'logger', '-t', 'routerd-test', 'real logd line 4711']);
    const { context, page } = await openSignedIn(suite.browser, stack);
    const problems = await open(page, '/system/log');
    await expect.poll(() => mainText(page), { timeout: 10_000 }).toContain('real logd line 4711');
    expect(await problems()).toEqual(cleanPage);
    await context.close();
  });

  it.skipIf(!has('block'))("disk management: the partition's label and file system as the real block info reads them", async () => {
    const { context, page } = await openSignedIn(suite.browser, suite.stack);
    const problems = await open(page, '/service/disk');
    const row = page.getByRole('row').filter({ has: page.getByText('sda2', { exact: true }) });
    await row.getByText('DATA', { exact: true }).waitFor({ timeout: 10_000 });
    expect(await row.innerText()).toMatch(/ext4/i);
    expect(await problems()).toEqual(cleanPage);
    await context.close();
  });

  it.skipIf(!has('procd'))('disk management: a format runs under the real procd and ends with the new label', async () => {
    const { context, page } = await openSignedIn(suite.browser, suite.stack);
    await open(page, '/service/disk');
    const row = page.getByRole('row').filter({ has: page.getByText('sda2', { exact: true }) });
    await row.getByText('DATA', { exact: true }).waitFor({ timeout: 10_000 });
    await page.getByRole('button', { name: 'More actions for sda2' }).click();
    await page.getByRole('menuitem', { name: 'Format' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByLabel('File system').selectOption('ext4');
    await dialog.getByLabel('Label').fill('NEW');
    await clickAndAwaitSuccess(page, dialog.getByRole('button', { name: 'Erase and format sda2' }));
    // procd itself, on its own bus, lists mkfs as a running instance of the plugin's jobs service
    const running = procdInstances().filter((instance) => instance.running).map((instance) => instance.command.join(' '));
    expect(running).toContainEqual(expect.stringMatching(/mkfs\.ext4 .*\/dev\/sda2/));
    await row.getByText('NEW', { exact: true }).waitFor({ timeout: 20_000 });
    // and forgets it once it ended well
    expect(procdInstances()).toEqual([]);
    expect(execFileSync('/sbin/blkid', ['-p', '-s', 'LABEL', '-o', 'value', image], { encoding: 'utf8' }).trim()).toBe('NEW');
    await context.close();
  });
});
