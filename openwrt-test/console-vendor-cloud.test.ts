// The vendor cloud's tabs (Cloud login, Cloud management, Speech control) on a router whose image
// ships a cloud client and so turns them on in the installed /www/routerd/menu_conf.json
// (docs/openwrt.md): their settings saved over rpcd's uci into the package's own files, which only
// that client reads, and read back by OpenWrt's uci; the session and the commands heard are the
// client's, read from the ubus object `cloud` it publishes (here cloud-client-stand-in.uc). The
// stock menu leaves them out (console-service.test.ts); without a client they are "not known"
// (packages/router/src/ubus/router-speech.test.ts).
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

// Speech control as a vendor image ships it: off, with the assistant chosen.
const speechOff = "config speech 'speech'\n\toption enabled '0'\n\toption platform 'xiaoai'\n\toption allow_reboot '0'\n";
// the stand-in client's (cloud-client-stand-in.uc)
const cloudId = '004211837265';

describe.skipIf(!tools || !existsSync(builtMenuConf))("the vendor cloud's tabs, turned on in the installed menu_conf.json, over the vendor's cloud client", () => {
  const menuConf = existsSync(builtMenuConf) ? vendorMenuConf() : '';
  const tabs = consoleTabs(tools, {
    extraFiles: { 'www/routerd/menu_conf.json': menuConf, 'etc/config/speech': speechOff },
    // the client the vendor's image ships: it publishes the ubus object `cloud`
    ubusStandIns: { 'cloud-client.uc': readFileSync(join(import.meta.dirname, 'cloud-client-stand-in.uc'), 'utf8') },
  });

  let stack: OpenWrtStack;
  let page: Page;
  beforeAll(() => ({ stack, page } = tabs));

  const open = (route: string) => tabs.reopen(route);
  const clean = cleanPage;

  it("Cloud login: saved into the console's own cloud file, which the client reads; its session shown, logged in with its cloud ID", async () => {
    const problems = await open('/service/cloud_login');
    // the client: not logged in while cloud login is off
    await page.getByText('Cloud login is switched off').waitFor();
    await page.getByRole('switch', { name: 'Use cloud login' }).click();
    expect(await problems()).toEqual(clean);
    await page.getByLabel('Cloud server').fill('cloud.example.net');
    await clickAndAwaitSuccess(page, tabs.save());
    const cloud = stack.uciShow('cloud');
    expect(cloud).toContain("cloud.login.enabled='1'");
    expect(cloud).toContain("cloud.login.server='cloud.example.net'");
    await open('/service/cloud_login');
    await page.getByText('Logged', { exact: true }).waitFor();
    await page.getByText(cloudId, { exact: true }).waitFor();
    expect(await page.getByRole('link', { name: `https://cloud.example.net/d/${cloudId}` }).getAttribute('href')).toBe(`https://cloud.example.net/d/${cloudId}`);
  });

  it('Cloud management: allowed while the client is logged in, after naming the account; uci reads it back', async () => {
    const problems = await open('/service/cloud_control');
    await expect.poll(() => page.getByRole('switch', { name: 'Allow management' }).isDisabled(), { timeout: 15_000 }).toBe(false);
    expect(await problems()).toEqual(clean);
    await page.getByRole('switch', { name: 'Allow management' }).click();
    await page.getByLabel('Management account').fill('owner@example.net');
    await tabs.save().click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText(/Whoever signs in to the cloud as owner@example\.net/).waitFor();
    await clickAndAwaitSuccess(page, dialog.getByRole('button', { name: 'Save', exact: true }));
    const cloud = stack.uciShow('cloud');
    expect(cloud).toContain("cloud.control.enabled='1'");
    expect(cloud).toContain("cloud.control.account='owner@example.net'");
  });

  it("Speech control: switched on over rpcd's uci, which uci reads back; the commands heard are the client's", async () => {
    const problems = await open('/service/speech');
    const heard = page.getByRole('table', { name: 'Commands heard, newest first' });
    await heard.getByRole('row', { name: /Online devices.*Done: 3 devices online/ }).waitFor();
    expect(await problems()).toEqual(clean);
    await page.getByRole('switch', { name: 'Use speech control' }).click();
    await page.getByLabel('Voice platform').selectOption({ label: 'Baidu Xiaodu' });
    await clickAndAwaitSuccess(page, tabs.save());
    const speech = stack.uciShow('speech');
    expect(speech).toContain("speech.speech.enabled='1'");
    expect(speech).toContain("speech.speech.platform='xiaodu'");
    expect(speech).toContain("speech.speech.allow_reboot='0'");
  });

  it('finds their settings in the search', async () => {
    await open('/home');
    await page.getByRole('button', { name: 'Search settings' }).click();
    await page.getByRole('dialog').getByRole('combobox').fill('Voice platform');
    await expect.poll(() => page.getByRole('dialog').getByRole('option').first().textContent()).toContain('Voice platform');
    await page.keyboard.press('Escape');
  });
});
