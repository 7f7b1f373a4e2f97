// Service > Disk management (issue 17): the simulated router's USB stick and blank SD card. Format
// asks first naming the partition and shows progress; mount and unmount are seen after a reload;
// a bad label shows its message; the tab works at 375 px in Chinese.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { clickAndAwaitSuccess, mobile } from './support/browser';
import { routeSession } from './support/console-session';

const session = routeSession();
let page: Page;

async function open(language: 'en' | 'zh-CN' = 'en', viewport?: { width: number; height: number }) {
  page = await session.open('service/disk', { language, viewport });
}

const row = (id: string) => page.getByRole('row').filter({ has: page.getByText(id, { exact: true }) });

describe('Service > Disk management', () => {
  it('formats the blank card after a confirmation naming it, refusing a bad label first, then mounts it and sees it after a reload', async () => {
    await open();
    await page.getByRole('heading', { name: 'Disk management' }).waitFor();
    // The system flash is never offered.
    await row('sda1').waitFor();
    expect(await page.getByText(/mtdblock/).count()).toBe(0);

    // Format sits in the row's menu (issue 30.10).
    await page.getByRole('button', { name: 'More actions for mmcblk0p1' }).click();
    await page.getByRole('menuitem', { name: 'Format' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText('Formatting mmcblk0p1 (no label, 29.7 GB on SD card 32GB) erases everything on it.', { exact: false }).waitFor();
    await dialog.getByLabel('File system').selectOption('exfat');
    await dialog.getByLabel('Label').fill('my card!');
    await dialog.getByRole('button', { name: 'Erase and format mmcblk0p1' }).click();
    await dialog.getByText('A label holds up to 11 letters, digits, - or _').waitFor();
    expect(await dialog.getByLabel('Label').getAttribute('aria-invalid')).toBe('true');

    await dialog.getByLabel('Label').fill('CARD');
    await clickAndAwaitSuccess(page, dialog.getByRole('button', { name: 'Erase and format mmcblk0p1' }), 'Formatting mmcblk0p1: it can be mounted once the format is done');
    await page.getByRole('progressbar', { name: 'Formatting mmcblk0p1' }).waitFor();
    // the simulated mkfs measures its share of the work: a percentage beside the time it has run
    await row('mmcblk0p1').getByText(/^\d+% · running for 00:00:0\d$/).waitFor();
    const mount = page.getByRole('button', { name: 'Mount mmcblk0p1' });
    await mount.waitFor({ timeout: 15_000 });
    await expect.poll(() => row('mmcblk0p1').getByText('exfat', { exact: true }).count()).toBe(1);
    await clickAndAwaitSuccess(page, mount);

    await page.reload();
    const card = row('mmcblk0p1');
    await card.getByText('/mnt/mmcblk0p1', { exact: true }).waitFor();
    expect(await card.getByText('CARD', { exact: true }).count()).toBe(1);
    await page.getByRole('button', { name: 'Eject mmcblk0p1' }).waitFor();
  });

  it('Share asks which folder; a link leading off the disks is named with the folders that can be shared, and one of them is shared (issue 43.3)', async () => {
    await open();
    await clickAndAwaitSuccess(page, page.getByRole('button', { name: 'Mount sda1' }));
    await page.getByRole('button', { name: 'Share sda1' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share a folder of sda1' });
    const whole = dialog.getByRole('radio', { name: '/mnt/sda1', exact: true });
    expect(await whole.isChecked()).toBe(true);
    await dialog.getByRole('radio', { name: '/mnt/sda1/photos/2025' }).waitFor();
    await dialog.getByRole('button', { name: 'Share', exact: true }).click();
    // The stick holds a link to /etc: the device refuses all of it, naming the link.
    await dialog.getByRole('alert').getByText('The link /mnt/sda1/etc-link in this directory leads off the disks mounted under /mnt', { exact: false }).waitFor();
    await dialog.getByText('Folders of sda1 that do not hold that link:').waitFor();
    expect(await dialog.getByRole('radio', { name: '/mnt/sda1', exact: true }).count()).toBe(0);
    const photos = dialog.getByRole('radio', { name: '/mnt/sda1/photos', exact: true });
    await photos.check();
    if (process.env.E2E_SHOTS) await page.screenshot({ path: `${process.env.E2E_SHOTS}/disk-share-chooser-en-1440.png` });
    await clickAndAwaitSuccess(page, dialog.getByRole('button', { name: 'Share', exact: true }), 'sda1 is shared as “share”');
    await dialog.waitFor({ state: 'detached' });
    await row('sda1').getByText('smb://192.168.1.1/share', { exact: true }).waitFor();
    await page.goto(`${session.device.url}/#/service/file`);
    expect(await page.getByRole('combobox', { name: 'Mount directory' }).inputValue()).toBe('/mnt/sda1/photos');
    await page.goto(`${session.device.url}/#/service/disk`);
    await page.getByRole('button', { name: 'Eject sda1' }).click();
    await clickAndAwaitSuccess(page, page.getByRole('alertdialog').getByRole('button', { name: 'Eject', exact: true }));
  });

  it('shares a whole partition from its row and gives its Windows and macOS addresses (issue 30.10)', async () => {
    await open();
    const card = row('mmcblk0p1');
    await card.getByText('/mnt/mmcblk0p1', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Share mmcblk0p1' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share a folder of mmcblk0p1' });
    await clickAndAwaitSuccess(page, dialog.getByRole('button', { name: 'Share', exact: true }), 'mmcblk0p1 is shared as “share”');
    await card.getByText('\\\\192.168.1.1\\share', { exact: true }).waitFor();
    await card.getByText('smb://192.168.1.1/share', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Share mmcblk0p1' }).count()).toBe(0);
    await page.goto(`${session.device.url}/#/service/file`);
    expect(await page.getByRole('switch', { name: 'Enable file sharing' }).getAttribute('aria-checked')).toBe('true');
    expect(await page.getByRole('combobox', { name: 'Mount directory' }).inputValue()).toBe('/mnt/mmcblk0p1');
    await page.getByText('smb://192.168.1.1/share', { exact: true }).waitFor();
  });

  it('keeps the disk table inside its card at 1440 px (issue 43.3)', async () => {
    for (const width of [1440]) {
      await open('en', { width, height: 900 });
      await row('sda1').waitFor();
      const frame = page.locator('.data-table__frame').first();
      if (process.env.E2E_SHOTS) await page.screenshot({ path: `${process.env.E2E_SHOTS}/disk-table-en-${width}.png`, fullPage: true });
      expect(await frame.evaluate((element) => element.scrollWidth <= element.clientWidth + 1), `at ${width} px`).toBe(true);
    }
  });

  it('unmounts a shared partition only after a question naming the share', async () => {
    await open();
    await clickAndAwaitSuccess(page, page.getByRole('button', { name: 'Mount sda1' }));
    await page.goto(`${session.device.url}/#/service/file`);
    await page.getByRole('combobox', { name: 'Mount directory' }).fill('/mnt/sda1/photos');
    const toggle = page.getByRole('switch', { name: 'Enable file sharing' });
    if ((await toggle.getAttribute('aria-checked')) !== 'true') await toggle.click();
    // Leave once the form has reloaded what it saved: until that reload lands, the settings
    // form's unsaved-changes check may still count the saved edits (seen under load).
    const reloaded = page.waitForResponse((response) => response.url().includes('op=get_samba'));
    await clickAndAwaitSuccess(page, page.getByRole('button', { name: 'Save', exact: true }));
    await reloaded;
    expect(await toggle.getAttribute('aria-checked')).toBe('true');
    await page.goto(`${session.device.url}/#/service/disk`);
    await row('sda1').getByText('smb://192.168.1.1/share', { exact: true }).waitFor();
    // formatting a mounted partition is not offered
    await page.getByRole('button', { name: 'More actions for sda1' }).click();
    expect(await page.getByRole('menuitem', { name: 'Format' }).getAttribute('aria-disabled')).toBe('true');
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Eject sda1' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText('sda1 (/mnt/sda1) is shared as “share”', { exact: false }).waitFor();
    await clickAndAwaitSuccess(page, dialog.getByRole('button', { name: 'Eject', exact: true }));
    await page.reload();
    await row('sda1').getByText('Not mounted', { exact: true }).waitFor();
  });

  it('mounts and unmounts at 375 px in Chinese', async () => {
    await open('zh-CN', mobile);
    await page.getByRole('heading', { name: '磁盘管理' }).waitFor();
    await clickAndAwaitSuccess(page, page.getByRole('button', { name: '挂载 sda2' }));
    await page.reload();
    await row('sda2').getByText('/mnt/sda2', { exact: true }).waitFor();
    // nothing wider than the phone
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await clickAndAwaitSuccess(page, page.getByRole('button', { name: '弹出 sda2' }));
    await row('sda2').getByText('未挂载', { exact: true }).waitFor();
  });
});
