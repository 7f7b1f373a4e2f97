// Issue 30.11: Network > Terminal devices as a client list: rates, vendor from the OUI, rename as
// dnsmasq's host name, Wi-Fi signal, and Block / Limit / Schedule opening those pages filled in.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { desktop, mobile } from './support/browser';
import { routeSession } from './support/console-session';

const session = routeSession();
const shots = process.env.E2E_SHOTS;

function clientsTable(page: Page, name = 'Devices on the LAN and Wi-Fi') {
  return page.getByRole('table', { name });
}

/** Whether the cell is wholly inside its scrolling frame's view and nothing (a pinned column) covers its middle. */
function cellInView(cell: Locator): Promise<boolean> {
  return cell.evaluate((element) => {
    const frame = element.closest('.data-table__frame')!.getBoundingClientRect();
    element.scrollIntoView({ block: 'center', inline: 'nearest' });
    const box = element.getBoundingClientRect();
    if (box.left < frame.left - 1 || box.right > frame.right + 1) return false;
    return element.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2));
  });
}

/** The bytes a second each row's cell under `header` says (its exact count in the tooltip), -1 for '--'. */
async function columnRates(table: Locator, header: string): Promise<number[]> {
  const headers = await table.getByRole('columnheader').allTextContents();
  const index = headers.findIndex((text) => text.trim().startsWith(header));
  expect(index, headers.join(' | ')).toBeGreaterThanOrEqual(0);
  return table.locator('tbody tr[aria-rowindex]').evaluateAll(
    (rows, column) => rows.map((row) => Number(/^([\d.]+) B\/s$/.exec(row.children[column]?.querySelector('[title$="B/s"]')?.getAttribute('title') ?? '')?.[1] ?? -1)),
    index,
  );
}

