// Issue 15.1: a LAN address change, the one save that always cuts the browser off. The simulated
// router (--follow-lan) serves the console at 127.b.c.d for LAN a.b.c.d and moves with it, so the
// old URL really stops answering: the administrator opens the new address (a new tab), which
// confirms there, and only then does the old page follow; where the browser cannot reach the new
// address, the old page stays, the router comes back on the old address by itself, and the page
// says so (issue 28.10).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startDevice, type Device } from './support/device';
import { desktop, launchBrowser, mobile, newPage, signIn } from './support/browser';

const WINDOW_SECONDS = 12;
let device: Device;
let browser: Browser;

beforeAll(async () => {
  [device, browser] = await Promise.all([
    startDevice({ pastFirstStart: true, env: { DEVICE_APPLY_WINDOW_SECONDS: String(WINDOW_SECONDS), DEVICE_FOLLOW_LAN: '1' } }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await device?.stop();
});

const at = (host: string) => `http://${host}:${new URL(device.url).port}`;

/**
 * Past the save's window, counted from the click that saved (a second more for the request to
 * land): the test's steps since then already took part of it.
 */
async function pastWindow(page: Page, savedAt: number): Promise<void> {
  await page.waitForTimeout(Math.max(0, savedAt + (WINDOW_SECONDS + 2) * 1000 - Date.now()));
}

/** Saves the LAN address; answers when the saving click went out. */
async function saveLanAddress(page: Page, baseUrl: string, ipaddr: string, words: { ip: RegExp; save: string }): Promise<number> {
  await page.goto(`${baseUrl}/#/network/lan`);
  const field = page.getByRole('textbox', { name: words.ip });
  await field.fill(ipaddr);
  await page.getByRole('button', { name: words.save, exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: words.save }).click();
  return Date.now();
}

describe('apply with rollback across a LAN address change', () => {
  it('follows the console to the new address, confirms there, and the old address is gone (1440 px, English)', async () => {
    const { context, page } = await newPage(browser, { viewport: desktop, language: 'en' });
    const oldUrl = at('127.168.1.1');
    expect(device.url).toBe(oldUrl);
    await signIn(page, oldUrl);
    const savedAt = await saveLanAddress(page, oldUrl, '192.168.5.1', { ip: /^IP address$/, save: 'Save' });
    const dialog = page.getByRole('alertdialog', { name: 'Confirm the new settings' });
    await dialog.getByText(`The router now answers at ${at('127.168.5.1')}`).waitFor();
    // Issue 30.4: the dialog names the change and the next step.
    await dialog.getByText('LAN: IP address → 192.168.5.1', { exact: true }).waitFor();
    await dialog.getByText(new RegExp(`^Open ${at('127.168.5.1')}/ within \\d+ s and confirm there\\.$`)).waitFor();
    // Nothing leaves on its own: the old page waits for the administrator.
    await page.waitForTimeout(2500);
    expect(page.url()).toBe(`${oldUrl}/#/network/lan`);

    const [opened] = await Promise.all([context.waitForEvent('page'), dialog.getByRole('link', { name: 'Open the new address' }).click()]);
    await opened.getByText('The new settings are kept. Sign in at this address.').waitFor();
    // The new address answered and kept the change, so the old page goes there too, in English.
    await page.waitForURL(`${at('127.168.5.1')}/#/login`, { timeout: 10_000 });
    await page.getByRole('textbox', { name: 'Username' }).waitFor();
    await expect(fetch(oldUrl)).rejects.toThrow();
    await opened.close();

    await signIn(page, at('127.168.5.1'));
    await page.goto(`${at('127.168.5.1')}/#/network/lan`);
    await expect.poll(() => page.getByRole('textbox', { name: /^IP address$/ }).inputValue()).toBe('192.168.5.1');
    // Past the window, the change stays: it was confirmed.
    await pastWindow(page, savedAt);
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
    const dialog = page.getByRole('alertdialog', { name: '确认新设置' });
    await dialog.getByText(/路由器现在的地址是/).waitFor();
    // The new address does not open from this computer: the old page stays on the countdown.
    const [opened] = await Promise.all([context.waitForEvent('page'), dialog.getByRole('link', { name: '打开新地址' }).click()]);
    await opened.waitForEvent('requestfailed', { predicate: (request) => new URL(request.url()).hostname === '127.168.9.1', timeout: 10_000 });
    await dialog.getByText(/正在等待 .* 响应/).waitFor();

    // When the window is up, the router is back at the old address and this page, never left, says so.
    await page.getByText(/^“LAN 设置：IP 地址 → 192\.168\.9\.1”未及时确认：路由器已于 \d\d:\d\d:\d\d（路由器时间）恢复为之前的设置$/).waitFor({ timeout: (WINDOW_SECONDS + 15) * 1000 });
    expect(page.url().startsWith(oldUrl)).toBe(true);
    // The LAN page's notices of the move are gone with it (issue 30.4).
    await expect.poll(() => page.getByRole('textbox', { name: /^IP 地址$/ }).inputValue()).toBe('192.168.5.1');
    expect(await page.getByText(/管理页面将转到|管理页面正在转到/).count()).toBe(0);
    await page.goto(`${oldUrl}/#/network/lan`);
    await expect.poll(() => page.getByRole('textbox', { name: /^IP 地址$/ }).inputValue()).toBe('192.168.5.1');
    await context.close();
  });
});
