// Issue 43.1: a Wi-Fi password change cuts off a computer on that Wi-Fi. Its confirmation cannot
// reach the router (here every call to the daemon is cut after the save answered): Keep must not
// close the question silently, the dialog says to rejoin the named Wi-Fi with the new password and
// keep within the seconds left, and once the router answers again the same tab says that it went
// back, naming the change, at the router's time (Asia/Shanghai) rather than the browser's.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desktop, launchBrowser, mobile, signIn } from './support/browser';
import { startDevice, type Device } from './support/device';

const WINDOW_SECONDS = 12;
const SHOTS = process.env.E2E_SHOTS;
let device: Device;
let browser: Browser;

beforeAll(async () => {
  [device, browser] = await Promise.all([startDevice({ pastFirstStart: true, env: { DEVICE_APPLY_WINDOW_SECONDS: String(WINDOW_SECONDS) } }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await device?.stop();
});

/** A browser in New York: its clock reads 13 hours off the router's (Asia/Shanghai). */
async function openConsole(language: 'en' | 'zh-CN', viewport: { width: number; height: number }): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport, timezoneId: 'America/New_York' });
  await context.addInitScript((lang) => localStorage.setItem('lang', lang), language);
  const page = await context.newPage();
  await signIn(page, device.url);
  return { context, page };
}

const cut = (page: Page) => page.route('**/cgi-bin/webapi**', (route) => route.abort('internetdisconnected'));
const restore = (page: Page) => page.unroute('**/cgi-bin/webapi**');

/** HH:MM:SS of now in the router's zone, and whether `shown` lies within `slackS` seconds of it. */
function nearRouterClock(shown: string, slackS: number): boolean {
  const [h, m, s] = shown.split(':').map(Number) as [number, number, number];
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Shanghai', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' }).format(Date.now()).split(':').map(Number) as [number, number, number];
  const diff = Math.abs((parts[0] * 3600 + parts[1] * 60 + parts[2]) - (h * 3600 + m * 60 + s));
  return Math.min(diff, 86_400 - diff) <= slackS;
}

async function saveWifiKey(page: Page, words: { tab: string; form: string; key: string; save: string; reconnect: RegExp }, key: string) {
  await page.goto(`${device.url}/#/wifi/2.4g`);
  const form = page.getByRole('region', { name: words.form, exact: true });
  await form.getByLabel(words.key, { exact: true }).fill(key);
  await form.getByRole('button', { name: words.save, exact: true }).click();
  const warning = page.getByRole('alertdialog');
  await warning.getByText(words.reconnect).waitFor();
  await warning.getByRole('button', { name: words.save, exact: true }).click();
}

describe('a risky save whose confirmation cannot reach the router', () => {
  it('keeps the question open with the way back, and tells the rollback when the router answers again (1440 px, English)', async () => {
    const { context, page } = await openConsole('en', desktop);
    try {
      await page.goto(`${device.url}/#/wifi/2.4g`);
      const ssid = await page.getByRole('region', { name: '2.4G Wi-Fi', exact: true }).getByRole('textbox', { name: 'SSID', exact: true }).inputValue();
      await saveWifiKey(page, { tab: '2.4g', form: '2.4G Wi-Fi', key: 'Password', save: 'Save', reconnect: /wireless clients will disconnect/ }, 'rejoin-me-2026');
      const dialog = page.getByRole('alertdialog', { name: 'Confirm the new settings' });
      await dialog.waitFor();
      await dialog.getByText(`join “${ssid}” again with the new password`, { exact: false }).waitFor();

      await cut(page);
      await dialog.getByRole('button', { name: 'Keep the new settings' }).click();
      const way = dialog.getByRole('alert');
      await way.waitFor();
      expect(await way.innerText()).toMatch(new RegExp(`did not answer.*Join the Wi-Fi “${ssid}” again with its new password, then press “Keep the new settings” \\(\\d+ s left\\)`, 's'));
      // Still asked, not closed silently.
      await page.waitForTimeout(1000);
      expect(await dialog.isVisible()).toBe(true);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/apply-unreached-en-1440.png` });

      // The window passes while the browser is cut off; then the router answers again.
      await dialog.waitFor({ state: 'detached', timeout: (WINDOW_SECONDS + 5) * 1000 });
      await page.waitForTimeout(2000);
      expect(await page.getByText(/was not confirmed in time/).count()).toBe(0);
      await restore(page);
      const told = page.getByText(/^“Wi-Fi: .*” was not confirmed in time: the router went back to the previous settings at \d\d:\d\d:\d\d \(router time\)$/);
      await told.waitFor({ timeout: 10_000 });
      const time = /at (\d\d:\d\d:\d\d)/.exec(await told.innerText())?.[1] ?? '';
      expect(nearRouterClock(time, 60)).toBe(true);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/apply-rolled-back-en-1440.png` });
      await expect.poll(() => page.getByRole('region', { name: '2.4G Wi-Fi', exact: true }).getByLabel('Password', { exact: true }).inputValue()).not.toBe('rejoin-me-2026');
    } finally {
      await restore(page).catch(() => undefined);
      await context.close();
    }
  });

  it('says the same on a phone in Chinese (375 px)', async () => {
    const { context, page } = await openConsole('zh-CN', mobile);
    try {
      await saveWifiKey(page, { tab: '2.4g', form: '2.4G 无线设置', key: '密码', save: '保存', reconnect: /无线客户端/ }, 'rejoin-me-zh');
      const dialog = page.getByRole('alertdialog', { name: '确认新设置' });
      await dialog.waitFor();
      await cut(page);
      await dialog.getByRole('button', { name: '保留新设置' }).click();
      await dialog.getByRole('alert').getByText(/请用新密码重新连接 Wi-Fi“.+”，然后点击“保留新设置”（剩余 \d+ 秒）/).waitFor();
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/apply-unreached-zh-375.png` });
      await restore(page);
      await dialog.getByRole('button', { name: '保留新设置' }).click();
      await page.getByText('已保留新设置').waitFor();
      await dialog.waitFor({ state: 'detached' });
    } finally {
      await restore(page).catch(() => undefined);
      await context.close();
    }
  });
});
