import { beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Device } from './support/device';
import { consoleSession } from './support/console-session';
import { clickAndAwaitSuccess, } from './support/browser';

const session = consoleSession();
let device: Device;
let page: Page;

beforeEach(async () => {
  ({ device, page } = session);
  await page.goto(`${device.url}/#/network/qos`);
  await page.locator('.section-page__content h2').first().waitFor();
});

describe('Network > QoS', () => {
  it('adds a rule and enables QoS, and shows both after a reload', async () => {
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Limited object').fill('192.168.1.20');
    await dialog.getByLabel('Upload').fill('512');
    await dialog.getByLabel('Download').fill('8192');
    await dialog.getByLabel('Description').fill('<i>kids</i>');
    await clickAndAwaitSuccess(page, dialog.getByRole('button', { name: 'Save', exact: true }));
    await dialog.waitFor({ state: 'detached' });

    await page.getByRole('switch', { name: 'QoS' }).click();
    await clickAndAwaitSuccess(page, page.getByRole('button', { name: 'Save', exact: true }));

    await page.reload();
    const table = page.getByRole('table', { name: 'Rate limits (up to 32)' });
    await table.getByRole('cell', { name: '192.168.1.20', exact: true }).waitFor();
    expect(await table.getByRole('cell', { name: '8192 Kb/s' }).count()).toBe(1);
    // The description is the administrator's text: shown as text, never as markup.
    expect(await table.getByRole('cell', { name: '<i>kids</i>' }).count()).toBe(1);
    expect(await page.getByRole('switch', { name: 'QoS' }).getAttribute('aria-checked')).toBe('true');
  });

  it('shows the message of each bad value on its field, then limits a whole network such as 192.168.1.0/24 (spec 3)', async () => {
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Limited object').fill('192.168.1.5/24');
    await dialog.getByLabel('Upload').fill('0');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    const errors = dialog.locator('.settings-field__error');
    await errors.first().waitFor();
    expect(await errors.allTextContents()).toEqual([expect.stringMatching(/Enter the network by its own address/), expect.stringMatching(/1-1000000 Kb\/s/)]);
    expect(await dialog.getByLabel('Limited object').getAttribute('aria-invalid')).toBe('true');

    await dialog.getByLabel('Limited object').fill('192.168.1.0/24');
    await dialog.getByLabel('Upload').fill('256');
    await clickAndAwaitSuccess(page, dialog.getByRole('button', { name: 'Save', exact: true }));
    await dialog.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('table', { name: 'Rate limits (up to 32)' }).getByRole('cell', { name: '192.168.1.0/24', exact: true }).waitFor();
  });

  it('says up front that NAT acceleration is on, and shows the refusal on the switch', async () => {
    const qos = page.getByRole('switch', { name: 'QoS' });
    await qos.waitFor();
    if ((await qos.getAttribute('aria-checked')) === 'true') {
      await qos.click();
      await clickAndAwaitSuccess(page, page.getByRole('button', { name: 'Save', exact: true }));
    }
    await page.goto(`${device.url}/#/network/nat`);
    await page.getByRole('switch', { name: 'NAT acceleration' }).click();
    await clickAndAwaitSuccess(page, page.getByRole('button', { name: 'Save', exact: true }));

    await page.goto(`${device.url}/#/network/qos`);
    await page.getByRole('status').getByText(/NAT acceleration is on/).waitFor();
    await qos.click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const error = page.locator('.settings-field__error');
    await error.waitFor();
    expect(await error.textContent()).toMatch(/NAT acceleration/);
    expect(await qos.getAttribute('aria-invalid')).toBe('true');
  });
});
