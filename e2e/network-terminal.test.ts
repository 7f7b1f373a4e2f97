import { beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Device } from './support/device';
import { clickAndAwaitSuccess } from './support/browser';
import { consoleSession } from './support/console-session';

const session = consoleSession();
let device: Device;
let page: Page;

beforeEach(async () => {
  ({ device, page } = session);
  await page.goto(`${device.url}/#/network/terminal`);
  await page.locator('.section-page__content h2').first().waitFor();
});

describe('Network > Terminal', () => {
  it('prohibits a device, still shows it prohibited after a reload and on the black list, and allows it again', async () => {
    const table = page.getByRole('table', { name: 'Devices on the LAN and Wi-Fi' });
    const row = table.getByRole('row', { name: /synology-nas/ });
    await row.getByRole('button', { name: 'Prohibit access for synology-nas' }).click();
    await clickAndAwaitSuccess(page, page.getByRole('alertdialog').getByRole('button', { name: 'Prohibit access' }));
    await row.getByText('Prohibited').waitFor();

    await page.reload();
    await row.getByText('Prohibited').waitFor();
    // One list with Advanced > Black list.
    await page.goto(`${device.url}/#/advanced/black_list`);
    await page.getByRole('table', { name: 'Devices on the list' }).getByRole('cell', { name: 'synology-nas', exact: true }).waitFor();
    await page.goto(`${device.url}/#/network/terminal`);
    await clickAndAwaitSuccess(page, row.getByRole('button', { name: 'Allow access for synology-nas again' }));
    // Allowed is no state word any more (issue 30.11): the row offers Prohibit again.
    await row.getByRole('button', { name: 'Prohibit access for synology-nas' }).waitFor();
  });

  it('shows host names as text and lists the ARP table', async () => {
    const table = page.getByRole('table', { name: 'Devices on the LAN and Wi-Fi' });
    await table.getByText('<b>guest</b>', { exact: true }).waitFor();
    expect(await table.locator('b').count()).toBe(0);
    const arp = page.getByRole('table', { name: 'IP to MAC neighbours' });
    await arp.getByRole('cell', { name: 'br-lan' }).first().waitFor();
  });
});
