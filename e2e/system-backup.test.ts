import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { archiveOf } from '../packages/device/src/system/backup/backup-test-kit';
import { configFiles } from '../packages/device/src/testing/config-files';
import { clickAndAwaitSuccess, signInAfterReboot } from './support/browser';
import { consoleSession } from './support/console-session';

const session = consoleSession();

async function setPreferredServer(server: string): Promise<void> {
  const { page, device } = session;
  await page.goto(`${device.url}/#/system/settings`);
  await page.getByLabel('Preferred server').fill(server);
  await clickAndAwaitSuccess(page, page.getByRole('button', { name: 'Save', exact: true }).first());
}

describe('System > Backup and restore', () => {
  it('refuses a file that is not a backup, next to the file field', async () => {
    const { page, device, files } = session;
    await page.goto(`${device.url}/#/system/backup`);
    const notBackup = path.join(files, 'notes.tar.gz');
    await writeFile(notBackup, 'just some text');
    await page.getByLabel('Backup file').setInputFiles(notBackup);
    await page.getByText('this is not a backup of this device').waitFor();
    await page.getByRole('button', { name: 'Restore', exact: true }).click();
    expect(await page.getByRole('alertdialog').count()).toBe(0);
  });

  it('downloads a backup and restores it after a change, rebooting back to the saved settings', async () => {
    const { page, device, files } = session;
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
    await signInAfterReboot(page, device.url);
    await page.getByText('Restore succeeded: the settings of the backup are in use').waitFor();
    await page.goto(`${device.url}/#/system/settings`);
    await page.getByLabel('Preferred server').waitFor();
    // On a loaded machine the form may show before its read settles: wait for the restored value.
    await expect.poll(() => page.getByLabel('Preferred server').inputValue(), { timeout: 10_000 }).toBe('ntp.aliyun.com');
  });

  it('refuses a backup that plants an openvpn up script, naming the option beside the file field (issue 26.1)', async () => {
    const { page, device, files } = session;
    const current = await configFiles(device.dataDir);
    const crafted = path.join(files, 'crafted.tar.gz');
    await writeFile(crafted, archiveOf({ ...current, openvpn: "config openvpn 'client'\n\toption client '1'\n\toption up '/usr/bin/reboot'\n" }));
    await page.goto(`${device.url}/#/system/backup`);
    await page.getByLabel('Backup file').setInputFiles(crafted);
    await page.getByRole('button', { name: 'Restore', exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Restore', exact: true }).click();
    await page.getByText('This backup sets openvpn.client.up, an option that runs a program or reaches outside the storage folders: nothing was restored.').waitFor();
    expect(await page.getByRole('alertdialog', { name: 'The device is rebooting' }).count()).toBe(0);
    expect(await configFiles(device.dataDir)).toEqual(current);
  });
});
