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
  await page.goto(`${device.url}/#/network/router`);
  await page.locator('.section-page__content h2').first().waitFor();
});

describe('Network > Static route', () => {
  it('adds a route, sees it after a reload and in the routing table, and removes it', async () => {
    await page.getByRole('table', { name: 'The routing table in use' }).getByRole('cell', { name: 'br-lan' }).waitFor();
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const dialog = page.getByRole('dialog');
    // A WAN route through a LAN address is refused on the gateway (issue 13.18).
    await dialog.getByLabel('Interface').selectOption('wan');
    await dialog.getByLabel('Host IP or network').fill('10.20.0.0');
    await dialog.getByLabel('Subnet mask').fill('255.255.0.0');
    await dialog.getByLabel('Gateway').fill('192.168.1.254');
    await dialog.getByRole('spinbutton', { name: /^Metric/ }).or(dialog.getByRole('textbox', { name: /^Metric/ })).fill('5');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText(/gateway is not reachable on the chosen interface/).first().waitFor();
    await dialog.getByLabel('Interface').selectOption('lan');
    await clickAndAwaitSuccess(page, dialog.getByRole('button', { name: 'Save', exact: true }));

    await page.reload();
    const table = page.getByRole('table', { name: 'Static IPv4 routes' });
    await table.getByRole('cell', { name: '10.20.0.0', exact: true }).waitFor();
    expect(await table.getByRole('cell', { name: '192.168.1.254', exact: true }).count()).toBe(1);
    const active = page.getByRole('table', { name: 'The routing table in use' });
    await active.getByRole('cell', { name: '10.20.0.0', exact: true }).waitFor();

    await table.getByRole('button', { name: /^Remove 10\.20\.0\.0/ }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
    await table.getByText('No entries yet').waitFor();
  });

  it('shows the message of a bad target on its field', async () => {
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Host IP or network').fill('10.20.3.0');
    await dialog.getByLabel('Subnet mask').fill('255.255.0.0');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    const error = dialog.locator('.settings-field__error');
    await error.waitFor();
    expect(await error.textContent()).toMatch(/network address/);
    expect(await dialog.getByLabel('Host IP or network').getAttribute('aria-invalid')).toBe('true');
  });
});
