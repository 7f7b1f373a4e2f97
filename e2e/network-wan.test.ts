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
  await page.goto(`${device.url}/#/network/wan`);
  await page.getByLabel('Connection type').waitFor();
});

const save = () => page.getByRole('button', { name: 'Save', exact: true }).click();

describe('Network > WAN', () => {
  it('saves a static address with its DNS and shows it after a reload', async () => {
    await page.getByLabel('Connection type').selectOption('static');
    await page.getByLabel('IP address', { exact: true }).fill('203.0.113.9');
    await page.getByLabel('Subnet mask').fill('255.255.255.0');
    await page.getByLabel('Default gateway').fill('203.0.113.1');
    await page.getByLabel('Primary DNS').fill('1.1.1.1');
    await clickAndAwaitSuccess(page, save);

    await page.reload();
    await page.getByLabel('Default gateway').waitFor();
    expect(await page.getByLabel('Connection type').inputValue()).toBe('static');
    expect(await page.getByLabel('IP address', { exact: true }).inputValue()).toBe('203.0.113.9');
    expect(await page.getByLabel('Default gateway').inputValue()).toBe('203.0.113.1');
    expect(await page.getByLabel('Primary DNS').inputValue()).toBe('1.1.1.1');
    await page.getByRole('definition').filter({ hasText: 'Static IP' }).waitFor();
  });

  it('shows a bad value\'s message on its field and saves nothing', async () => {
    await page.getByLabel('Connection type').selectOption('static');
    await page.getByLabel('IP address', { exact: true }).fill('203.0.113.300');
    await save();
    await page.getByText('Please enter a correct IP address').waitFor();
    expect(await page.getByLabel('IP address', { exact: true }).getAttribute('aria-invalid')).toBe('true');

    await page.getByLabel('Connection type').selectOption('pppoe');
    await page.getByLabel('PPPoE account').fill('');
    await save();
    await page.getByText('This field is required').waitFor();
  });

  it('disconnects after asking, detects why the internet is unreachable, and reconnects', async () => {
    const state = page.getByRole('region', { name: /Connection state/ });
    await state.getByText('Connected', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Disconnect' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Disconnect' }).click();
    await state.getByText('Not connected', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Detection' }).click();
    await page.getByText('Not connected: the WAN link is down. Check the cable, or reconnect.').waitFor();

    await page.getByRole('button', { name: 'Reconnect' }).click();
    await state.getByText('Connected', { exact: true }).waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Detection' }).click();
    await page.getByText('Connected: the internet is reachable.').waitFor();
  });
});
