// Issue 15.1: a risky save (DHCP here) waits for the administrator's word. Kept, it stays past
// the window; left unanswered, the router goes back by itself and the console says so.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startDevice, type Device } from './support/device';
import { launchBrowser, newPage, signIn } from './support/browser';

const WINDOW_SECONDS = 4;
let device: Device;
let browser: Browser;
let context: BrowserContext;
let page: Page;
/** when the last save's click went out */
let savedAt = 0;

beforeAll(async () => {
  [device, browser] = await Promise.all([startDevice({ pastFirstStart: true, env: { DEVICE_APPLY_WINDOW_SECONDS: String(WINDOW_SECONDS) } }), launchBrowser()]);
  ({ context, page } = await newPage(browser, { language: 'en' }));
  await signIn(page, device.url);
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await device?.stop();
});

async function saveDhcpStart(start: string) {
  await page.goto(`${device.url}/#/network/dhcp`);
  await page.getByLabel('Start IP (host number)').fill(start);
  await page.getByRole('button', { name: 'Save', exact: true }).first().click();
  savedAt = Date.now();
  return page.getByRole('alertdialog', { name: 'Confirm the new settings' });
}

describe('apply with automatic rollback', () => {
  it('counts down after a risky save, and keeps the settings once confirmed', async () => {
    const ask = await saveDhcpStart('120');
    await ask.getByText(/goes back to the previous ones in \d seconds?/).waitFor();
    await ask.getByRole('button', { name: 'Keep the new settings' }).click();
    await page.getByText('New settings kept').waitFor();
    // Past the window, counted from the save (a second more for the request to land).
    await page.waitForTimeout(Math.max(0, savedAt + (WINDOW_SECONDS + 2) * 1000 - Date.now()));
    await page.reload();
    await page.getByLabel('Start IP (host number)').waitFor();
    expect(await page.getByLabel('Start IP (host number)').inputValue()).toBe('120');
  });

  it('goes back to the previous settings when nobody confirms, and says so', async () => {
    const ask = await saveDhcpStart('130');
    await ask.waitFor();
    await page.getByText('The change to DHCP was not confirmed in time: the router went back to the previous settings').waitFor({ timeout: (WINDOW_SECONDS + 5) * 1000 });
    await expect.poll(() => page.getByLabel('Start IP (host number)').inputValue()).toBe('120');
  });
});
