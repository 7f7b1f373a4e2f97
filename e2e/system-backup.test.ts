import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startDevice, type Device } from './support/device';
import { launchBrowser, newPage, signIn } from './support/browser';

let device: Device;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let files: string;

beforeAll(async () => {
  [device, browser] = await Promise.all([startDevice(), launchBrowser()]);
  files = await mkdtemp(path.join(tmpdir(), 'rc-e2e-backup-'));
});
afterAll(async () => {
  await browser?.close();
  await device?.stop();
  await rm(files, { recursive: true, force: true });
});
beforeEach(async () => {
  await context?.close();
  ({ context, page } = await newPage(browser, { language: 'en' }));
  await signIn(page, device.url);
});

async function setPreferredServer(server: string): Promise<void> {
  await page.goto(`${device.url}/#/system/settings`);
  await page.getByLabel('Preferred server').fill(server);
  await page.getByRole('button', { name: 'Save', exact: true }).first().click();
  await page.getByText('Operation succeeded').last().waitFor();
}

describe('System > Backup and restore', () => {
  it('refuses a file that is not a backup, next to the file field', async () => {
    await page.goto(`${device.url}/#/system/backup`);
    const notBackup = path.join(files, 'notes.tar.gz');
    await writeFile(notBackup, 'just some text');
    await page.getByLabel('Backup file').setInputFiles(notBackup);
    await page.getByText('this is not a backup of this device').waitFor();
    await page.getByRole('button', { name: 'Restore', exact: true }).click();
    expect(await page.getByRole('alertdialog').count()).toBe(0);
  });

  it('downloads a backup and restores it after a change, rebooting back to the saved settings', async () => {
    await setPreferredServer('ntp.aliyun.com');
    await page.goto(`${device.url}/#/system/backup`);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download backup' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^backup-ZBT-WE1626-\d{4}-\d{2}-\d{2}\.tar\.gz$/);
    const saved = path.join(files, download.suggestedFilename());
    await download.saveAs(saved);
    expect([...(await readFile(saved)).subarray(0, 2)]).toEqual([0x1f, 0x8b]);

    await setPreferredServer('time.example.org');
    await page.goto(`${device.url}/#/system/backup`);
    await page.getByLabel('Backup file').setInputFiles(saved);
    await page.getByRole('button', { name: 'Restore', exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Restore', exact: true }).click();
    await page.getByRole('alertdialog', { name: 'The device is rebooting' }).waitFor();
    await signInAfterReboot();
    await page.goto(`${device.url}/#/system/settings`);
    await page.getByLabel('Preferred server').waitFor();
    expect(await page.getByLabel('Preferred server').inputValue()).toBe('ntp.aliyun.com');
  });
});

/** The overlay reloads the page at the login route once the device answers again; then sign in. */
async function signInAfterReboot(): Promise<void> {
  await page.waitForURL(/#\/login/, { timeout: 60_000 });
  await page.waitForLoadState('load');
  // The reload may still be under way when the hash changes: a navigation then interrupts ours.
  await signIn(page, device.url).catch(async () => {
    await page.waitForTimeout(1000);
    await signIn(page, device.url);
  });
}
