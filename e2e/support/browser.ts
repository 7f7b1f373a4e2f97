// Debian's Chromium driven by playwright-core (Playwright cannot download browsers here).
import { inject } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { chromiumOptions } from './chromium-options';
import { initialPassword } from './device';
import { Timing } from '../../packages/contract/src/timing';

declare module 'vitest' {
  export interface ProvidedContext {
    /** the layer's shared Chromium (browser-server.ts), for playwright's connect */
    browserEndpoint: string;
  }
}

/** The layer's shared Chromium (browser-server.ts), where the test run started one. */
function sharedBrowserEndpoint(): string | undefined {
  try {
    return inject('browserEndpoint');
  } catch {
    return undefined; // outside a vitest worker (bench)
  }
}

/**
 * A browser for a test file: a connection to the layer's shared Chromium, or a Chromium of its
 * own where it needs `extraArgs` (switches such as `--host-resolver-rules` to play a DNS
 * rebinding) or no shared one runs. `close()` ends the file's contexts either way.
 */
export async function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  const endpoint = extraArgs.length === 0 ? sharedBrowserEndpoint() : undefined;
  return endpoint ? chromium.connect(endpoint) : chromium.launch(chromiumOptions(extraArgs));
}

export const desktop = { width: 1440, height: 900 };
export const mobile = { width: 375, height: 812 };

export async function newPage(
  browser: Browser,
  options: { viewport?: { width: number; height: number }; language?: 'zh-CN' | 'en' | 'zh-TW' } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  // A browser that asks for Chinese unless the test chose (the console follows the browser's languages, issue 43.7).
  const context = await browser.newContext({ viewport: options.viewport ?? desktop, locale: options.language ?? 'zh-CN' });
  if (options.language) {
    await context.addInitScript((lang) => {
      if (!localStorage.getItem('lang')) localStorage.setItem('lang', lang);
    }, options.language);
  }
  const page = await context.newPage();
  return { context, page };
}

/** Signs in through the login form and waits for the dashboard. */
export async function signIn(page: Page, baseUrl: string, password = initialPassword): Promise<void> {
  await page.goto(`${baseUrl}/#/login`);
  await page.getByLabel(/username|用户名|使用者名稱/i).fill('admin');
  await page.getByLabel(/^(password|密码|密碼)$/i).fill(password);
  await page.keyboard.press('Enter');
  await page.waitForURL(/#\/home/);
}

/** The reboot overlay reloads the page at the login route once the device answers again; then sign in. */
export async function signInAfterReboot(page: Page, baseUrl: string): Promise<void> {
  await skipRebootCountdown(page);
  await page.waitForURL(/#\/login/, { timeout: 60_000 });
  await page.waitForLoadState('load');
  // The reload may still be under way when the hash changes: a navigation then interrupts ours.
  await signIn(page, baseUrl).catch(async () => {
    await page.waitForTimeout(1000);
    await signIn(page, baseUrl);
  });
}

/**
 * The reboot overlay counts 30 s down (spec 9) before it asks whether the device is back; the
 * test daemon is back within seconds (DEVICE_REBOOT_SECONDS), so the page's clock jumps over the
 * countdown (Playwright's fake clock, then running at the normal pace). The overlay still counts,
 * then polls the device and reloads at the login page as it would after 30 s.
 */
async function skipRebootCountdown(page: Page): Promise<void> {
  await page.getByRole('alertdialog', { name: /^(The device is rebooting|设备正在重启|裝置正在重新啟動)$/ }).waitFor({ timeout: 60_000 });
  await page.clock.install();
  await page.clock.fastForward(Timing.rebootOverlayMs);
}

/** The success toasts: a save's says what it did ("DHCP saved", "Port forwarding 'NAS' added", issue 30.3). */
export function successToasts(page: Page): Locator {
  return page.locator('.toast--success');
}

/**
 * Clicks a save button (or does what saves) and waits for that save's own success toast (any, or the one with these
 * words): a toast of an earlier save may still be up, and leaving before this one lands would
 * meet the console's unsaved-changes question. The toasts up before the click are marked as seen
 * (earlier ones may leave meanwhile; the same words again come as a new toast).
 */
export async function clickAndAwaitSuccess(page: Page, button: Locator | (() => Promise<unknown>), success?: string | RegExp): Promise<void> {
  await page.evaluate(() => document.querySelectorAll<HTMLElement>('.toast').forEach((toast) => (toast.dataset.seen = '1')));
  const fresh = page.locator('.toast--success:not([data-seen])');
  const toasts = success === undefined ? fresh : fresh.filter({ hasText: success });
  await (typeof button === 'function' ? button() : button.click());
  await toasts.first().waitFor({ timeout: 15_000 });
}
