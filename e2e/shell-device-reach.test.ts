// Issue 30.1: a router that stops answering (frozen with SIGSTOP, or gone) is said so on every
// page, with the time of its last answer; live cards grey out; the next answer clears it.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desktop, launchBrowser, mobile, newPage, signIn } from './support/browser';
import { startDevice, type Device } from './support/device';

const SHOTS = process.env.E2E_SHOTS;
let device: Device;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  [device, browser] = await Promise.all([startDevice({ pastFirstStart: true }), launchBrowser()]);
  ({ context, page } = await newPage(browser, { language: 'en' }));
  await signIn(page, device.url);
});
afterAll(async () => {
  device?.signal('SIGCONT');
  await context?.close();
  await browser?.close();
  await device?.stop();
});

// Home's Internet card: "Connected · wired WAN" while the router answers.
const connected = () => page.getByRole('region', { name: 'Internet' }).getByText(/^Connected ·/);
const banner = () => page.getByRole('alert').filter({ hasText: 'The router is not answering.' });

async function shoot(name: string) {
  if (!SHOTS) return;
  for (const [width, viewport] of [[1440, desktop], [900, { width: 900, height: 900 }], [375, mobile]] as const) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: false });
  }
  await page.setViewportSize(desktop);
}

describe('device not answering', () => {
  it('says so after two unanswered polls when the router freezes, greys the live cards, and clears at the next answer', async () => {
    await connected().waitFor();
    expect(await banner().count()).toBe(0);
    device.signal('SIGSTOP');
    await banner().waitFor({ timeout: 20_000 });
    await expect.poll(() => banner().textContent()).toMatch(/Last answer at \d\d:\d\d:\d\d.*Retrying…/);
    expect(await connected().count()).toBe(0);
    expect(await page.locator('.app--not-answering').count()).toBe(1);
    // Issue 43.7: the footer's clock stops with the router, at its last answer.
    const clock = page.locator('.app-footer__fact').filter({ hasText: 'System time' }).locator('dd');
    const stopped = await clock.innerText();
    await page.waitForTimeout(2_500);
    expect(await clock.innerText()).toBe(stopped);
    expect(stopped).toContain(/Last answer at (\d\d:\d\d:\d\d)/.exec((await banner().textContent()) ?? '')?.[1] ?? 'no time');
    await shoot('not-answering-en');
    // The shell's banner stays on another page too.
    await page.getByRole('link', { name: 'Network', exact: true }).first().click();
    await banner().waitFor();
    await page.getByRole('link', { name: 'Home' }).first().click();
    device.signal('SIGCONT');
    await banner().waitFor({ state: 'detached', timeout: 15_000 });
    await connected().waitFor();
    expect(await page.locator('.app--not-answering').count()).toBe(0);
  });

  it('says so when the router is gone (connections refused), as after a LAN move', async () => {
    const { context: other, page: second } = await newPage(browser, { language: 'zh-CN' });
    try {
      const spare = await startDevice({ pastFirstStart: true });
      await signIn(second, spare.url);
      // Not the prerendered page: the console itself runs, and the router answered its polls.
      await second.getByRole('region', { name: '互联网' }).getByText(/^已连接/).waitFor();
      await spare.stop();
      await second.getByRole('alert').filter({ hasText: '路由器没有响应。' }).waitFor({ timeout: 30_000 });
      if (SHOTS) {
        for (const [width, viewport] of [[1440, desktop], [900, { width: 900, height: 900 }], [375, mobile]] as const) {
          await second.setViewportSize(viewport);
          await second.screenshot({ path: `${SHOTS}/not-answering-zh-${width}.png` });
        }
      }
    } finally {
      await other.close();
    }
  });
});
