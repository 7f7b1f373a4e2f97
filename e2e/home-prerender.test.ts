// Issue 20: a signed-in visitor gets the home page prerendered (home.<language>.<brand>.html),
// shown at #/home on a phone before the console's JavaScript runs, and the spinner of the plain
// index.html anywhere else; React renders the same page over it, never a spinner in between.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { desktop, mobile } from './support/browser';
import { deviceAndBrowser } from './support/console-session';
import { setBrand } from './support/device';
import { signIn } from './support/device-api';

const session = deviceAndBrowser();

/** A browser with a session and a language, as the console leaves them after sign-in. */
async function signedIn(viewport: { width: number; height: number }, lang: 'zh-CN' | 'en'): Promise<BrowserContext> {
  const context = await session.browser.newContext({ viewport });
  await context.addCookies([
    { name: 'AC_TOKEN', value: await signIn(session.device.url), url: session.device.url, sameSite: 'Strict' },
    { name: 'lang', value: lang, url: session.device.url },
  ]);
  await context.addInitScript((language) => localStorage.setItem('lang', language), lang);
  return context;
}

/** The copy as it paints before the console starts: its boot file, which imports the console, never arrives. */
async function withoutConsole(context: BrowserContext): Promise<Page> {
  await context.route(/\/assets\/boot-[\w-]+\.js$/, (route) => route.abort());
  return context.newPage();
}

const cases = [
  { corporation: 'ZBT', theme: 'zbt', lang: 'zh-CN', home: '首页', other: 'SL' },
  { corporation: 'SL', theme: 'sl', lang: 'en', home: 'Home', other: 'ZBT' },
] as const;

describe('the prerendered home page', () => {
  for (const { corporation, theme, lang, home, other } of cases) {
    it(`shows ${corporation}'s home page in ${lang} at #/home on a phone before the console runs`, async () => {
      await setBrand(session.device, corporation);
      const context = await signedIn(mobile, lang);
      const page = await withoutConsole(context);
      await page.goto(`${session.device.url}/#/home`);
      expect(await page.locator('html').getAttribute('data-theme')).toBe(theme);
      expect(await page.locator('html').getAttribute('lang')).toBe(lang);
      await expect.poll(() => page.getByRole('heading', { level: 1, name: home }).isVisible()).toBe(true);
      expect(await page.getByText(corporation, { exact: true }).isVisible()).toBe(true);
      expect(await page.getByText(other, { exact: true }).count()).toBe(0);
      expect(await page.getByRole('progressbar', { name: 'Loading' }).isVisible()).toBe(false);
      // Nothing in it answers before React has rendered the page over it.
      expect(await page.locator('.prerendered-home').getAttribute('inert')).not.toBeNull();
      await context.close();
    });
  }

  for (const { name, viewport, route } of [
    { name: 'at another page on a phone', viewport: mobile, route: '#/network/wan' },
    { name: 'at #/home on a wide screen', viewport: desktop, route: '#/home' },
    { name: 'at the bare address', viewport: mobile, route: '' },
  ]) {
    it(`shows the spinner, not the home page, ${name}`, async () => {
      await setBrand(session.device, 'ZBT');
      const context = await signedIn(viewport, 'en');
      const page = await withoutConsole(context);
      await page.goto(`${session.device.url}/${route}`);
      await expect.poll(() => page.getByRole('progressbar', { name: 'Loading' }).isVisible()).toBe(true);
      expect(await page.getByRole('heading').count()).toBe(0);
      await context.close();
    });
  }
});

/** Notes whether the home page or a spinner was ever on screen, at every change of the document. */
async function watchScreens(page: Page): Promise<() => Promise<{ spinner: boolean; home: boolean }>> {
  await page.addInitScript(() => {
    const seen = { spinner: false, home: false };
    (window as unknown as { seen: typeof seen }).seen = seen;
    const look = () => {
      seen.spinner ||= document.querySelector('.boot-spinner')?.checkVisibility() ?? false;
      seen.home ||= document.querySelector('.home')?.checkVisibility() ?? false;
    };
    new MutationObserver(look).observe(document, { subtree: true, childList: true, attributes: true });
  });
  return () => page.evaluate(() => (window as unknown as { seen: { spinner: boolean; home: boolean } }).seen);
}

function scriptErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** The console at `route` on a phone in English, its script errors and screens watched from the start. */
async function openWatched(corporation: 'SL' | 'ZBT', route: string) {
  await setBrand(session.device, corporation);
  const context = await signedIn(mobile, 'en');
  const page = await context.newPage();
  const errors = scriptErrors(page);
  const seen = await watchScreens(page);
  await page.goto(`${session.device.url}/${route}`);
  return { context, page, errors, seen };
}

describe('the console over the prerendered home page', () => {
  it('renders the home page over it with its data, without a spinner in between or a script error', async () => {
    const { context, page, errors, seen } = await openWatched('SL', '#/home');
    // The device's answers replace the placeholders: the CPU use is a percentage.
    await expect.poll(() => page.locator('.stat__value').first().textContent(), { timeout: 15_000 }).toMatch(/^\d+%$/);
    expect(await page.locator('.prerendered-home').count()).toBe(0);
    expect(await page.locator('.traffic__chart canvas').count()).toBe(1);
    expect(await seen()).toEqual({ spinner: false, home: true });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('never shows the home page first at another page', async () => {
    const { context, page, errors, seen } = await openWatched('ZBT', '#/network/wan');
    await page.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor();
    expect((await seen()).home).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });
});
