// Issue 15.1: a LAN address change, the one save that always cuts the browser off. The simulated
// router (--follow-lan) serves the console at 127.b.c.d for LAN a.b.c.d and moves with it, so the
// old URL really stops answering: the console follows to the new address and confirms there, or,
// where the browser cannot reach the new address, the router comes back on the old one by itself
// and the console there says so.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startDevice, type Device } from './support/device';
import { desktop, launchBrowser, mobile, newPage, signIn } from './support/browser';

const WINDOW_SECONDS = 12;
let device: Device;
let browser: Browser;

beforeAll(async () => {
  [device, browser] = await Promise.all([
    startDevice({ env: { DEVICE_APPLY_WINDOW_SECONDS: String(WINDOW_SECONDS), DEVICE_FOLLOW_LAN: '1' } }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await device?.stop();
});

const at = (host: string) => `http://${host}:${new URL(device.url).port}`;

async function saveLanAddress(page: Page, baseUrl: string, ipaddr: string, words: { ip: RegExp; save: string }) {
  await page.goto(`${baseUrl}/#/network/lan`);
  const field = page.getByRole('textbox', { name: words.ip });
  await field.fill(ipaddr);
  await page.getByRole('button', { name: words.save, exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: words.save }).click();
}

describe('apply with rollback across a LAN address change', () => {
  it('follows the console to the new address, confirms there, and the old address is gone (1440 px, English)', async () => {
    const { context, page } = await newPage(browser, { viewport: desktop, language: 'en' });
    const oldUrl = at('127.168.1.1');
    expect(device.url).toBe(oldUrl);
    await signIn(page, oldUrl);
    await saveLanAddress(page, oldUrl, '192.168.5.1', { ip: /^IP address$/, save: 'Save' });
    await page.getByRole('alertdialog', { name: 'Confirm the new settings' }).getByText(`The router now answers at ${at('127.168.5.1')}`).waitFor();

    await page.waitForURL(`${at('127.168.5.1')}/#/login`, { timeout: 10_000 });
    await page.getByText('The new settings are kept. Sign in at this address.').waitFor();
    await expect(fetch(oldUrl)).rejects.toThrow();

    await signIn(page, at('127.168.5.1'));
    await page.goto(`${at('127.168.5.1')}/#/network/lan`);
    await expect.poll(() => page.getByRole('textbox', { name: /^IP address$/ }).inputValue()).toBe('192.168.5.1');
    // Past the window, the change stays: it was confirmed.
    await page.waitForTimeout((WINDOW_SECONDS + 1) * 1000);
    await page.reload();
    await expect.poll(() => page.getByRole('textbox', { name: /^IP address$/ }).inputValue()).toBe('192.168.5.1');
    await context.close();
  });

  it('finds the old settings back at the old address, with a message naming them, when the new one is out of reach (375 px, Chinese)', async () => {
    const { context, page } = await newPage(browser, { viewport: mobile, language: 'zh-CN' });
    const oldUrl = at('127.168.5.1');
    // This computer cannot reach the new subnet (a fixed address in the old one, say).
    await context.route((url) => url.hostname === '127.168.9.1', (route) => route.abort('addressunreachable'));
    await signIn(page, oldUrl);
    await saveLanAddress(page, oldUrl, '192.168.9.1', { ip: /^IP 地址$/, save: '保存' });
    await page.getByRole('alertdialog', { name: '确认新设置' }).getByText(/路由器现在的地址是/).waitFor();
    // The console tries the new address, which this computer cannot reach.
    await page.waitForEvent('requestfailed', { predicate: (request) => new URL(request.url()).hostname === '127.168.9.1', timeout: 10_000 });

    await page.waitForTimeout((WINDOW_SECONDS + 2) * 1000);
    await page.goto(`${oldUrl}/#/network/lan`);
    await page.getByText('LAN 设置的更改未及时确认：路由器已恢复为之前的设置').waitFor();
    await expect.poll(() => page.getByRole('textbox', { name: /^IP 地址$/ }).inputValue()).toBe('192.168.5.1');
    await context.close();
  });
});
