import { beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Device } from './support/device';
import { consoleSession } from './support/console-session';

const session = consoleSession();
let device: Device;
let page: Page;

beforeEach(() => {
  ({ device, page } = session);
});

describe('Utilities > Diagnostics', () => {
  it('streams the output of a ping of 127.0.0.1 into the log box while it runs', async () => {
    await page.goto(`${device.url}/#/utils/diagnostics`);
    await page.getByLabel('IP or domain').fill('127.0.0.1');
    await page.getByRole('button', { name: 'Start' }).click();
    const log = page.getByRole('log');
    await page.waitForFunction(() => document.querySelector('[role="log"]')?.textContent?.includes('icmp_seq=1'));
    // Still running: not every reply is there yet.
    expect(await log.textContent()).not.toContain('packets transmitted');
    expect(await page.getByRole('button', { name: 'Stop' }).isEnabled()).toBe(true);
    await page.waitForFunction(() => document.querySelector('[role="log"]')?.textContent?.includes('4 packets transmitted, 4 received'), null, { timeout: 15_000 });
    await page.getByText('Finished (exit code 0).').waitFor();
  });

  it('refuses a host holding shell syntax before anything runs', async () => {
    await page.goto(`${device.url}/#/utils/diagnostics`);
    const calls: string[] = [];
    page.on('request', (request) => calls.push(request.url()));
    await page.getByLabel('IP or domain').fill('127.0.0.1;touch /tmp/x');
    await page.getByRole('button', { name: 'Start' }).click();
    await page.getByText('Please enter a correct IP address or domain name').waitFor();
    expect(calls.filter((url) => url.includes('op=diagnose_start'))).toEqual([]);
    await page.getByLabel('IP or domain').fill('');
    await page.getByRole('button', { name: 'Start' }).click();
    await page.getByText('Domain or IP needed').waitFor();
  });
});

describe('Utilities > Site survey', () => {
  it('scans both bands and shows hostile SSIDs as text', async () => {
    await page.goto(`${device.url}/#/utils/investigate`);
    await page.getByText('<img src=x onerror=alert(1)>').waitFor();
    expect(await page.locator('.data-table img').count()).toBe(0);
    await page.getByLabel('5.8G').check();
    await page.getByText('HUAWEI-5G-Office').waitFor();
    const channels = await page.locator('.data-table tbody td[data-label="Channel"]').allTextContents();
    expect(channels.every((channel) => Number(channel) >= 36)).toBe(true);
  });
});
