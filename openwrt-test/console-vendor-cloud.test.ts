// The vendor cloud's tabs (Cloud login, Cloud management, Speech control) on a router whose image
// ships a cloud client and so turns them on in the installed /www/routerd/menu_conf.json
// (docs/openwrt.md): their settings saved over rpcd's uci into the package's own files, which only
// that client reads, and read back by OpenWrt's uci. The stock menu leaves them out
// (console-service.test.ts).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { clickAndAwaitSuccess } from '../e2e/support/browser';
import { cleanPage, consoleTabs } from './console-tabs';
import type { OpenWrtStack } from './stack';
import { consoleBuildDir } from './tools';

const tools = inject('openwrtTools');
// the router build's (the placeholder console has none)
const builtMenuConf = join(consoleBuildDir(), 'menu_conf.json');

/** The router build's menu_conf.json with the vendor cloud's tabs on, as a vendor image installs it. */
function vendorMenuConf(): string {
  const conf = JSON.parse(readFileSync(builtMenuConf, 'utf8')) as { srv: Record<string, string> };
  Object.assign(conf.srv, { srv_cloud_login: '1', srv_cloud_control: '1', speech: '1' });
  return `${JSON.stringify(conf)}\n`;
}

// Speech control as the vendor's client left it on: with no cloud session the console can read, it
// can only be switched off (the form's fields stay as saved).
const speechOn = "config speech 'speech'\n\toption enabled '1'\n\toption platform 'xiaoai'\n\toption allow_reboot '0'\n";

describe.skipIf(!tools || !existsSync(builtMenuConf))("the vendor cloud's tabs, turned on in the installed menu_conf.json", () => {
  const menuConf = existsSync(builtMenuConf) ? vendorMenuConf() : '';
  const tabs = consoleTabs(tools, { extraFiles: { 'www/routerd/menu_conf.json': menuConf, 'etc/config/speech': speechOn } });

  let stack: OpenWrtStack;
  let page: Page;
  beforeAll(() => ({ stack, page } = tabs));

  const open = (route: string) => tabs.reopen(route);
  const clean = cleanPage;

  it("Cloud login: the switch and server are the console's own cloud file (no OpenWrt program reads it); management stays off", async () => {
    const problems = await open('/service/cloud_login');
    await page.getByRole('switch', { name: 'Use cloud login' }).click();
    expect(await problems()).toEqual(clean);
    await page.getByLabel('Cloud server').fill('cloud.example.net');
    await clickAndAwaitSuccess(page, tabs.save());
    const cloud = stack.uciShow('cloud');
    expect(cloud).toContain("cloud.login.enabled='1'");
    expect(cloud).toContain("cloud.login.server='cloud.example.net'");
    // the console reads no cloud session over ubus: never logged in, so management cannot be allowed
    await open('/service/cloud_control');
    await page.getByText(/Not known on this platform/).first().waitFor();
    await expect.poll(() => page.getByRole('switch', { name: 'Allow management' }).isDisabled()).toBe(true);
    expect(stack.uciShow('cloud')).not.toContain('cloud.control');
  });

  it("Speech control: switched off over rpcd's uci, which uci reads back; the commands heard are the client's", async () => {
    const problems = await open('/service/speech');
    await page.getByText("Not known on this platform: the vendor's cloud client hears the commands and keeps them itself").waitFor();
    expect(await problems()).toEqual(clean);
    await page.getByText(/The router is not logged in to the cloud \(Not known on this platform\)/).waitFor();
    // on again with the platform changed: refused on the switch (no cloud session), nothing written
    await page.getByLabel('Voice platform').selectOption({ label: 'Baidu Xiaodu' });
    await tabs.save().click();
    await page.getByText('The router is not logged in to the cloud: turn on cloud login first', { exact: true }).waitFor();
    expect(stack.uciShow('speech')).toContain("speech.speech.platform='xiaoai'");
    await page.getByRole('switch', { name: 'Use speech control' }).click();
    await clickAndAwaitSuccess(page, tabs.save());
    const speech = stack.uciShow('speech');
    expect(speech).toContain("speech.speech.enabled='0'");
    expect(speech).toContain("speech.speech.allow_reboot='0'");
    expect(speech).toContain("speech.speech.allow_wifi='1'");
  });

  it('finds their settings in the search', async () => {
    await open('/home');
    await page.getByRole('button', { name: 'Search settings' }).click();
    await page.getByRole('dialog').getByRole('combobox').fill('Voice platform');
    await expect.poll(() => page.getByRole('dialog').getByRole('option').first().textContent()).toContain('Voice platform');
    await page.keyboard.press('Escape');
  });
});
