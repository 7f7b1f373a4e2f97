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
  await page.goto(`${device.url}/#/network/dhcp`);
  await page.getByLabel('Start IP (host number)').waitFor();
});

describe('Network > DHCP', () => {
  it('saves the pool and shows it after a reload', async () => {
    await page.getByLabel('Start IP (host number)').fill('50');
    await page.getByLabel('End IP (host number)').fill('150');
    await page.getByLabel('Lease time').fill('30');
    await page.getByLabel('Unit').selectOption('m');
    await clickAndAwaitSuccess(page, page.getByRole('button', { name: 'Save', exact: true }));

    await page.reload();
    await page.getByLabel('Start IP (host number)').waitFor();
    expect(await page.getByLabel('Start IP (host number)').inputValue()).toBe('50');
    expect(await page.getByLabel('End IP (host number)').inputValue()).toBe('150');
    expect(await page.getByLabel('Lease time').inputValue()).toBe('30');
    expect(await page.getByLabel('Unit').inputValue()).toBe('m');
  });

  it("shows spec 8's messages next to the start and end fields", async () => {
    await page.getByLabel('Start IP (host number)').fill('255');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('IP not within range (1-254)').waitFor();

    await page.getByLabel('Start IP (host number)').fill('200');
    await page.getByLabel('End IP (host number)').fill('120');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText(/end IP must be greater than (the )?start IP/i).waitFor();
    expect(await page.getByLabel('End IP (host number)').getAttribute('aria-invalid')).toBe('true');
  });

  it('batch-adds static allocations, naming a bad line, then batch-removes them', async () => {
    await page.getByRole('button', { name: 'Batch add' }).click();
    const box = page.getByLabel('One allocation a line');
    await box.fill('00:11:22:33:44:55 192.168.1.20 nas\n00:11:22:33:44 192.168.1.21\nAA:BB:CC:DD:EE:FF 192.168.1.22');
    await page.getByRole('button', { name: 'Add all' }).click();
    await page.getByText(/^Line 2: .*MAC address/).waitFor();
    expect(await page.getByText(/^Line [13]:/).count()).toBe(0);

    await box.fill('00:11:22:33:44:55 192.168.1.20 nas\nAA:BB:CC:DD:EE:FF 192.168.1.22');
    await clickAndAwaitSuccess(page, page.getByRole('button', { name: 'Add all' }));
    await page.reload();
    const table = page.getByRole('table', { name: 'Addresses reserved for a MAC' });
    await table.getByRole('cell', { name: 'AA:BB:CC:DD:EE:FF', exact: true }).waitFor();
    expect(await table.getByRole('cell', { name: 'nas', exact: true }).count()).toBe(1);

    await page.getByLabel('Select all').check();
    await page.getByRole('button', { name: 'Remove selected (2)' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
    await table.getByText('No entries yet').waitFor();
  });

  it('lists the leases with their time counting down, host names shown as text', async () => {
    const table = page.getByRole('table', { name: 'Addresses handed out' });
    await table.getByRole('cell', { name: '<b>guest</b>' }).waitFor();
    expect(await table.locator('b').count()).toBe(0);
    const row = table.getByRole('row', { name: /synology-nas/ });
    const before = await row.getByRole('cell').nth(3).textContent();
    // The page counts it down each second by itself.
    await expect.poll(() => row.getByRole('cell').nth(3).textContent(), { timeout: 2_500, interval: 100 }).not.toBe(before);
  });

  it("makes a lease named <b>guest</b> static under a name dnsmasq takes, and says so (issue 13.22)", async () => {
    const leases = page.getByRole('table', { name: 'Addresses handed out' });
    const row = leases.getByRole('row', { name: /<b>guest<\/b>/ });
    await row.getByRole('button', { name: /a static allocation/ }).click();
    await page.getByText(/“<b>guest<\/b>” cannot be a DHCP host name .* was made static under the name “b-guest-b”\./).waitFor();
    const statics = page.getByRole('table', { name: 'Addresses reserved for a MAC' });
    await statics.getByRole('cell', { name: 'b-guest-b', exact: true }).waitFor();
    await page.reload();
    await page.getByRole('table', { name: 'Addresses reserved for a MAC' }).getByRole('cell', { name: 'b-guest-b', exact: true }).waitFor();
  });
});
