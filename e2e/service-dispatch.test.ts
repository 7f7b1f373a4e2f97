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
  await page.goto(`${device.url}/#/service/dispatch`);
  await page.getByRole('heading', { name: 'Traffic dispatch', exact: true }).waitFor();
});

const table = () => page.getByRole('table', { name: 'Dispatch rules' });

describe('Service > Traffic dispatch', () => {
  it('refuses a bad host address with its message, then sends a host over 4G, sees it after a reload and the uplink it takes', async () => {
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('LAN host or network').fill('192.168.1.300');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await dialog.getByText('Enter an IP address or a network such as 192.168.1.0/24').waitFor();
    expect(await dialog.getByLabel('LAN host or network').getAttribute('aria-invalid')).toBe('true');

    await dialog.getByLabel('LAN host or network').fill('192.168.1.104');
    await dialog.getByLabel('Uplink').selectOption({ label: '4G only' });
    await clickAndAwaitSuccess(page, dialog.getByRole('button', { name: 'Save', exact: true }));

    await page.reload();
    await table().getByRole('cell', { name: '192.168.1.104', exact: true }).waitFor();
    expect(await table().getByRole('cell', { name: '4G only', exact: true }).count()).toBe(1);
    // Both simulated uplinks are online: the rule takes the 4G, the rest the WAN (4G priority off).
    await table().getByRole('cell', { name: '4G', exact: true }).waitFor({ timeout: 15_000 });
    await page.getByText('All other traffic: WAN, 4G when it fails').waitFor();
  });

  it('shows the WAN offline and the other traffic on the 4G when the WAN is disconnected', async () => {
    const uplinks = page.getByRole('region', { name: 'Uplinks' });
    await uplinks.getByText('Online').nth(1).waitFor({ timeout: 15_000 });
    await page.getByText('Other traffic uses now').waitFor();
    expect(await uplinks.getByText('Offline').count()).toBe(0);

    await page.goto(`${device.url}/#/network/wan`);
    await page.getByRole('button', { name: 'Disconnect' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Disconnect' }).click();
    await page.getByRole('region', { name: /Connection state/ }).getByText('Not connected', { exact: true }).waitFor();

    await page.goto(`${device.url}/#/service/dispatch`);
    await uplinks.getByText('Offline', { exact: true }).waitFor({ timeout: 15_000 });
    // With the WAN down, the rest of the traffic takes the 4G (policy WAN, 4G when it fails).
    await expect.poll(async () => (await uplinks.textContent()) ?? '', { timeout: 15_000 }).toMatch(/WANOffline4GOnlineOther traffic uses now4G/);

    // Leave the WAN up for the tests after this one.
    await page.goto(`${device.url}/#/network/wan`);
    await page.getByRole('button', { name: 'Reconnect' }).click();
    await page.getByRole('region', { name: /Connection state/ }).getByText('Connected', { exact: true }).waitFor({ timeout: 15_000 });
  });

  it('fits a 375 px screen', async () => {
    await page.setViewportSize(mobile);
    await table().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(mobile.width);
  });
});
