// Issue 20: the login page arrives prerendered in the visitor's language and the device's brand,
// paints before the JavaScript, and works once React has rendered over it.
import { describe, expect, it } from 'vitest';
import { mobile } from './support/browser';
import { deviceAndBrowser } from './support/console-session';
import { initialPassword, setBrand } from './support/device';

const session = deviceAndBrowser();

const cases = [
  { corporation: 'SL', theme: 'sl', lang: 'en', title: 'Log in', other: 'ZBT' },
  { corporation: 'ZBT', theme: 'zbt', lang: 'zh-CN', title: '登录', other: 'SL' },
  { corporation: 'SL', theme: 'sl', lang: 'zh-TW', title: '登入', other: 'ZBT' },
] as const;

describe('the prerendered login page', () => {
  for (const { corporation, theme, lang, title, other } of cases) {
    it(`shows ${corporation} in ${lang} before any script runs`, async () => {
      await setBrand(session.device, corporation);
      const context = await session.browser.newContext({ viewport: mobile, javaScriptEnabled: false });
      await context.addCookies([{ name: 'lang', value: lang, url: session.device.url }]);
      const page = await context.newPage();
      await page.goto(`${session.device.url}/#/login`);
      expect(await page.locator('html').getAttribute('data-theme')).toBe(theme);
      expect(await page.locator('html').getAttribute('lang')).toBe(lang);
      await expect.poll(() => page.getByRole('heading', { level: 1, name: title }).count()).toBe(1);
      expect(await page.getByText(corporation, { exact: true }).count()).toBeGreaterThan(0);
      expect(await page.getByText(other, { exact: true }).count()).toBe(0);
      // No input before React: typed text would be lost, a native submit would put the password in the URL.
      expect(await page.locator('#login-password').getAttribute('readonly')).not.toBeNull();
      expect(await page.getByRole('button', { name: title }).isDisabled()).toBe(true);
      await context.close();
    });
  }

  it('opens in English in a browser that asks for American English, when nobody chose a language (issue 43.7)', async () => {
    await setBrand(session.device, 'ZBT');
    const context = await session.browser.newContext({ viewport: mobile, locale: 'en-US' });
    const page = await context.newPage();
    const first = await page.goto(`${session.device.url}/`);
    expect(await first?.text()).toContain('<html lang="en" data-theme="zbt">');
    await page.getByRole('combobox', { name: 'Language' }).waitFor();
    await page.getByLabel('Username').waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await context.close();
  });

  it('takes the chosen language from the language menu on the next load, and signs in once React runs', async () => {
    await setBrand(session.device, 'ZBT');
    const context = await session.browser.newContext({ viewport: mobile, locale: 'zh-CN' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    page.on('pageerror', (error) => errors.push(error.message));
    const first = await page.goto(`${session.device.url}/`);
    expect(await first?.text()).toContain('<html lang="zh-CN" data-theme="zbt">');
    await page.waitForURL(/#\/login\?redirect=/);
    const reloaded = page.waitForResponse((response) => response.request().resourceType() === 'document');
    await page.getByRole('combobox', { name: '语言' }).selectOption('en');
    expect(await (await reloaded).text()).toContain('<html lang="en" data-theme="zbt">');
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password', { exact: true }).fill(initialPassword);
    await page.keyboard.press('Enter');
    await page.waitForURL(/#\/home/);
    // React rendered over the prerendered page without a script error.
    expect(errors).toEqual([]);
    await context.close();
  });
});