describe('Terminal devices', () => {
  it('shows vendor, private address, signal and, after a second answer, rates (1440 px, English)', async () => {
    const page = await session.open('network/terminal', { viewport: desktop });
    const table = clientsTable(page);
    const iphone = table.getByRole('row', { name: /iPhone-Li/ });
    await iphone.getByText('Apple', { exact: true }).waitFor();
    await iphone.getByRole('img', { name: /^Signal -\d+ dBm$/ }).waitFor();
    await table.getByRole('row', { name: /android-5f2c9e1b/ }).getByText('Private address').waitFor();
    const nas = table.getByRole('row', { name: /synology-nas/ });
    expect(await nas.getByRole('img', { name: /Signal/ }).count()).toBe(0);
    // The list is polled every 5 s; the second answer gives a rate.
    await nas.getByText(/\d B\/s|KB\/s|MB\/s/).first().waitFor({ timeout: 12_000 });
    if (shots) await page.screenshot({ path: `${shots}/terminal-en-1440.png`, fullPage: true });
  }, 30_000);

  it.each([900, 1024, 1440])('keeps every name and its live rates in view, no sideways scrolling, at %i px (issue 43.2)', async (width) => {
    const page = await session.open('network/terminal', { viewport: { width, height: 900 } });
    const table = clientsTable(page);
    await table.getByRole('columnheader', { name: /Down/ }).waitFor();
    await table.locator('[title$="B/s"]').first().waitFor({ timeout: 12_000 });
    const down = await table.getByRole('columnheader').evaluateAll((cells) => cells.findIndex((cell) => /Down/.test(cell.textContent ?? '')));
    const up = await table.getByRole('columnheader').evaluateAll((cells) => cells.findIndex((cell) => /Up/.test(cell.textContent ?? '')));
    for (const row of await table.locator('tbody tr[aria-rowindex]').all()) {
      const cells = row.getByRole('cell');
      for (const index of [0, down, up]) expect(await cellInView(cells.nth(index)), `cell ${index} at ${width} px`).toBe(true);
    }
    if (shots) await page.screenshot({ path: `${shots}/terminal-rates-en-${width}.png`, fullPage: true });
  }, 30_000);

  it('sorts the devices by download and by upload rate, the busiest first', async () => {
    const page = await session.open('network/terminal', { viewport: desktop });
    const table = clientsTable(page);
    await table.locator('[title$="B/s"]').first().waitFor({ timeout: 12_000 });
    const down = table.getByRole('button', { name: /^Down/ });
    await down.click();
    expect(await table.getByRole('columnheader', { name: /Down/ }).getAttribute('aria-sort')).toBe('descending');
    const rates = await columnRates(table, 'Down');
    expect(rates.filter((rate) => rate >= 0).length).toBeGreaterThan(1);
    expect(rates).toEqual([...rates].sort((a, b) => b - a));
    await table.getByRole('button', { name: /^Up/ }).click();
    const ups = await columnRates(table, 'Up');
    expect(ups).toEqual([...ups].sort((a, b) => b - a));
    // Sorting by the device again puts the names in order.
    await table.getByRole('button', { name: /^Device/ }).click();
    expect(await table.getByRole('columnheader', { name: /Device/ }).getAttribute('aria-sort')).toBe('ascending');
  }, 30_000);

  it("shows each device's rates on its phone row and sorts there too (375 px, Chinese)", async () => {
    const page = await session.open('network/terminal', { viewport: mobile, language: 'zh-CN' });
    const table = clientsTable(page, 'LAN 与 Wi-Fi 上的设备');
    const row = table.getByRole('row', { name: /iPhone-Li/ });
    await row.locator('[title$="B/s"]').first().waitFor({ timeout: 12_000 });
    const rate = row.locator('[title$="B/s"]').first();
    expect(await rate.isVisible()).toBe(true);
    const box = (await rate.boundingBox())!;
    expect(box.x >= 0 && box.x + box.width <= mobile.width).toBe(true);
    await page.getByRole('combobox', { name: '排序' }).selectOption({ label: '下载速率' });
    const rates = await columnRates(table, '下载');
    expect(rates).toEqual([...rates].sort((a, b) => b - a));
    if (shots) await page.screenshot({ path: `${shots}/terminal-rates-zh-CN-375.png`, fullPage: true });
  }, 30_000);

  it("Home's top devices now names the busiest devices by rate, each a link to it in the list", async () => {
    const page = await session.open('home', { viewport: desktop });
    const card = page.getByRole('region', { name: 'Top devices now' });
    await card.getByRole('listitem').first().waitFor({ timeout: 15_000 });
    const links = await card.getByRole('listitem').getByRole('link').all();
    expect(links.length).toBeGreaterThanOrEqual(3);
    expect(links.length).toBeLessThanOrEqual(5);
    const first = (await links[0]!.textContent())!;
    const name = /^(iPhone-Li|MacBook-Air|Galaxy-S23|MiTV-4A|小米手环|DESKTOP-7KQ2M1F|synology-nas|HP-LaserJet-M1136|android-5f2c9e1b|<b>guest<\/b>)/.exec(first)?.[1];
    expect(name).toBeDefined();
    if (shots) await page.screenshot({ path: `${shots}/home-top-devices-en-1440.png`, fullPage: true });
    await links[0]!.click();
    await page.waitForURL(/#\/network\/terminal\?device=/);
    const row = clientsTable(page).getByRole('row', { name: new RegExp(name!.replace(/[.*+?^${}()|[\]\\<>/]/g, '\\$&')) });
    await expect.poll(() => row.getAttribute('aria-current')).toBe('true');
    const phone = await session.open('home', { viewport: mobile, language: 'zh-CN' });
    await phone.getByRole('region', { name: '当前网速最高的设备' }).getByRole('listitem').first().waitFor({ timeout: 15_000 });
    if (shots) await phone.screenshot({ path: `${shots}/home-top-devices-zh-CN-375.png`, fullPage: true });
  }, 45_000);

  it('renames a device, refusing a hostile name with its message, and shows the DHCP name beside it', async () => {
    const page = await session.open('network/terminal', { viewport: desktop });
    const table = clientsTable(page);
    await table.getByRole('button', { name: 'Rename iPhone-Li' }).click();
    const dialog = page.getByRole('dialog', { name: 'Rename device' });
    const name = dialog.getByRole('textbox', { name: 'Name' });
    await name.fill('<b>li</b>');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText(/Use letters, digits and hyphens/).waitFor();
    await name.fill('li-phone');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    const row = table.getByRole('row', { name: /li-phone/ });
    await row.getByText('asks for iPhone-Li').waitFor();
    // Back to the name the device asks for.
    await table.getByRole('button', { name: 'Rename li-phone' }).click();
    await dialog.getByRole('textbox', { name: 'Name' }).fill('');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await table.getByRole('button', { name: 'Rename iPhone-Li' }).waitFor();
  }, 30_000);

  it('Limit opens QoS and Schedule opens Parental control with the add dialog filled in', async () => {
    const page = await session.open('network/terminal', { viewport: desktop });
    const row = clientsTable(page).getByRole('row', { name: /Galaxy-S23/ });
    const address = row.getByRole('cell').nth(3);
    const ip = (await address.locator('.network-terminal__address > span').first().textContent())?.trim();
    const mac = (await address.locator('.network-terminal__mac-vendor > span').first().textContent())?.trim();
    await row.getByRole('button', { name: 'More actions for Galaxy-S23' }).click();
    await page.getByRole('menuitem', { name: 'Limit the speed of Galaxy-S23' }).click();
    expect(page.url()).toContain(`#/network/qos?add=${ip!}`);
    const qos = page.getByRole('dialog');
    await qos.waitFor();
    // The address field is the client picker (issue 30.2), filled with this client.
    expect(await qos.getByRole('combobox').first().inputValue()).toBe(ip);
    await page.goBack();
    await clientsTable(page).getByRole('row', { name: /Galaxy-S23/ }).getByRole('button', { name: 'More actions for Galaxy-S23' }).click();
    await page.getByRole('menuitem', { name: 'Schedule internet time for Galaxy-S23' }).click();
    const parental = page.getByRole('dialog');
    await parental.waitFor();
    expect(await parental.getByRole('combobox').first().inputValue()).toBe(mac);
  }, 30_000);

  it('keeps Limit and Schedule in a row menu at 375 px (Chinese)', async () => {
    const page = await session.open('network/terminal', { viewport: mobile, language: 'zh-CN' });
    const table = clientsTable(page, 'LAN 与 Wi-Fi 上的设备');
    const row = table.getByRole('row', { name: /MiTV-4A/ });
    await row.getByText('Xiaomi').waitFor();
    if (shots) await page.screenshot({ path: `${shots}/terminal-zh-CN-375.png`, fullPage: true });
    await row.getByRole('button', { name: 'MiTV-4A 的更多操作' }).click();
    if (shots) await page.screenshot({ path: `${shots}/terminal-zh-CN-375-menu.png` });
    await page.getByRole('menuitem', { name: '为 MiTV-4A 限速' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.getByRole('combobox').first().inputValue()).toMatch(/^192\.168\.1\.\d+$/);
    if (shots) await page.screenshot({ path: `${shots}/terminal-zh-CN-375-qos.png` });
  }, 30_000);

  it('reads in Chinese at 1440 px and in English at 375 px', async () => {
    const wide = await session.open('network/terminal', { viewport: desktop, language: 'zh-CN' });
    const table = clientsTable(wide, 'LAN 与 Wi-Fi 上的设备');
    await table.getByRole('row', { name: /android-5f2c9e1b/ }).getByText('私有地址').waitFor();
    await table.getByRole('button', { name: 'Galaxy-S23 的更多操作' }).waitFor();
    await table.getByRole('img', { name: /^信号 -\d+ dBm$/ }).first().waitFor();
    if (shots) await wide.screenshot({ path: `${shots}/terminal-zh-CN-1440.png`, fullPage: true });
    const narrow = await session.open('network/terminal', { viewport: mobile });
    await clientsTable(narrow).getByRole('button', { name: 'More actions for iPhone-Li' }).waitFor();
    if (shots) await narrow.screenshot({ path: `${shots}/terminal-en-375.png`, fullPage: true });
  }, 30_000);
});
