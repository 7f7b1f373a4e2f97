import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildFirmwareImage } from '../packages/device/src/system/firmware/build-image';
import { signInAfterReboot } from './support/browser';
import { consoleSession } from './support/console-session';

const model = 'ZBT-WE1626';

const session = consoleSession();
beforeEach(async () => {
  const { page, device } = session;
  await page.goto(`${device.url}/#/system/update`);
  await page.getByText('V1.0.3 build 20261101', { exact: true }).first().waitFor();
});

async function imageFile(name: string, options: Parameters<typeof buildFirmwareImage>[0], edit?: (image: Buffer) => Buffer): Promise<string> {
  const { image } = buildFirmwareImage(options);
  const file = path.join(session.files, name);
  await writeFile(file, edit ? edit(image) : image);
  return file;
}

async function upgradeWith(file: string): Promise<void> {
  const { page } = session;
  await page.getByLabel('Firmware file').setInputFiles(file);
  await page.getByRole('button', { name: 'Upgrade', exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Upgrade', exact: true }).click();
}

describe('System > Upgrade', () => {
  it('refuses an image for another model before sending it', async () => {
    const { page } = session;
    await page.getByLabel('Firmware file').setInputFiles(await imageFile('other.bin', { model: 'SL-4G-Router', version: 'V2.0.0' }));
    await page.getByText('the image is for another model').waitFor();
    expect(await page.getByLabel('Firmware file').getAttribute('aria-invalid')).toBe('true');
  });

  it("shows the device's refusal of a damaged image next to the file, and stays on the old version", async () => {
    const { page } = session;
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

  it('refuses an unsigned image and an older version unless the downgrade is allowed (issue 12.3)', async () => {
    const { page } = session;
    await upgradeWith(await imageFile('homemade.bin', { model, version: 'V1.0.4', unsigned: true }));
    await page.getByText('This image is not signed by the vendor').waitFor();
    await page.reload();
    await upgradeWith(await imageFile('old.bin', { model, version: 'V1.0.1' }));
    await page.getByText('This image is older than the running firmware').waitFor();
    expect(await page.getByRole('checkbox', { name: 'Allow an older version' }).isChecked()).toBe(false);
  });

  it('uploads an image with a progress bar, reboots, reconnects and shows the new version', async () => {
    const { page, device } = session;
    const good = await imageFile('good.bin', { model, version: 'V1.0.4 build 20261215', payloadSize: 3 * 1024 * 1024 });
    // A slow link, so that the upload's progress can be watched (fetch has none; the page uses XHR).
    const cdp = await page.context().newCDPSession(page);
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
    // The refused attempts before this one are not shown as this one's failure (issue 13.12).
    expect(await page.getByText(/Upgrade failed/).count()).toBe(0);
    await page.getByRole('alertdialog', { name: 'The device is rebooting' }).waitFor({ timeout: 20_000 });
    // The overlay counts down, waits for the device, then asks for a new login.
    await signInAfterReboot(page, device.url);
    // Spec 8: "update succeeded", said after the reboot.
    await page.getByText('Update succeeded: the device runs V1.0.4 build 20261215').waitFor();
    await page.getByText('V1.0.4 build 20261215').first().waitFor();
    await page.goto(`${device.url}/#/system/log`);
    await page.getByText('Firmware upgraded from V1.0.3 build 20261101 to V1.0.4 build 20261215, configuration kept').waitFor();
  });
});
