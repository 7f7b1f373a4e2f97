// Issue 15.2: System > History lists a DHCP change option by option, reverts it, and the DHCP
// tab shows the old value; a conflicting revert is refused with the options named.
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
    await entry.getByText('start: 100 → 120').waitFor();
    await entry.getByText(/by 127\.0\.0\.1/).waitFor();

    await entry.getByRole('button', { name: 'Show the file changes' }).click();
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
    await older.getByText('start: 100 → 110').waitFor();
    await older.getByRole('button', { name: 'Revert this change' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Revert this change' }).click();
    await page.getByText(/A later change touched the same settings \(dhcp\.lan\.start/).waitFor();
  });
});
