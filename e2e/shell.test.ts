// Issue 5: the console shell against a real daemon in Debian's Chromium.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, mobile, newPage, signIn, signInAfterReboot } from './support/browser';
import { initialPassword, startDevice, type Device } from './support/device';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function withDevice(env: Record<string, string>, run: (device: Device) => Promise<void>) {
  const device = await startDevice({ pastFirstStart: true, env });
  try {
    await run(device);
  } finally {
    await device.stop();
  }
}

async function openUserMenu(page: Page) {
  await page.getByRole('button', { name: /user menu|用户菜单/i }).click();
}

async function seriousViolations(page: Page) {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe('sign-in and navigation', () => {
  let device: Device;
  beforeAll(async () => {
    device = await startDevice({ pastFirstStart: true, env: { DEVICE_LOCKOUT_SECONDS: '30' } });
  });
  afterAll(async () => {
    await device.stop();
  });

  it('sends an unauthenticated visit to login with the redirect query and returns there after sign-in', async () => {
    const { context, page } = await newPage(browser, { language: 'en' });
    await page.goto(`${device.url}/#/network/lan`);
    await page.waitForURL(/#\/login\?redirect=/);
    expect(decodeURIComponent(page.url())).toContain('redirect=/network/lan');
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password', { exact: true }).fill(initialPassword);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(/#\/network\/lan/);
    await context.close();
  });

  it('shows the 404 page for an unknown path', async () => {
    const { context, page } = await newPage(browser, { language: 'en' });
    await signIn(page, device.url);
    await page.goto(`${device.url}/#/no/such/page`);
    await expect.poll(() => page.getByRole('heading', { name: 'Page not found' }).count()).toBe(1);
    await context.close();
  });

  it('keeps the chosen language across a reload', async () => {
    const { context, page } = await newPage(browser, { language: 'zh-CN' });
    await signIn(page, device.url);
    // Issue 30.13: Chinese footer labels end in the full-width colon, English ones in ':'.
    const footerColon = () => page.locator('.app-footer__fact dt').first().evaluate((dt) => getComputedStyle(dt, '::after').content);
    expect(await footerColon()).toBe('"："');
    await openUserMenu(page);
    await Promise.all([page.waitForEvent('load'), page.getByRole('menuitemradio', { name: 'English' }).click()]);
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('en');
    await page.reload();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('en');
    await expect.poll(() => page.getByRole('button', { name: /user menu/i }).count()).toBe(1);
    expect(await footerColon()).toBe('":"');
    await context.close();
  });

  it('opens the slide-in menu at 375 px and navigates with it', async () => {
    const { context, page } = await newPage(browser, { language: 'en', viewport: mobile });
    await signIn(page, device.url);
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Network' }).click();
    await dialog.getByRole('link', { name: 'LAN' }).click();
    await page.waitForURL(/#\/network\/lan/);
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await context.close();
  });

  it('has no serious or critical accessibility violations on login and home', async () => {
    const { context, page } = await newPage(browser, { language: 'en' });
    await page.goto(`${device.url}/#/login`);
    await page.getByLabel('Username').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await signIn(page, device.url);
    await page.getByRole('main').waitFor();
    await page.waitForTimeout(1_500);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});

describe('login lockout', () => {
  it('shows the wrong-password message and then the lockout with its seconds', async () => {
    await withDevice({ DEVICE_LOCKOUT_SECONDS: '30' }, async (device) => {
      const { context, page } = await newPage(browser, { language: 'en' });
      await page.goto(`${device.url}/#/login`);
      await page.getByLabel('Username').fill('admin');
      const password = page.getByLabel('Password', { exact: true });
      await password.fill('not-the-password');
      await page.getByRole('button', { name: 'Log in' }).click();
      await expect.poll(() => page.getByRole('alert').first().innerText()).toContain('Incorrect username or password');
      // Each attempt waits for its answer: password checks run one at a time and take a while on a busy machine.
      for (let attempt = 2; attempt <= 6; attempt++) {
        await password.fill(`wrong-${attempt}`);
        const answered = page.waitForResponse((response) => response.url().includes('op=login'));
        await password.press('Enter');
        await answered;
      }
      await expect.poll(() => page.getByText(/Too many failed attempts, please try again in \d+ s/).count()).toBe(1);
      await context.close();
    });
  });
});

describe('password change', () => {
  it('refuses a mismatch, a short and a wrong old password, then changes it', async () => {
    await withDevice({}, async (device) => {
      const { context, page } = await newPage(browser, { language: 'en' });
      await signIn(page, device.url);
      await openUserMenu(page);
      await page.getByRole('menuitem', { name: 'Change admin password' }).click();
      const dialog = page.getByRole('dialog');
      const fill = async (old: string, next: string, confirm: string) => {
        await dialog.getByLabel('Old password').fill(old);
        await dialog.getByLabel('New password', { exact: true }).fill(next);
        await dialog.getByLabel('Confirm new password').fill(confirm);
        await dialog.getByLabel('Confirm new password').press('Enter');
      };
      await fill(initialPassword, 'abcdef', 'abcdeg');
      await expect.poll(() => dialog.getByText('The two new passwords differ, please retry').count()).toBe(1);
      await fill(initialPassword, 'abc', 'abc');
      await expect.poll(() => dialog.getByText('The password must be at least 5 characters').count()).toBe(1);
      await fill('wrong-old-pass', 'new-pass-1', 'new-pass-1');
      await expect.poll(() => page.getByText('Old password wrong, please retry').count()).toBeGreaterThan(0);
      await fill(initialPassword, 'new-pass-1', 'new-pass-1');
      await page.waitForURL(/#\/login/);
      await signIn(page, device.url, 'new-pass-1');
      await context.close();
    });
  });
});

describe('device actions', () => {
  it('asks before a factory reset and does nothing when cancelled', async () => {
    await withDevice({}, async (device) => {
      const { context, page } = await newPage(browser, { language: 'en' });
      await signIn(page, device.url);
      await page.getByRole('button', { name: /device/i }).first().click();
      await page.getByRole('menuitem', { name: 'Reset' }).click();
      const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
      await expect.poll(() => dialog.getByText('Are you sure you want to restore factory settings?').count()).toBe(1);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await page.waitForTimeout(500);
      expect(page.url()).toMatch(/#\/home/);
      await expect.poll(() => page.getByText('Restoring factory settings').count()).toBe(0);
      await context.close();
    });
  });

  it('shows the reboot overlay with a countdown, then reconnects to the login page', async () => {
    await withDevice({ DEVICE_REBOOT_SECONDS: '3' }, async (device) => {
      const { context, page } = await newPage(browser, { language: 'en' });
      await signIn(page, device.url);
      await page.getByRole('button', { name: /device/i }).first().click();
      await page.getByRole('menuitem', { name: 'Reboot', exact: true }).click();
      await page.getByRole('button', { name: /confirm|ok|reboot/i }).last().click();
      await expect.poll(() => page.getByText('The device is rebooting').count()).toBeGreaterThan(0);
      await expect.poll(() => page.getByText(/Reconnecting automatically in \d+ s/).count()).toBe(1);
      await signInAfterReboot(page, device.url);
      await context.close();
    });
  });
});

describe('session expiry', () => {
  it('shows the token-timeout dialog once, then returns to login', async () => {
    await withDevice({ DEVICE_SESSION_IDLE_SECONDS: '3' }, async (device) => {
      const { context, page } = await newPage(browser, { language: 'en' });
      await signIn(page, device.url);
      // A page without polling: only the 10 s keep-alive reaches the device, after the 3 s idle timeout.
      await page.goto(`${device.url}/#/no/such/page`);
      const notice = page.getByText("You haven't operated for a long time, please log in again");
      await notice.waitFor({ timeout: 30_000 });
      expect(await notice.count()).toBe(1);
      await page.getByRole('button', { name: 'OK' }).click();
      await page.waitForURL(/#\/login/);
      await context.close();
    });
  });
});

describe('idle timeout of an open tab (issue 19.1)', () => {
  it('times out an untouched home page although it keeps polling', async () => {
    await withDevice({ DEVICE_SESSION_IDLE_SECONDS: '15' }, async (device) => {
      const { context, page } = await newPage(browser, { language: 'en' });
      await signIn(page, device.url);
      // Home polls every few seconds and the keep-alive every 10 s; nobody touches the page.
      const notice = page.getByText("You haven't operated for a long time, please log in again");
      await notice.waitFor({ timeout: 40_000 });
      await context.close();
    });
  });
});

describe('permission file', () => {
  it('hides disabled tabs and sends a section to its first enabled tab', async () => {
    await withDevice({}, async (device) => {
      const file = join(device.dataDir, 'menu_conf.json');
      const conf = JSON.parse(await readFile(file, 'utf8'));
      conf.net.net_wan = '0';
      conf.net.net_cellular1 = '0';
      await writeFile(file, JSON.stringify(conf));
      const { context, page } = await newPage(browser, { language: 'en' });
      await signIn(page, device.url);
      await page.goto(`${device.url}/#/network`);
      await page.waitForURL(/#\/network\/sims/);
      const tabs = page.getByRole('navigation', { name: /network pages/i });
      await expect.poll(() => tabs.getByRole('link', { name: /^WAN$/ }).count()).toBe(0);
      await page.goto(`${device.url}/#/network/wan`);
      await expect.poll(() => page.getByRole('heading', { name: 'Page not found' }).count()).toBe(1);
      await context.close();
    });
  });
});
