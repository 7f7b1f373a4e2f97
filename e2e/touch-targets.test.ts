// Issue 30.13: at 375 px every control is a 44 px touch target (WCAG 2.5.5): buttons, tabs,
// fields, a switch by the area its ::after adds, a checkbox by the label around it.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, mobile, newPage, signIn } from './support/browser';
import { startDevice, type Device } from './support/device';
import type { Browser } from 'playwright-core';

let device: Device;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  [device, browser] = await Promise.all([startDevice({ pastFirstStart: true }), launchBrowser()]);
  ({ page } = await newPage(browser, { language: 'en', viewport: mobile }));
});
afterAll(async () => {
  await browser?.close();
  await device?.stop();
});

/** The controls in view smaller than 44 x 44 px, as "what size". Links inside running text are exempt. */
function smallTargets(target: Page): Promise<string[]> {
  return target.evaluate(() => {
    const small: string[] = [];
    const controls = document.querySelectorAll<HTMLElement>('button, a[href], input:not([type="hidden"]):not([aria-hidden="true"]), select, textarea');
    for (const control of Array.from(controls)) {
      if (control.closest('p, li') && control.tagName === 'A') continue;
      if (control.classList.contains('skip-link') || control.closest('[aria-hidden="true"]')) continue;
      const holder = control.matches('input[type="checkbox"], input[type="radio"]') ? control.closest('label') ?? control : control;
      const box = holder.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const after = getComputedStyle(holder, '::after');
      const grow = after.position === 'absolute' ? -2 * (parseFloat(after.top) || 0) : 0;
      if (box.width < 43.5 || box.height + grow < 43.5) small.push(`${control.tagName.toLowerCase()}[${control.getAttribute("type")}] in .${(control.parentElement?.className ?? "")} "${(control.textContent || control.getAttribute('aria-label') || control.id).trim().slice(0, 24)}" ${Math.round(box.width)}x${Math.round(box.height + grow)}`);
    }
    return small;
  });
}

describe('touch targets at 375 px', () => {
  it('are 44 px on the login page', async () => {
    await page.goto(`${device.url}/#/login`);
    await page.getByLabel('Username').waitFor();
    expect(await smallTargets(page)).toEqual([]);
    await signIn(page, device.url);
  });

  it.each(['home', 'network/lan', 'network/dhcp', 'service/wireguard', 'system/log', 'system/backup'])('are 44 px on %s', async (route) => {
    await page.goto(`${device.url}/#/${route}`);
    await page.locator('main h2, main h1').first().waitFor();
    await page.waitForTimeout(500);
    expect(await smallTargets(page)).toEqual([]);
  });
});
