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
  await page.goto(`${device.url}/#/advanced/parent`);
  await page.getByRole('heading', { name: 'Parental control' }).waitFor();
});

describe('Advanced > Parental control', () => {
  it('adds an overnight rule, sees it after a reload, and removes it', async () => {
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('MAC address').fill('3c:22:fb:00:00:01');
    await dialog.getByLabel('Start time').fill('22:00');
    await dialog.getByLabel('End time').fill('07:00');
    await dialog.getByLabel('Description').fill('Tablet');
    await clickAndAwaitSuccess(page, dialog.getByRole('button', { name: 'Save', exact: true }));

    await page.reload();
    const table = page.getByRole('table', { name: 'Parental control rules' });
    await table.getByRole('cell', { name: 'Tablet', exact: true }).waitFor();
    expect(await table.getByRole('cell', { name: '3C:22:FB:00:00:01' }).count()).toBe(1);
    expect(await table.getByRole('cell', { name: '22:00-07:00 (next day)' }).count()).toBe(1);
    expect(await table.getByRole('cell', { name: 'Every day' }).count()).toBe(1);

    await table.getByRole('button', { name: /^Remove / }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
    await table.getByText('No entries yet').waitFor();
  });

  it('refuses an end time equal to the start on its field', async () => {
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('MAC address').fill('3c:22:fb:00:00:02');
    await dialog.getByLabel('Start time').fill('08:00');
    await dialog.getByLabel('End time').fill('08:00');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await dialog.getByText('The end time must differ from the start time').waitFor();
    expect(await dialog.getByLabel('End time').getAttribute('aria-invalid')).toBe('true');
  });
});
