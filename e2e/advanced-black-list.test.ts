import { beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Device } from './support/device';
import { clickAndAwaitSuccess, mobile } from './support/browser';
import { consoleSession } from './support/console-session';

const session = consoleSession();
let device: Device;
let page: Page;

beforeEach(async () => {
  ({ device, page } = session);
  await page.goto(`${device.url}/#/advanced/black_list`);
  await page.getByRole('heading', { name: 'Black list' }).waitFor();
});

const macBox = () => page.getByLabel('Blocked MAC addresses');
const listed = () => page.getByRole('table', { name: 'Devices on the list' });

describe('Advanced > Black list', () => {
  it('names a bad pasted line, saves the list, sees it after a reload, and the Terminal tab shows the same block', async () => {
    await macBox().fill('3c:22:fb:00:00:09\n3c:22:fb:00:00\nAA:BB:CC:DD:EE:01');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('line 2: 3c:22:fb:00:00 is not a valid MAC').waitFor();

    await macBox().fill('3c:22:fb:00:00:09\nAA:BB:CC:DD:EE:01');
    await page.getByRole('combobox', { name: /Add a device/ }).fill('synology');
    await page.getByRole('option', { name: /synology-nas/ }).click();
    await clickAndAwaitSuccess(page, page.getByRole('button', { name: 'Save', exact: true }));

    await page.reload();
    await listed().getByRole('cell', { name: 'synology-nas', exact: true }).waitFor();
    expect(await listed().getByRole('cell', { name: '3C:22:FB:00:00:09' }).count()).toBe(1);
    expect(await listed().getByRole('cell', { name: 'Unknown device' }).count()).toBe(2);

    await page.goto(`${device.url}/#/network/terminal`);
    const row = page.getByRole('table', { name: 'Devices on the LAN and Wi-Fi' }).getByRole('row', { name: /synology-nas/ });
    await row.getByText('Prohibited').waitFor();
    await clickAndAwaitSuccess(page, row.getByRole('button', { name: 'Allow access for synology-nas again' }));
    // Allowed is no state word any more (issue 30.11): the row offers Prohibit again.
    await row.getByRole('button', { name: 'Prohibit access for synology-nas' }).waitFor();
    expect(await row.getByText('Prohibited').count()).toBe(0);

    await page.goto(`${device.url}/#/advanced/black_list`);
    await listed().getByRole('cell', { name: '3C:22:FB:00:00:09' }).waitFor();
    await expect.poll(() => listed().getByRole('cell', { name: 'synology-nas', exact: true }).count()).toBe(0);
    await macBox().fill('');
    await clickAndAwaitSuccess(page, page.getByRole('button', { name: 'Save', exact: true }));
    await listed().getByText('No device is blocked').waitFor();
  });

  it('fits a 375 px screen', async () => {
    await page.setViewportSize(mobile);
    await macBox().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(mobile.width);
  });
});
