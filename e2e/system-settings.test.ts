import { appendFile, readFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Device } from './support/device';
import { consoleSession } from './support/console-session';
import { clickAndAwaitSuccess } from './support/browser';

const session = consoleSession();
let device: Device;
let page: Page;

beforeEach(() => {
  ({ device, page } = session);
});

const save = (index = 0) => page.getByRole('button', { name: 'Save', exact: true }).nth(index).click();

describe('System > Time settings', () => {
  it('saves NTP servers and the time zone, and shows them after a reload', async () => {
    await page.goto(`${device.url}/#/system/settings`);
    await page.getByLabel('Preferred server').fill('ntp.aliyun.com');
    await page.getByLabel('Alternate server').fill('203.107.6.88');
    await page.getByLabel('Time zone').selectOption('Europe/Berlin');
    await clickAndAwaitSuccess(page, save);
    await page.reload();
    await page.getByLabel('Preferred server').waitFor();
    expect(await page.getByLabel('Preferred server').inputValue()).toBe('ntp.aliyun.com');
    expect(await page.getByLabel('Alternate server').inputValue()).toBe('203.107.6.88');
    expect(await page.getByLabel('Time zone').inputValue()).toBe('Europe/Berlin');

    await page.getByRole('button', { name: 'Sync now' }).click();
    await page.getByText(/^Synchronised with ntp\.aliyun\.com/).waitFor();
  });

  it('switches the NTP client off, keeping the servers for when it is switched back on (issue 40.7)', async () => {
    await page.goto(`${device.url}/#/system/settings`);
    await page.getByLabel('Preferred server').waitFor();
    const servers = [await page.getByLabel('Preferred server').inputValue(), await page.getByLabel('Alternate server').inputValue()];
    const client = page.getByRole('switch', { name: 'NTP client' });
    await client.click();
    await page.getByLabel('Preferred server').waitFor({ state: 'detached' });
    await clickAndAwaitSuccess(page, save);
    await page.reload();
    await client.waitFor();
    expect(await client.getAttribute('aria-checked')).toBe('false');
    await client.click();
    expect([await page.getByLabel('Preferred server').inputValue(), await page.getByLabel('Alternate server').inputValue()]).toEqual(servers);
    await clickAndAwaitSuccess(page, save);
  });

  it('refuses a server that is not a host name, next to its field', async () => {
    await page.goto(`${device.url}/#/system/settings`);
    await page.getByLabel('Preferred server').fill('pool.ntp.org;reboot');
    await save();
    await page.getByText('Please enter a correct IP address or domain name').waitFor();
    expect(await page.getByLabel('Preferred server').getAttribute('aria-invalid')).toBe('true');
  });

  it("shows the device's time, and leaves the restart schedule to its one page (issue 30.12)", async () => {
    await page.goto(`${device.url}/#/system/settings`);
    expect(await page.getByTestId('device-time').textContent()).toMatch(/^System time \d+\/\d+\/\d+, \d\d:\d\d:\d\d \(.+\)$/);
    expect(await page.getByRole('switch', { name: 'Timed restart' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Reboot schedule' }).last().click();
    await page.waitForURL(/#\/system\/reboot$/);
    await page.getByRole('switch', { name: 'Reboot automatically' }).waitFor();
    await page.getByTestId('device-time').waitFor();
    // The header's device menu opens the same page.
    await page.goto(`${device.url}/#/system/settings`);
    await page.getByRole('button', { name: 'Device' }).click();
    await page.getByRole('menuitem', { name: 'Reboot schedule' }).click();
    await page.waitForURL(/#\/system\/reboot$/);
    // Parental control's windows run on the same clock.
    await page.goto(`${device.url}/#/advanced/parent`);
    await page.getByTestId('device-time').waitFor();
  });

  it("sets the device clock from the browser's with Sync with browser, and Sync now brings it back (issue 30.12)", async () => {
    await page.clock.install({ time: new Date('2031-06-15T12:00:00Z') });
    await page.goto(`${device.url}/#/system/settings`);
    await page.getByTestId('device-time').waitFor();
    expect(await page.getByTestId('device-time').textContent()).not.toContain('2031');
    await page.getByRole('button', { name: 'Sync with browser' }).click();
    await page.getByText(/^The device clock now follows this browser's; it was .+ off\.$/).waitFor();
    await expect.poll(() => page.getByTestId('device-time').textContent()).toContain('2031');
    // The footer and every schedule page read the same device clock.
    await page.goto(`${device.url}/#/system/reboot`);
    await expect.poll(() => page.getByTestId('device-time').textContent()).toContain('2031');
    await page.goto(`${device.url}/#/system/settings`);
    await page.getByRole('button', { name: 'Sync now' }).click();
    await page.getByText(/^Synchronised with /).waitFor();
    await expect.poll(() => page.getByTestId('device-time').textContent()).not.toContain('2031');
  });
});

describe('System > Reboot schedule', () => {
  it('saves the days and time and shows them after a reload', async () => {
    await page.goto(`${device.url}/#/system/reboot`);
    const enabled = page.getByRole('switch', { name: 'Reboot automatically' });
    await enabled.waitFor();
    if ((await enabled.getAttribute('aria-checked')) !== 'true') await enabled.click();
    await page.getByLabel('Time', { exact: true }).fill('02:15');
    await page.getByLabel('Sun', { exact: true }).check();
    await clickAndAwaitSuccess(page, save);
    await page.reload();
    await page.getByLabel('Sun', { exact: true }).waitFor();
    expect(await page.getByLabel('Time', { exact: true }).inputValue()).toBe('02:15');
    expect(await page.getByLabel('Sun', { exact: true }).isChecked()).toBe(true);
    // Issue 30.13: 24-hour text as the device keeps it, never the OS picker's "02:15 AM".
    expect(await page.getByLabel('Time', { exact: true }).getAttribute('type')).toBe('text');
    await page.getByLabel('Time', { exact: true }).fill('2:15 AM');
    await save();
    await page.getByText('Please enter a 24-hour time such as 03:30').waitFor();
  });
});

describe('System > System log', () => {
  it('lists what the device recorded and filters by type', async () => {
    await page.goto(`${device.url}/#/system/log`);
    await page.getByText('admin logged in from 127.0.0.1').first().waitFor();
    await page.getByLabel('Type').selectOption('net');
    await page.getByText('No entries').waitFor();
    expect(await page.getByText('admin logged in from').count()).toBe(0);
    await page.getByLabel('Type').selectOption('sys');
    await page.getByText('admin logged in from 127.0.0.1').first().waitFor();
    const types = await page.locator('.data-table tbody td[data-label="Type"]').allTextContents();
    expect(types.length).toBeGreaterThan(0);
    expect(new Set(types)).toEqual(new Set(['System']));
  });
  it('finds entries by text and exports what it shows (issue 30.13)', async () => {
    await page.goto(`${device.url}/#/system/log`);
    await page.getByText('admin logged in from 127.0.0.1').first().waitFor();
    await page.getByLabel('Search').fill('no such words');
    await page.getByText('No entry holds this text').waitFor();
    await page.getByLabel('Search').fill('LOGGED IN FROM 127');
    await page.getByText('admin logged in from 127.0.0.1').first().waitFor();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^system-log-\d{4}-\d{2}-\d{2}\.txt$/);
    // The shared browser runs apart from the test: the file is saved here, not read where it landed.
    const saved = path.join(device.dataDir, 'exported-log.txt');
    await file.saveAs(saved);
    const text = await readFile(saved, 'utf8');
    expect(text).toContain('\tSystem\tadmin logged in from 127.0.0.1');
    expect(text).not.toContain('Factory reset');
  });
  it('scrolls through thousands of entries rendering only the rows in view', async () => {
    const first = Date.UTC(2026, 0, 1);
    // Below the 10,000 the log answers, newest first by time: the sign-ins of this file are newer.
    const lines = Array.from({ length: 9_900 }, (_, index) =>
      JSON.stringify({ time: first + index * 1000, type: 'other', event: 'imported', content: `imported entry ${index}`, params: {} }),
    );
    await appendFile(path.join(device.dataDir, 'state/syslog'), lines.join('\n') + '\n');
    await page.goto(`${device.url}/#/system/log`);
    await page.getByText('imported entry 9899').waitFor();
    expect(await page.locator('tbody tr[aria-rowindex]').count()).toBeLessThan(80);
    const region = page.getByRole('region', { name: /entries$/ });
    await region.evaluate((box) => (box.scrollTop = box.scrollHeight));
    await page.getByText('imported entry 0', { exact: true }).waitFor();
    expect(await page.locator('tbody tr[aria-rowindex]').count()).toBeLessThan(80);
  });
});

describe('System > Traffic information', () => {
  it('shows the counters per interface and per client, and refreshes them', async () => {
    await page.goto(`${device.url}/#/system/flow`);
    const wanRow = page.getByRole('row').filter({ hasText: 'eth0.2' });
    await wanRow.waitFor();
    const before = await wanRow.textContent();
    await page.waitForTimeout(1100);
    await page.getByRole('button', { name: 'Refresh' }).click();
    await page.waitForFunction((text) => document.querySelector('.data-table tbody tr[aria-rowindex="2"]')?.textContent !== text, before);
    expect(await page.getByText('<b>guest</b>').count()).toBe(1);
    expect(await page.locator('b', { hasText: 'guest' }).count()).toBe(0);
  });
});
