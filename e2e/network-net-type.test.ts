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
  await page.goto(`${device.url}/#/network/net_type`);
  await page.getByLabel('APN').waitFor();
});

describe('Network > 3G/4G', () => {
  it("fills the chosen ISP's APN, saves with a PIN that is never shown again, and keeps it after a reload", async () => {
    expect(await page.getByLabel('APN').inputValue()).toBe('cmnet');
    await page.getByLabel('ISP').selectOption('cucc');
    expect(await page.getByLabel('APN').inputValue()).toBe('3gnet');
    await page.getByRole('switch', { name: '4G priority' }).click();
    await page.getByLabel('PIN').fill('2468');
    await clickAndAwaitSuccess(page, page.getByRole('button', { name: 'Save', exact: true }));

    await page.reload();
    await page.getByLabel('APN').waitFor();
    expect(await page.getByLabel('ISP').inputValue()).toBe('cucc');
    expect(await page.getByLabel('APN').inputValue()).toBe('3gnet');
    expect(await page.getByRole('switch', { name: '4G priority' }).getAttribute('aria-checked')).toBe('true');
    expect(await page.getByLabel('PIN').inputValue()).toBe('');
  });

  it('shows a bad PIN\'s message on its field', async () => {
    await page.getByLabel('PIN').fill('12');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('The PIN is 4 to 8 digits').waitFor();
  });

  it('shows the signal headline in four bars with its word, the module traffic and the modem log', async () => {
    await page.getByRole('img', { name: /^RSRP -\d+(\.\d)? dBm, (Excellent|Good|Fair|Poor)$/ }).first().waitFor();
    await page.getByText('Module TX total').waitFor();
    await page.getByRole('log').getByText(/Data session up, IPv4 100\./).waitFor();
  });
});
