import { beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Device } from './support/device';
import { clickAndAwaitSuccess } from './support/browser';
import { consoleSession } from './support/console-session';

// A watchdog second lasts 200 ms: the three missed 5 s probes before a restart take 3 s, not 15.
const session = consoleSession({ DEVICE_TEST_WATCHDOG_SECOND_MS: '200' });
let device: Device;
let page: Page;

beforeEach(async () => {
  ({ device, page } = session);
  await page.goto(`${device.url}/#/advanced/netwatchdog`);
  await page.getByRole('heading', { name: 'Network watchdog' }).waitFor();
});

async function save(): Promise<void> {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
}

const saveAndAwaitSuccess = () => clickAndAwaitSuccess(page, page.getByRole('button', { name: 'Save', exact: true }));

describe('Advanced > Network watchdog', () => {
  it('refuses an interval under 5 seconds on its field, then saves and shows the settings after a reload', async () => {
    await page.getByText('The watchdog is off.').waitFor();
    await page.getByRole('radio', { name: 'Restart the network connection' }).check();
    await page.getByLabel('Detection address 1').fill('223.5.5.5');
    await page.getByLabel('Interval').fill('4');
    await save();
    await page.getByText('Enter an interval of 5 to 86400 seconds').waitFor();
    expect(await page.getByLabel('Interval').getAttribute('aria-invalid')).toBe('true');

    await page.getByLabel('Interval').fill('30');
    await page.getByRole('switch', { name: '4G first' }).click();
    await clickAndAwaitSuccess(page, save);

    await page.reload();
    await page.getByLabel('Detection address 1').waitFor();
    expect(await page.getByRole('radio', { name: 'Restart the network connection' }).isChecked()).toBe(true);
    expect(await page.getByLabel('Detection address 1').inputValue()).toBe('223.5.5.5');
    expect(await page.getByLabel('Interval').inputValue()).toBe('30');
    expect(await page.getByRole('switch', { name: '4G first' }).getAttribute('aria-checked')).toBe('true');
    await page.getByRole('table', { name: 'Last check of each detection address' }).getByText('223.5.5.5').waitFor();
  });

  it('restarts the WAN connection after it went down and says so', async () => {
    await page.getByRole('radio', { name: 'Restart the network connection' }).check();
    if ((await page.getByRole('switch', { name: '4G first' }).getAttribute('aria-checked')) === 'true') {
      await page.getByRole('switch', { name: '4G first' }).click();
    }
    await page.getByLabel('Detection address 1').fill('223.5.5.5');
    await page.getByLabel('Interval').fill('5');
    await clickAndAwaitSuccess(page, save);

    await page.goto(`${device.url}/#/network/wan`);
    await page.getByRole('button', { name: 'Disconnect' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Disconnect' }).click();
    await page.getByText('Not connected', { exact: true }).first().waitFor();

    await page.goto(`${device.url}/#/advanced/netwatchdog`);
    await page.getByText('Restarted the network connection').waitFor({ timeout: 40_000 });
    await page.goto(`${device.url}/#/network/wan`);
    await page.getByText('Connected', { exact: true }).first().waitFor({ timeout: 10_000 });
  });

  it("saves 'Restart the router', edits it again, then turns the watchdog off with 'None'", async () => {
    await page.getByRole('radio', { name: 'Restart the router' }).check();
    await page.getByLabel('Detection address 1').fill('119.29.29.29');
    await saveAndAwaitSuccess();

    await page.reload();
    await page.getByLabel('Detection address 1').waitFor();
    expect(await page.getByRole('radio', { name: 'Restart the router' }).isChecked()).toBe(true);
    await page.getByLabel('Interval').fill('45');
    await saveAndAwaitSuccess();

    await page.getByRole('radio', { name: 'None (watchdog off)' }).check();
    await saveAndAwaitSuccess();
    await page.reload();
    await page.getByText('The watchdog is off.').waitFor();
    expect(await page.getByRole('radio', { name: 'None (watchdog off)' }).isChecked()).toBe(true);
  });
});
