// Issue 32.1: the settings search in the header, against a real daemon.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { desktop, mobile } from './support/browser';
import { routeSession } from './support/console-session';

const session = routeSession();
const shots = process.env.E2E_SHOTS;
// The tab's chunk and its settings load first; on a busy machine that takes seconds.
const landing = { timeout: 10_000 };

/** The focused control's label, as the page shows it. */
function focusedLabel(page: Page): Promise<string | undefined> {
  return page.evaluate(() => {
    const focused = document.activeElement as HTMLInputElement | null;
    return focused?.labels?.[0]?.textContent?.replace(/\*$/, '').trim();
  });
}

async function search(page: Page, query: string): Promise<void> {
  const field = page.getByRole('dialog').getByRole('combobox');
  await field.fill(query);
  await page.getByRole('dialog').getByRole('option').first().waitFor();
}

describe('settings search', () => {
  it('finds a Chinese field by the word administrators use (zh-CN, 租期) with / and lands focused on it', async () => {
    const page = await session.open('home', { language: 'zh-CN', viewport: desktop });
    await page.getByRole('button', { name: '搜索设置' }).waitFor();
    await page.keyboard.press('/');
    await expect.poll(() => page.getByRole('dialog', { name: '搜索设置' }).count()).toBe(1);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('combobox');
    // what an administrator types: 租期, the usual word, is an alias of the label 分配时间
    await search(page, '租期');
    await expect.poll(() => page.getByRole('dialog').getByRole('option').first().textContent()).toContain('分配时间');
    await expect.poll(() => page.getByRole('dialog').getByRole('option').first().textContent()).toContain('DHCP');
    await page.keyboard.press('Enter');
    await page.waitForURL(/#\/network\/dhcp$/);
    await expect.poll(() => focusedLabel(page), landing).toBe('分配时间');
  });

  it('finds Chinese phrases typed without spaces (issue 42.5): MAC过滤 finds the black list, 固件升级 lands on the upgrade', async () => {
    const page = await session.open('home', { language: 'zh-CN', viewport: desktop });
    await page.getByRole('button', { name: '搜索设置' }).click();
    await search(page, 'MAC过滤');
    // the Wi-Fi's MAC filter section too: both are what the words say
    await expect.poll(async () => (await page.getByRole('dialog').getByRole('option').allTextContents()).join('\n')).toContain('黑名单');
    await search(page, '固件升级');
    await expect.poll(() => page.getByRole('dialog').getByRole('option').first().textContent()).toContain('系统升级');
    await page.keyboard.press('Enter');
    await page.waitForURL(/#\/system\/update$/);
  });

  it('finds the admin password in the user menu and focuses it there (issue 42.5)', async () => {
    const page = await session.open('home', { viewport: desktop });
    await page.getByRole('button', { name: 'Search settings' }).click();
    await search(page, 'admin password');
    await expect.poll(() => page.getByRole('dialog').getByRole('option').first().textContent()).toContain('Change admin password');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent?.trim()), landing).toBe('Change admin password');
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Change admin password' }).waitFor();
  });

  it('finds the theme (zh-CN 主题) in the user menu and focuses the chosen scheme', async () => {
    const page = await session.open('home', { language: 'zh-CN', viewport: desktop });
    await page.getByRole('button', { name: '搜索设置' }).click();
    await search(page, '主题');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role')), landing).toBe('menuitemradio');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-checked'))).toBe('true');
  });

  it('finds the DHCP lease time by its OpenWrt option (Ctrl-K, mouse) and a folded field by its own (arrow keys)', async () => {
    const page = await session.open('home', { viewport: desktop });
    await page.getByRole('button', { name: 'Search settings' }).waitFor();
    await page.keyboard.press('Control+k');
    await search(page, 'leasetime');
    const first = page.getByRole('dialog').getByRole('option').first();
    expect(await first.textContent()).toContain('leasetime');
    await first.click();
    await page.waitForURL(/#\/network\/dhcp$/);
    await expect.poll(() => focusedLabel(page), landing).toBe('Lease time');

    // RTS/CTS sits in the band's collapsed advanced settings: the search opens them.
    await page.keyboard.press('Control+k');
    await search(page, 'rts');
    const options = page.getByRole('dialog').getByRole('option');
    const fives = (await options.allTextContents()).findIndex((text) => text.includes('5G'));
    expect(fives).toBeGreaterThanOrEqual(0);
    for (let step = 0; step < fives; step += 1) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL(/#\/wifi\/5g$/);
    await expect.poll(() => focusedLabel(page), landing).toBe('RTS/CTS threshold');
  });

  it('lands on the form\'s heading when the field shows only for another value (PPPoE on a DHCP WAN)', async () => {
    const page = await session.open('home', { viewport: desktop });
    await page.getByRole('button', { name: 'Search settings' }).click();
    await search(page, 'PPPoE account');
    await page.keyboard.press('Enter');
    await page.waitForURL(/#\/network\/wan$/);
    // At once, not after the wait for a field that may still come.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent), { timeout: 6_000 }).toBe('WAN settings');
  });

  it('opens with the button, keeps focus inside, and gives it back on Escape', async () => {
    const page = await session.open('home', { viewport: desktop });
    const button = page.getByRole('button', { name: 'Search settings' });
    await button.click();
    const dialog = page.getByRole('dialog', { name: 'Search settings' });
    await dialog.waitFor();
    for (let step = 0; step < 4; step += 1) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => page.evaluate(() => document.activeElement?.classList.contains('header-search'))).toBe(true);
  });

  it('is an icon at 375 px, fits the phone, passes axe, and lands on a Wi-Fi field', async () => {
    const page = await session.open('home', { language: 'zh-CN', viewport: mobile });
    const button = page.getByRole('button', { name: '搜索设置' });
    const box = await button.boundingBox();
    expect(box?.width).toBeLessThanOrEqual(48);
    await button.click();
    await search(page, 'ssid');
    const dialog = await page.getByRole('dialog').boundingBox();
    expect(dialog && dialog.x >= 0 && dialog.x + dialog.width <= mobile.width).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(mobile.width);
    const axe = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
    await page.keyboard.press('Enter');
    await page.waitForURL(/#\/wifi\//);
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name ?? document.activeElement?.tagName), landing).toBe('ssid');
  });

  it('does not find the tabs the permission file turns off', async () => {
    const file = path.join(session.device.dataDir, 'menu_conf.json');
    const original = await readFile(file, 'utf8');
    const conf = JSON.parse(original);
    conf.net.net_dhcp = '0';
    await writeFile(file, JSON.stringify(conf));
    try {
      const page = await session.open('home', { viewport: desktop });
      await page.getByRole('button', { name: 'Search settings' }).click();
      await page.getByRole('dialog').getByRole('combobox').fill('leasetime');
      await expect.poll(() => page.getByRole('dialog').getByRole('status').textContent()).toBe('No setting matches.');
      // "DHCP" still finds the WAN's connection type, whose choice "Dynamic IP (DHCP)" it names,
      // but nothing of the DHCP tab.
      await search(page, 'DHCP');
      expect((await page.getByRole('dialog').getByRole('option').allTextContents()).join('\n')).not.toContain('DHCP');
      // The same search finds the LAN page's fields, which stay on.
      await search(page, 'netmask');
      expect((await page.getByRole('dialog').getByRole('option').allTextContents()).join('\n')).not.toContain('DHCP');
    } finally {
      await writeFile(file, original);
    }
  });

  it.skipIf(!shots).each([
    ['en', 1440],
    ['en', 375],
    ['zh-CN', 1440],
    ['zh-CN', 375],
  ] as const)('screenshots the search in %s at %i px', async (language, width) => {
    const folder = path.join(shots ?? '', 'settings-search');
    await mkdir(folder, { recursive: true });
    const page = await session.open('home', { language, viewport: { width, height: 900 } });
    const button = page.getByRole('button', { name: language === 'en' ? 'Search settings' : '搜索设置' });
    await button.waitFor();
    await page.screenshot({ path: path.join(folder, `header-${language}-${width}.png`) });
    await button.click();
    await search(page, language === 'en' ? 'lease' : '时间');
    await page.screenshot({ path: path.join(folder, `dialog-${language}-${width}.png`) });
    await search(page, 'htmode');
    await page.screenshot({ path: path.join(folder, `option-${language}-${width}.png`) });
  });
});
