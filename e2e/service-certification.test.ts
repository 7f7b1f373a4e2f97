import { beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Device } from './support/device';
import { clickAndAwaitSuccess, launchBrowser, mobile, newPage, signIn } from './support/browser';
import { consoleSession } from './support/console-session';

const session = consoleSession();
let device: Device;
let page: Page;

beforeEach(async () => {
  ({ device, page } = session);
  await page.goto(`${device.url}/#/service/certification`);
  await page.getByRole('heading', { name: 'Wi-Fi authentication', exact: true }).waitFor();
});

const save = () => page.getByRole('button', { name: 'Save', exact: true });
// A required field's label ends with its mark (*).
const field = (label: string) => page.getByLabel(new RegExp(`^${label}\\*?$`));

async function switchOn(name: string) {
  const toggle = page.getByRole('switch', { name });
  if ((await toggle.getAttribute('aria-checked')) !== 'true') await toggle.click();
}

describe('Service > Certification', () => {
  it('refuses a health check interval of 59 s and a bad whitelist line, then saves and shows every value after a reload', async () => {
    await switchOn('Portal authentication');
    await field('Gateway ID').fill('shop-01');
    await field('Health check interval').fill('59');
    await field('Client timeout').fill('7');
    await field('Server address').fill('auth.example.com');
    await field('Port').fill('8080');
    await field('Path').fill('/wifidog/');
    await switchOn('SSL');
    await field('SSL port').fill('8443');
    await field('External domain whitelist').fill('pay.example.com\n-x');
    await field('Internal MAC whitelist').fill('00:11:22:33:44:55');
    await save().click();
    await page.getByText('The health check interval must be 60-120 s').waitFor();
    expect(await field('Health check interval').getAttribute('aria-invalid')).toBe('true');
    await page.getByText('line 2: -x is not a valid domain or IP address').waitFor();

    await field('Health check interval').fill('90');
    await field('External domain whitelist').fill('pay.example.com\n203.0.113.7');
    await clickAndAwaitSuccess(page, save());

    await page.reload();
    await field('Gateway ID').waitFor();
    expect(await page.getByRole('switch', { name: 'Portal authentication' }).getAttribute('aria-checked')).toBe('true');
    expect(await field('Gateway ID').inputValue()).toBe('shop-01');
    expect(await field('Health check interval').inputValue()).toBe('90');
    expect(await field('Client timeout').inputValue()).toBe('7');
    expect(await field('Server address').inputValue()).toBe('auth.example.com');
    expect(await field('Port').inputValue()).toBe('8080');
    expect(await page.getByRole('switch', { name: 'SSL' }).getAttribute('aria-checked')).toBe('true');
    expect(await field('SSL port').inputValue()).toBe('8443');
    expect(await field('External domain whitelist').inputValue()).toBe('pay.example.com\n203.0.113.7');
    expect(await field('Internal MAC whitelist').inputValue()).toBe('00:11:22:33:44:55');
  });

  it('lists the clients signed in through the portal and signs one out', async () => {
    await switchOn('Portal authentication');
    await field('Server address').fill('auth.example.com');
    await field('Internal MAC whitelist').fill('');
    await clickAndAwaitSuccess(page, save());
    const table = page.getByRole('table', { name: 'Clients signed in through the portal' });
    // The wired desktop of the simulated LAN is always there.
    const kick = table.getByRole('button', { name: 'Sign out DESKTOP-7KQ2M1F' });
    await kick.waitFor({ timeout: 15_000 });
    await kick.click();
    await clickAndAwaitSuccess(page, page.getByRole('alertdialog').getByRole('button', { name: 'Sign out' }), 'The client was signed out');
    await expect.poll(() => table.getByRole('cell', { name: 'DESKTOP-7KQ2M1F' }).count()).toBe(0);
  });

  it('works at 375 px in Chinese', async () => {
    const browser = await launchBrowser();
    try {
      const { page: small } = await newPage(browser, { language: 'zh-CN', viewport: mobile });
      await signIn(small, device.url);
      await small.goto(`${device.url}/#/service/certification`);
      await small.getByRole('heading', { name: 'Wi-Fi 认证', exact: true }).waitFor();
      const toggle = small.getByRole('switch', { name: '认证开关' });
      if ((await toggle.getAttribute('aria-checked')) !== 'true') await toggle.click();
      await small.getByLabel(/^客户端超时\*?$/).fill('101');
      await small.getByRole('button', { name: '保存', exact: true }).click();
      await small.getByText('客户端超时范围为 5-100 分钟').waitFor();
      expect(await small.getByLabel(/^客户端超时\*?$/).getAttribute('aria-invalid')).toBe('true');
      expect(await small.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(mobile.width);
    } finally {
      await browser.close();
    }
  });
});
