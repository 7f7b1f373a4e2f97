import { beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Device } from './support/device';
import { clickAndAwaitSuccess } from './support/browser';
import { consoleSession } from './support/console-session';

const session = consoleSession();
let device: Device;
let page: Page;

beforeEach(async () => {
  ({ device, page } = session);
  await page.goto(`${device.url}/#/advanced/dmz_host`);
  await page.getByRole('heading', { name: 'DMZ host' }).waitFor();
});

const save = () => page.getByRole('button', { name: 'Save', exact: true });

describe('Advanced > DMZ', () => {
  it('refuses 8010:8000 on its field, then saves the host and ports and shows them after a reload', async () => {
    const toggle = page.getByRole('switch', { name: 'DMZ' });
    if ((await toggle.getAttribute('aria-checked')) !== 'true') await toggle.click();
    await page.getByLabel('Intranet IP').fill('192.168.1.50');
    await page.getByLabel('Excluded ports').fill('8010:8000');
    await save().click();
    await page.getByText('Separate ports with commas; write a range as a:b with a less than b').waitFor();
    expect(await page.getByLabel('Excluded ports').getAttribute('aria-invalid')).toBe('true');

    await page.getByLabel('Excluded ports').fill('443,22,8000:8010');
    await clickAndAwaitSuccess(page, save());

    await page.reload();
    await page.getByLabel('Intranet IP').waitFor();
    expect(await page.getByRole('switch', { name: 'DMZ' }).getAttribute('aria-checked')).toBe('true');
    expect(await page.getByLabel('Intranet IP').inputValue()).toBe('192.168.1.50');
    expect(await page.getByLabel('Excluded ports').inputValue()).toBe('22,443,8000:8010');
    // The stock rules for the router's own services stay with it (fw4 DNATs before its input rules).
    const kept = page.getByRole('table', { name: 'Kept for the router' });
    await kept.getByRole('cell', { name: 'Allow-DHCP-Renew', exact: true }).waitFor();
    await kept.getByRole('cell', { name: 'Allow-Ping', exact: true }).waitFor();
  });

  it("shows the device's refusal of the router's own address on its field", async () => {
    const toggle = page.getByRole('switch', { name: 'DMZ' });
    if ((await toggle.getAttribute('aria-checked')) !== 'true') await toggle.click();
    await page.getByLabel('Intranet IP').fill('192.168.1.1');
    await save().click();
    await page.getByText("This is the router's own LAN address").waitFor();
    expect(await page.getByLabel('Intranet IP').getAttribute('aria-invalid')).toBe('true');
  });
});
