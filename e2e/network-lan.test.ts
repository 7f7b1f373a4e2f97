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
  await page.goto(`${device.url}/#/network/lan`);
  await page.getByRole('textbox', { name: 'IP address', exact: true }).waitFor();
});

describe('Network > LAN', () => {
  it('warns that a new address moves the console, saves it, and the new address is there after a reload', async () => {
    const port = new URL(device.url).port;
    await page.getByRole('textbox', { name: 'IP address', exact: true }).fill('192.168.8.1');
    await page.getByText(`After saving, the console moves to http://192.168.8.1:${port}/`).waitFor();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText(/moves this console to the new address/).waitFor();
    await clickAndAwaitSuccess(page, dialog.getByRole('button', { name: 'Save' }));
    await page.getByRole('link', { name: `http://192.168.8.1:${port}/` }).waitFor();

    // The daemon of the test still listens on loopback: come back before the console moves.
    await page.goto(`${device.url}/#/network/lan`);
    await page.reload();
    await page.getByRole('textbox', { name: 'IP address', exact: true }).waitFor();
    expect(await page.getByRole('textbox', { name: 'IP address', exact: true }).inputValue()).toBe('192.168.8.1');
    await page.getByRole('region', { name: 'LAN status' }).getByText('192.168.8.1').waitFor();
  });

  it("shows spec 5's message for an empty address", async () => {
    await page.getByRole('textbox', { name: 'Subnet mask', exact: true }).fill('');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('IP address and subnet mask cannot be empty').waitFor();
    expect(await page.getByRole('textbox', { name: 'Subnet mask', exact: true }).getAttribute('aria-invalid')).toBe('true');
  });
});
