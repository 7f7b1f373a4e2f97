// Issue 43.5: the phone's gaps at 375 px in Simplified Chinese: the slide-in menu keeps the
// desktop strip's groups, Home's WAN/LAN table keeps its labels after another table's page loaded,
// a blocked device's name keeps its width, toasts stack, ARP and disk rows are compact, and a new
// page starts at its top.
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, mobile, newPage, signIn } from './support/browser';
import { startDevice, type Device } from './support/device';

const SHOTS = process.env.E2E_SHOTS;
let device: Device;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  [device, browser] = await Promise.all([startDevice({ pastFirstStart: true }), launchBrowser()]);
  ({ context, page } = await newPage(browser, { language: 'zh-CN', viewport: mobile }));
  await signIn(page, device.url);
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await device?.stop();
});

const shoot = async (name: string, fullPage = false) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage });
};
const height = async (locator: Locator) => (await locator.boundingBox())?.height ?? 0;

async function openMenu(): Promise<Locator> {
  await page.getByRole('button', { name: '打开菜单' }).click();
  const drawer = page.getByRole('dialog', { name: '主菜单' });
  await drawer.waitFor();
  return drawer;
}

describe('the console on a phone (375 px, Chinese)', () => {
  it('keeps the desktop groups in the menu: Service shows six entries, VPN with its five tabs under it', async () => {
    const drawer = await openMenu();
    const service = drawer.getByRole('button', { name: '服务与应用' });
    if ((await service.getAttribute('aria-expanded')) !== 'true') await service.click();
    const list = drawer.locator('#tree-nav-service');
    expect(await list.locator(':scope > li').count()).toBe(6);
    const vpn = list.getByRole('list', { name: 'VPN' });
    expect(await vpn.getByRole('link').count()).toBe(5);
    await shoot('phone-menu-service-zh-375');
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
  });

  it('keeps a blocked device’s name on one line or two, stacks the toasts, and shows ARP rows compact', async () => {
    await page.goto(`${device.url}/#/network/terminal`);
    const row = page.getByRole('table', { name: 'LAN 与 Wi-Fi 上的设备' }).getByRole('row').filter({ hasText: 'D8:1E:E2:99:01:2F' });
    await row.getByRole('button', { name: '禁止 synology-nas 上网' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '禁止上网' }).click();
    await row.getByText('已禁止').waitFor();
    // A second toast while the first shows: the rename's.
    await row.getByRole('button', { name: /synology-nas/ }).filter({ hasText: '⋯' }).or(row.locator('.network-terminal__more')).first().click();
    await page.getByRole('menuitem', { name: '重命名 synology-nas' }).click();
    await page.getByRole('dialog').getByRole('textbox').fill('nas-home');
    await page.getByRole('dialog').getByRole('button', { name: '保存' }).click();
    // Two toasts at once: one under the other, never one over the other.
    const toasts = page.locator('.toast');
    await expect.poll(() => toasts.count()).toBeGreaterThanOrEqual(2);
    const [first, second] = [await toasts.nth(0).boundingBox(), await toasts.nth(1).boundingBox()];
    expect(first && second && (first.y + first.height <= second.y || second.y + second.height <= first.y)).toBe(true);
    await shoot('phone-toasts-zh-375');
    const name = row.locator('td[data-phone="title"]');
    expect((await name.boundingBox())?.width ?? 0).toBeGreaterThanOrEqual(120);
    expect(await height(name)).toBeLessThan(60);
    await row.scrollIntoViewIfNeeded();
    await shoot('phone-blocked-name-zh-375');
    const arp = page.getByRole('table', { name: 'IP 与 MAC 对应关系' }).getByRole('row').nth(1);
    expect(await height(arp)).toBeLessThan(80);
    await arp.scrollIntoViewIfNeeded();
    await shoot('phone-arp-zh-375');
  });

  it('keeps Home’s WAN and LAN labels after a page with another table loaded', async () => {
    await page.goto(`${device.url}/#/home`);
    const table = page.getByRole('region', { name: '接口状态' });
    await table.getByRole('columnheader', { name: 'WAN' }).waitFor();
    expect(await table.getByRole('columnheader', { name: 'WAN' }).isVisible()).toBe(true);
    expect(await table.getByRole('columnheader', { name: 'LAN' }).isVisible()).toBe(true);
    if (SHOTS) await table.screenshot({ path: `${SHOTS}/phone-home-interfaces-zh-375.png` });
  });

  it('shows a partition as a compact row', async () => {
    await page.goto(`${device.url}/#/service/disk`);
    const partition = page.getByRole('row').filter({ hasText: 'sda1' });
    await partition.waitFor();
    expect(await height(partition)).toBeLessThan(140);
    await shoot('phone-disk-zh-375', true);
  });

  it('starts a new page at its top, also one already loaded once', async () => {
    await page.goto(`${device.url}/#/network/dhcp`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.goto(`${device.url}/#/network/terminal`);
    await page.getByRole('table', { name: 'IP 与 MAC 对应关系' }).waitFor();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    const drawer = await openMenu();
    await drawer.getByRole('link', { name: 'DHCP' }).click();
    await page.waitForURL(/#\/network\/dhcp/);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});
