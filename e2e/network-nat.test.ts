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
  await page.goto(`${device.url}/#/network/nat`);
  await page.locator('.section-page__content h2').first().waitFor();
});

describe('Network > NAT', () => {
  it('turns acceleration on with the hardware switch and shows both after a reload', async () => {
    const software = page.getByRole('switch', { name: 'NAT acceleration' });
    expect(await software.getAttribute('aria-checked')).toBe('false');
    expect(await page.getByRole('switch', { name: 'Hardware acceleration' }).count()).toBe(0);
    await software.click();
    await page.getByRole('switch', { name: 'Hardware acceleration' }).click();
    await clickAndAwaitSuccess(page, page.getByRole('button', { name: 'Save', exact: true }));

    await page.reload();
    await page.getByRole('switch', { name: 'Hardware acceleration' }).waitFor();
    expect(await page.getByRole('switch', { name: 'NAT acceleration' }).getAttribute('aria-checked')).toBe('true');
    expect(await page.getByRole('switch', { name: 'Hardware acceleration' }).getAttribute('aria-checked')).toBe('true');

    await page.getByRole('switch', { name: 'NAT acceleration' }).click();
    await clickAndAwaitSuccess(page, page.getByRole('button', { name: 'Save', exact: true }));
  });

  it('shows why acceleration is refused while QoS is enabled, on its field', async () => {
    await page.goto(`${device.url}/#/network/qos`);
    await page.getByRole('switch', { name: 'QoS' }).click();
    await clickAndAwaitSuccess(page, page.getByRole('button', { name: 'Save', exact: true }));

    await page.goto(`${device.url}/#/network/nat`);
    await page.getByText(/QoS is enabled/).waitFor();
    await page.getByRole('switch', { name: 'NAT acceleration' }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const error = page.locator('.settings-field__error');
    await error.waitFor();
    expect(await error.textContent()).toMatch(/QoS/);
    expect(await page.getByRole('switch', { name: 'NAT acceleration' }).getAttribute('aria-invalid')).toBe('true');
  });
});
