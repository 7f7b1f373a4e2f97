// Issue 30.7: up to 1024 px a wide table keeps its row actions in view; at 375 px a row is two
// lines (name, state and action over IP and MAC) instead of a card of one line per column.
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { mobile } from './support/browser';
import { routeSession } from './support/console-session';

const session = routeSession();
const tablet = { width: 1024, height: 768 };

/** The lines of a row: its shown cells top to bottom, a new line where one starts below the last. */
function rowLines(row: Locator): Promise<number> {
  return row.evaluate((tr) => {
    const boxes = Array.from(tr.children).filter((cell) => (cell as HTMLElement).offsetParent !== null).map((cell) => cell.getBoundingClientRect());
    let lines = 0;
    let bottom = -Infinity;
    for (const box of boxes.sort((a, b) => a.top - b.top)) {
      if (box.top >= bottom - 1) lines += 1;
      bottom = box.top >= bottom - 1 ? box.bottom : Math.max(bottom, box.bottom);
    }
    return lines;
  });
}

async function rowsOf(page: Page, table: Locator): Promise<Locator[]> {
  await table.locator('tbody tr[aria-rowindex]').first().waitFor();
  await page.waitForTimeout(300);
  return table.locator('tbody tr[aria-rowindex]').all();
}

/** Scrolled to vertically only, the button is inside the window and is what a tap at its centre reaches. */
function inView(button: Locator): Promise<boolean> {
  return button.evaluate((element) => {
    window.scrollBy(0, element.getBoundingClientRect().top - window.innerHeight / 2);
    const box = element.getBoundingClientRect();
    if (box.left < 0 || box.right > window.innerWidth) return false;
    return element.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2));
  });
}

describe('Tables that fit', () => {
  it('lists the clients in rows of at most three lines at 375 px: name and action, rates, and the address where the rates leave it no room', async () => {
    const page = await session.open('network/terminal', { viewport: mobile });
    const table = page.getByRole('table', { name: 'Devices on the LAN and Wi-Fi' });
    const rows = await rowsOf(page, table);
    // Issue 43.2: the live rates joined the second line; a row with rates puts the address on a third.
    for (const row of rows) expect(await rowLines(row)).toBeLessThanOrEqual(3);
    const row = table.getByRole('row', { name: /synology-nas/ });
    await row.getByText('192.168.1.104').waitFor();
    const mac = row.getByText('D8:1E:E2:99:01:2F');
    await mac.waitFor();
    // Issue 30.13: a MAC is one line, never broken at a colon.
    const macBox = (await mac.boundingBox())!;
    expect(macBox.height).toBeLessThan(30);
    expect(await inView(row.getByRole('button', { name: 'Prohibit access for synology-nas' }))).toBe(true);
    console.info(`clients table at 375 px: ${Math.round((await table.boundingBox())!.height)} px for ${rows.length} rows`);
    const result = await new AxeBuilder({ page }).analyze();
    expect(result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  });

  it('lists the Wi-Fi scan in two-line rows at 375 px', async () => {
    const page = await session.open('wifi/scan', { viewport: mobile, language: 'zh-CN' });
    const table = page.locator('.data-table').first();
    const rows = await rowsOf(page, table);
    for (const row of rows) expect(await rowLines(row)).toBeLessThanOrEqual(2);
    console.info(`scan table at 375 px: ${Math.round((await table.boundingBox())!.height)} px for ${rows.length} rows`);
  });

  it('keeps the clients row actions in view at 900 and 1024 px', async () => {
    for (const width of [900, 1024]) {
    const page = await session.open('network/terminal', { viewport: { width, height: 768 } });
    const table = page.getByRole('table', { name: 'Devices on the LAN and Wi-Fi' });
    const rows = await rowsOf(page, table);
    // Issue 30.11: Block and the row menu (Limit, Schedule, Rename), each in view.
    for (const row of rows) for (const button of await row.getByRole('button').all()) expect(await inView(button)).toBe(true);
    }
  });

  it('keeps the Wi-Fi scan Connect buttons in view at 1024 px', async () => {
    const page = await session.open('wifi/scan', { viewport: tablet });
    const rows = await rowsOf(page, page.locator('.data-table').first());
    for (const row of rows) expect(await inView(row.getByRole('button'))).toBe(true);
  });
});
