// Issue 15.1: a risky save (DHCP here) waits for the administrator's word. Kept, it stays past
// the window; left unanswered, the router goes back by itself and the console says so.
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { parseUci } from '@rc/core/uci/uci-parse';
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
    await page.getByText(/^“DHCP: Start IP \(host number\) → 130” was not confirmed in time: the router went back to the previous settings at \d\d:\d\d:\d\d \(router time\)$/).waitFor({ timeout: (WINDOW_SECONDS + 5) * 1000 });
    await expect.poll(() => page.getByLabel('Start IP (host number)').inputValue()).toBe('120');
  });

  it('keeps a change that went back off the device: the firewall shows on again, and a DHCP save kept later applies DHCP only (issue 39.4)', async () => {
    const wanInput = async () => {
      const firewall = parseUci(await readFile(`${device.dataDir}/config/firewall`, 'utf8'), 'firewall');
      return firewall.sections.find((section) => section.type === 'zone' && section.options.get('name') === 'wan')?.options.get('input');
    };
    const firewall = page.getByRole('switch', { name: 'Firewall' });
    await page.goto(`${device.url}/#/advanced/security`);
    await firewall.waitFor();
    expect(await firewall.getAttribute('aria-checked')).toBe('true');
    await firewall.click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const warning = page.getByRole('alertdialog');
    await warning.getByText(/every device on the internet can reach this router/).waitFor();
    await warning.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('alertdialog', { name: 'Confirm the new settings' }).waitFor();
    expect(await wanInput()).toBe('ACCEPT');
    await page.getByText(/^“Security: .*” was not confirmed in time: the router went back to the previous settings at /).waitFor({ timeout: (WINDOW_SECONDS + 5) * 1000 });
    await expect.poll(() => firewall.getAttribute('aria-checked')).toBe('true');
    expect(await wanInput()).toBe('REJECT');

    const ask = await saveDhcpStart('140');
    await ask.waitFor();
    expect(await ask.innerText()).toContain('DHCP');
    expect(await ask.innerText()).not.toMatch(/Security|Firewall/);
    await ask.getByRole('button', { name: 'Keep the new settings' }).click();
    await page.getByText('New settings kept').waitFor();
    expect(await wanInput()).toBe('REJECT');
    await page.goto(`${device.url}/#/advanced/security`);
    await firewall.waitFor();
    expect(await firewall.getAttribute('aria-checked')).toBe('true');
  });
});
