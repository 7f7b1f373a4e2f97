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
  await page.goto(`${device.url}/#/network/sims`);
  await page.getByRole('switch', { name: 'Use SIM 1' }).waitFor();
});

describe('Network > SIMs', () => {
  it('shows each slot as the modem sees it, saves the failover policy and shows it after a reload', async () => {
    const slots = page.getByRole('table', { name: 'Slots' });
    await slots.getByRole('cell', { name: 'Ready' }).first().waitFor();
    await page.getByText('In use: SIM 1').waitFor();

    await page.getByLabel('Switch after no service for').fill('120');
    await page.getByRole('switch', { name: 'Switch back' }).click();
    await clickAndAwaitSuccess(page, page.getByRole('region', { name: 'SIM cards' }).getByRole('button', { name: 'Save', exact: true }));

    await page.reload();
    await page.getByLabel('Switch after no service for').waitFor();
    expect(await page.getByLabel('Switch after no service for').inputValue()).toBe('120');
    expect(await page.getByRole('switch', { name: 'Switch back' }).getAttribute('aria-checked')).toBe('false');
  });

  it('refuses a primary slot that is not in use', async () => {
    await page.getByRole('radio', { name: 'SIM 2' }).check();
    await page.getByRole('switch', { name: 'Use SIM 2' }).click();
    await page.getByRole('region', { name: 'SIM cards' }).getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('The primary SIM slot must be enabled').waitFor();
  });
});
