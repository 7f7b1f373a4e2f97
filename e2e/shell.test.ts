// Issue 5: the console shell against a real daemon in Debian's Chromium.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, mobile, newPage, signIn, signInAfterReboot } from './support/browser';
import { initialPassword, startDevice, type Device } from './support/device';
import { Timing } from '../packages/contract/src/timing';

let browser: Browser;
/** The device of the tests that leave it as they found it (a reboot brings it back the same). */
let device: Device;
beforeAll(async () => {
  [browser, device] = await Promise.all([launchBrowser(), startDevice({ pastFirstStart: true })]);
});
afterAll(async () => {
  await browser?.close();
  await device?.stop();
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
    // Home's cards are drawn once their data is in (none still says it is loading).
    await page.waitForFunction(() => !/Loading/.test(document.querySelector('main')?.textContent ?? 'Loading'), undefined, { timeout: 15_000 });
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

  it('shows the reboot overlay with a countdown, then reconnects to the login page', async () => {
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

describe('permission file', () => {
  it('hides disabled tabs and sends a section to its first enabled tab', async () => {
    const file = join(device.dataDir, 'menu_conf.json');
    const original = await readFile(file, 'utf8');
    const conf = JSON.parse(original);
    conf.net.net_wan = '0';
    conf.net.net_cellular1 = '0';
    await writeFile(file, JSON.stringify(conf));
    try {
      const { context, page } = await newPage(browser, { language: 'en' });
      await signIn(page, device.url);
      await page.goto(`${device.url}/#/network`);
      await page.waitForURL(/#\/network\/sims/);
      const tabs = page.getByRole('navigation', { name: /network pages/i });
      await expect.poll(() => tabs.getByRole('link', { name: /^WAN$/ }).count()).toBe(0);
      await page.goto(`${device.url}/#/network/wan`);
      await expect.poll(() => page.getByRole('heading', { name: 'Page not found' }).count()).toBe(1);
      await context.close();
    } finally {
      await writeFile(file, original);
    }
  });
});

// The idle timeout is short; the page's clock (Playwright's fake clock, running at the normal pace)
// jumps over what the page waits for by itself: the keep-alive's 10 s and the few seconds after an
// input in which a call still counts as the administrator's (console lib/user-activity.ts).
describe('idle sessions', () => {
  const notice = (page: Page) => page.getByText("You haven't operated for a long time, please log in again");
  let idleDevice: Device;
  beforeAll(async () => {
    idleDevice = await startDevice({ pastFirstStart: true, env: { DEVICE_SESSION_IDLE_SECONDS: '6' } });
  });
  afterAll(async () => {
    await idleDevice?.stop();
  });

  it('shows the token-timeout dialog once, then returns to login', async () => {
    const { context, page } = await newPage(browser, { language: 'en' });
    await page.clock.install();
    await signIn(page, idleDevice.url);
    // A page without polling: only the keep-alive reaches the device, each jump of the clock one.
    await page.goto(`${idleDevice.url}/#/no/such/page`);
    await expect
      .poll(
        async () => {
          await page.clock.fastForward(Timing.keepAliveMs);
          return notice(page).count();
        },
        { timeout: 30_000, interval: 1_000 },
      )
      .toBeGreaterThan(0);
    // A keep-alive more finds the session gone too, and adds no second dialog.
    await page.clock.fastForward(Timing.keepAliveMs);
    await page.waitForTimeout(500);
    expect(await notice(page).count()).toBe(1);
    await page.getByRole('button', { name: 'OK' }).click();
    await page.waitForURL(/#\/login/);
    await context.close();
  });

  it('times out an untouched home page although it keeps polling (issue 19.1)', async () => {
    const { context, page } = await newPage(browser, { language: 'en' });
    let backgroundCalls = 0;
    page.on('request', (request) => {
      if (request.headers()['x-console-background'] === '1') backgroundCalls += 1;
    });
    await page.clock.install();
    await signIn(page, idleDevice.url);
    await page.getByRole('main').waitFor();
    // Past the sign-in's few seconds: from here home's polls (every 2 s) and the keep-alive are background calls.
    await page.clock.fastForward(Timing.keepAliveMs);
    await notice(page).waitFor({ timeout: 20_000 });
    expect(backgroundCalls).toBeGreaterThanOrEqual(3);
    await context.close();
  });
});
