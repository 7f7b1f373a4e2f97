import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { buildFirmwareImage } from '../packages/device/src/system/firmware/build-image';
import { startDevice, type Device } from './support/device';
import { launchBrowser, newPage, signIn } from './support/browser';

let device: Device;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let files: string;

const model = 'ZBT-WE1626';

beforeAll(async () => {
  [device, browser] = await Promise.all([startDevice(), launchBrowser()]);
  files = await mkdtemp(path.join(tmpdir(), 'rc-e2e-fw-'));
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
  await page.goto(`${device.url}/#/system/update`);
  await page.getByText('V1.0.3 build 20261101', { exact: true }).first().waitFor();
});

async function imageFile(name: string, options: Parameters<typeof buildFirmwareImage>[0], edit?: (image: Buffer) => Buffer): Promise<string> {
  const { image } = buildFirmwareImage(options);
  const file = path.join(files, name);
  await writeFile(file, edit ? edit(image) : image);
  return file;
}

async function upgradeWith(file: string): Promise<void> {
  await page.getByLabel('Firmware file').setInputFiles(file);
  await page.getByRole('button', { name: 'Upgrade', exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Upgrade', exact: true }).click();
}

describe('System > Upgrade', () => {
  it('refuses an image for another model before sending it', async () => {
    await page.getByLabel('Firmware file').setInputFiles(await imageFile('other.bin', { model: 'SL-4G-Router', version: 'V2.0.0' }));
    await page.getByText('the image is for another model').waitFor();
    expect(await page.getByLabel('Firmware file').getAttribute('aria-invalid')).toBe('true');
  });

  it("shows the device's refusal of a damaged image next to the file, and stays on the old version", async () => {
    const damaged = await imageFile('damaged.bin', { model, version: 'V1.0.4' }, (image) => {
      const copy = Buffer.from(image);
      copy[copy.length - 1] = (copy[copy.length - 1] ?? 0) ^ 0xff;
      return copy;
    });
    await upgradeWith(damaged);
    await page.getByText('the checksum does not match, the file is damaged').waitFor();
    await page.reload();
    await page.getByText('V1.0.3 build 20261101', { exact: true }).first().waitFor();
  });

  it('uploads an image with a progress bar, reboots, reconnects and shows the new version', async () => {
    const good = await imageFile('good.bin', { model, version: 'V1.0.4 build 20261215', payloadSize: 3 * 1024 * 1024 });
    // A slow link, so that the upload's progress can be watched (fetch has none; the page uses XHR).
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 1024 * 1024 });
    await page.getByLabel('Firmware file').setInputFiles(good);
    await page.getByText('Firmware V1.0.4 build 20261215 for ZBT-WE1626').waitFor();
    await page.getByRole('button', { name: 'Upgrade', exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Upgrade', exact: true }).click();

    const upload = page.getByRole('progressbar', { name: 'Uploading firmware' });
    await upload.waitFor();
    const seen = new Set<number>();
    while ((await upload.count()) > 0 && seen.size < 50) {
      const value = Number(await upload.getAttribute('value').catch(() => null));
      if (value > 0) seen.add(value);
      await page.waitForTimeout(100);
    }
    expect(seen.size).toBeGreaterThan(2);
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });

    await page.getByRole('progressbar', { name: 'Writing firmware' }).waitFor();
    await page.getByRole('alertdialog', { name: 'The device is rebooting' }).waitFor({ timeout: 20_000 });
    // The overlay counts down, waits for the device, then asks for a new login.
    await signInAfterReboot();
    await page.getByText('V1.0.4 build 20261215').first().waitFor();
    await page.goto(`${device.url}/#/system/log`);
    await page.getByText('Firmware upgraded from V1.0.3 build 20261101 to V1.0.4 build 20261215, configuration kept').waitFor();
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
