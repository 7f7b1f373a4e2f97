// Issue 15.2: System > History lists a DHCP change option by option, reverts it, and the DHCP
// tab shows the old value; a conflicting revert is refused with the options named. Issue 30.5:
// grouped by day, filtered by page, searched, in plain words with the raw diff behind Details.
import { beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Device } from './support/device';
import { consoleSession } from './support/console-session';
import { clickAndAwaitSuccess } from './support/browser';

const session = consoleSession();
let device: Device;
let page: Page;

beforeEach(async () => {
  ({ device, page } = session);
});

async function saveDhcpStart(start: string): Promise<void> {
  await page.goto(`${device.url}/#/network/dhcp`);
  await page.getByLabel('Start IP (host number)').fill(start);
  await clickAndAwaitSuccess(page, page.getByRole('button', { name: 'Save', exact: true }).first());
}

describe('System > History', () => {
  it('shows a DHCP change option by option, reverts it, and the DHCP tab shows the old value', async () => {
    await saveDhcpStart('120');
    await page.goto(`${device.url}/#/system/history`);
    const entry = page.getByRole('article').first();
    await entry.getByText('DHCP', { exact: true }).waitFor();
    await entry.getByText("Changed DHCP pool 'lan': start 100 → 120").waitFor();
    await entry.getByText('by admin from 127.0.0.1').waitFor();

    await entry.getByRole('button', { name: 'Details' }).click();
    await entry.getByText("+ \toption start '120'").waitFor();

    await entry.getByRole('button', { name: 'Revert this change' }).click();
    await clickAndAwaitSuccess(page, page.getByRole('alertdialog').getByRole('button', { name: 'Revert this change' }), 'Change reverted');
    await page.getByRole('article').first().getByText('Revert from History').waitFor();

    await page.goto(`${device.url}/#/network/dhcp`);
    await page.getByLabel('Start IP (host number)').waitFor();
    // The tab may first show its cached answer, then the device's, refetched after the revert.
    await expect.poll(() => page.getByLabel('Start IP (host number)').inputValue()).toBe('100');
  });

  it('refuses to revert a change a later one touched again, naming the options', async () => {
    await saveDhcpStart('110');
    await saveDhcpStart('111');
    await page.goto(`${device.url}/#/system/history`);
    const older = page.getByRole('article').nth(1);
    await older.getByText(/start 100 → 110/).waitFor();
    await older.getByRole('button', { name: 'Revert this change' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Revert this change' }).click();
    await page.getByText(/A later change touched the same settings \(dhcp\.lan\.start/).waitFor();
  });

  it("groups today's changes under Today, and finds one by page or by a word of it", async () => {
    await saveDhcpStart('130');
    await page.goto(`${device.url}/#/system/history`);
    const today = page.getByRole('region', { name: 'Today' });
    await today.getByRole('heading', { name: 'DHCP' }).first().waitFor();
    const all = await page.getByRole('article').count();
    await page.getByLabel('Filter by page').selectOption('DHCP');
    await expect.poll(() => page.getByRole('article').count()).toBeLessThanOrEqual(all);
    for (const title of await page.getByRole('article').getByRole('heading').allTextContents()) expect(title).toBe('DHCP');
    await page.getByLabel('Filter by page').selectOption('');
    await page.getByLabel('Search').fill('start 130');
    await expect.poll(() => page.getByRole('article').count()).toBe(1);
    await page.getByRole('article').getByText(/^Changed DHCP pool 'lan': .*start \d+ → 130/).waitFor();
  });
});
