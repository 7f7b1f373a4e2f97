// Issue 30.13, one page style: every tab's content sits in cards (a heading, its content, its
// buttons) with the same padding and heading size. Screenshots of every route at 1440, 900 and
// 375 px in English and Chinese go to E2E_SHOTS/page-style when it is set.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { desktop, mobile } from './support/browser';
import { routeSession } from './support/console-session';

const session = routeSession();
const shots = process.env.E2E_SHOTS;

// Spec 2's route table (plus WireGuard and History, which later issues added); home has its own dashboard.
const routes = [
  ...['wan', 'net_type', 'sims', 'lan', 'dhcp', 'router', 'terminal', 'qos', 'nat'].map((tab) => `network/${tab}`),
  ...['2.4g', '5g', 'visitor', 'signal', 'scan'].map((tab) => `wifi/${tab}`),
  ...['security', 'dmz_host', 'ddns', 'dispatch', 'black_list', 'netwatchdog', 'parent', 'acl'].map((tab) => `advanced/${tab}`),
  ...['cloud_login', 'cloud_control', 'vpn', 'certification', 'disk', 'file', 'pptp', 'l2tp', 'openvpn', 'dispatch', 'speech', 'wireguard'].map((tab) => `service/${tab}`),
  ...['update', 'backup', 'settings', 'log', 'reboot', 'flow', 'history'].map((tab) => `system/${tab}`),
  ...['diagnostics', 'investigate', 'simulator'].map((tab) => `utils/${tab}`),
];

interface PageStyle {
  /** headings, tables and forms of the page that sit in no card */
  loose: string[];
  /** the distinct paddings and heading sizes of the cards */
  paddings: string[];
  headingSizes: string[];
}

function pageStyle(page: Page): Promise<PageStyle> {
  return page.evaluate(() => {
    const main = document.querySelector('main');
    const shown = (element: Element) => !element.closest('[role="dialog"]') && element.getClientRects().length > 0;
    const headings = Array.from(main?.querySelectorAll('h2') ?? []).filter(shown);
    const blocks = Array.from(main?.querySelectorAll('h2, table, form') ?? []).filter(shown);
    const cards = Array.from(main?.querySelectorAll<HTMLElement>('.page-card') ?? []).filter((card) => !card.parentElement?.closest('.page-card'));
    return {
      loose: blocks.filter((block) => !block.closest('.page-card')).map((block) => `${block.tagName.toLowerCase()} ${(block.textContent ?? '').trim().slice(0, 40)}`),
      paddings: [...new Set(cards.map((card) => getComputedStyle(card).padding))],
      headingSizes: [...new Set(headings.filter((h) => h.closest('.page-card')).map((h) => getComputedStyle(h).fontSize))],
    };
  });
}

async function settle(page: Page): Promise<void> {
  await page.locator('main h2').first().waitFor();
  await page.waitForLoadState('networkidle');
}

describe('one page style (issue 30.13)', () => {
  it('puts every heading of every tab in a card, the cards padded alike with headings of one size', async () => {
    const page = await session.open('network/wan', { viewport: desktop });
    const odd: Record<string, PageStyle> = {};
    for (const route of routes) {
      await page.goto(`${session.device.url}/#/${route}`);
      await settle(page);
      const style = await pageStyle(page);
      if (style.loose.length > 0 || style.paddings.length > 1 || style.headingSizes.length > 1) odd[route] = style;
    }
    expect(odd).toEqual({});
  });

  it.each([
    ['en', desktop.width],
    ['en', 900],
    ['en', mobile.width],
    ['zh-CN', desktop.width],
    ['zh-CN', 900],
    ['zh-CN', mobile.width],
  ] as const)('screenshots every route in %s at %i px', async (language, width) => {
    if (!shots) return;
    const folder = path.join(shots, 'page-style');
    await mkdir(folder, { recursive: true });
    const page = await session.open('network/wan', { language, viewport: { width, height: 900 } });
    for (const route of routes) {
      await page.goto(`${session.device.url}/#/${route}`);
      await settle(page);
      await page.screenshot({ path: path.join(folder, `${route.replace('/', '-')}-${language}-${width}.png`), fullPage: true });
    }
  });
});
