// Service > Cloud management: disabled with the reason while the router is not logged in to the
// cloud; once it is, allowing management asks first, naming the account, and is kept after a reload.
import { beforeEach, describe, expect, it } from 'vitest';
import { clickAndAwaitSuccess } from './support/browser';
import { consoleSession } from './support/console-session';
import { deviceApi } from './support/device-api';

const session = consoleSession();

describe('Service > Cloud management', () => {
  beforeEach(async () => {
    await session.page.goto(`${session.device.url}/#/service/cloud_control`);
    await session.page.getByRole('heading', { name: 'Cloud management', exact: true }).waitFor();
  });

  it('is disabled with the reason and a way to the cloud login while the router is not logged in', async () => {
    const { page } = session;
    await page.getByText(/not logged in to the cloud \(Cloud login is switched off\)/).waitFor();
    await page.getByRole('link', { name: 'Go to Cloud login' }).waitFor();
    await expect.poll(() => page.getByRole('switch', { name: 'Allow management' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Save', exact: true }).isDisabled()).toBe(true);
  });

  it('refuses an account that is neither e-mail nor mobile number, then allows management after naming the account, kept after a reload', async () => {
    const { page, device } = session;
    const api = await deviceApi(device.url);
    await api('set_cloud_login', { enabled: '1', server: 'cloud.example.net' });
    await page.reload();
    await expect.poll(() => page.getByRole('switch', { name: 'Allow management' }).isDisabled(), { timeout: 15_000 }).toBe(false);
    await page.getByText('Logged', { exact: true }).waitFor();

    await page.getByRole('switch', { name: 'Allow management' }).click();
    await page.getByLabel('Management account').fill('owner');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Enter an e-mail address or a mobile number').waitFor();

    const remark = `Bob's "main" router`;
    await page.getByLabel('Management account').fill('owner@example.net');
    await page.getByLabel('Device remark').fill(remark);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText(/Whoever signs in to the cloud as owner@example\.net will be able to see and change all of this router's settings remotely/).waitFor();
    await clickAndAwaitSuccess(page, dialog.getByRole('button', { name: 'Save', exact: true }));

    await page.reload();
    await page.getByLabel('Management account').waitFor();
    expect(await page.getByLabel('Management account').inputValue()).toBe('owner@example.net');
    expect(await page.getByLabel('Device remark').inputValue()).toBe(remark);
    expect(await page.getByRole('switch', { name: 'Allow management' }).getAttribute('aria-checked')).toBe('true');
    expect(await api('get_cloud_control')).toMatchObject({ enabled: '1', account: 'owner@example.net', remark });
  });
});
