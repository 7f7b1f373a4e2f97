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
  await page.goto(`${device.url}/#/advanced/acl`);
  await page.getByRole('heading', { name: 'ACL', exact: true }).waitFor();
});

const table = () => page.getByRole('table', { name: 'ACL rules' });

describe('Advanced > ACL', () => {
  it('refuses priority 1000 with the spec message, then adds a rule, sees it after a reload and removes it', async () => {
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Priority').fill('1000');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await dialog.getByText('ACL priority must be 0-999').waitFor();
    expect(await dialog.getByLabel('Priority').getAttribute('aria-invalid')).toBe('true');

    await dialog.getByLabel('Priority').fill('20');
    await dialog.getByLabel('Name').fill('No telnet');
    await dialog.getByLabel('Target port').fill('23');
    await clickAndAwaitSuccess(page, dialog.getByRole('button', { name: 'Save', exact: true }));

    await page.reload();
    await table().getByRole('cell', { name: 'No telnet', exact: true }).waitFor();
    expect(await table().getByRole('cell', { name: 'All : 23' }).count()).toBe(1);
    expect(await table().getByRole('cell', { name: 'Input (to the router)' }).count()).toBe(1);

    await table().getByRole('button', { name: /^Remove / }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
    await table().getByText('No entries yet').waitFor();
  });

  it("refuses a rule that would cut the browser's own connection, on its source IP", async () => {
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Protocol').selectOption({ label: 'All' });
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await dialog.getByText('This rule would block your own connection to this page').waitFor();
    expect(await dialog.getByLabel('Source IP').getAttribute('aria-invalid')).toBe('true');
  });

  it('fits a 375 px screen', async () => {
    await page.setViewportSize(mobile);
    await table().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(mobile.width);
  });
});
