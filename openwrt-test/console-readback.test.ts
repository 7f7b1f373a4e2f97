// Tabs of the router build saved through Chromium over OpenWrt's real stack and read back by
// OpenWrt's own uci (issue 27.5), on a router with nft-qos installed; the header and footer from
// the session, procd and netifd; the system log and traffic statistics with the router's data.
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { clickAndAwaitSuccess } from '../e2e/support/browser';
import { consoleUrl } from './console-support';
import { consoleTabs, keepNewSettings, pageProblems } from './console-tabs';
import type { OpenWrtStack } from './stack';

const tools = inject('openwrtTools');
// nft-qos' init script, which rpcd's `rc list` finds (router-packages.ts)
const installed = { 'etc/init.d/nft-qos': '#!/bin/sh /etc/rc.common\nSTART=99\n' };

describe.skipIf(!tools)('tabs read back on the real stack', () => {
  const tabs = consoleTabs(tools, { extraFiles: installed });
  let stack: OpenWrtStack;
  let page: Page;
  beforeAll(() => ({ stack, page } = tabs));

  const open = async (route: string) => {
    await page.goto('about:blank');
    const problems = pageProblems(page);
    await page.goto(`${consoleUrl(stack)}#${route}`);
    return problems;
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
});
