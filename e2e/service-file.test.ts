// Service > File sharing (issue 17): a Samba share of a directory on a mounted disk. Change, save,
// reload, see it; the password is never shown back, and the page says the account keeps the
// factory initial password until one is set (spec 6); a bad value shows its message.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { clickAndAwaitSuccess } from './support/browser';
import { consoleSession } from './support/console-session';
import type { Device } from './support/device';

const session = consoleSession();
let device: Device;
let page: Page;

beforeEach(async () => {
  ({ device, page } = session);
});

const save = () => page.getByRole('button', { name: 'Save', exact: true });

async function openFileTab() {
  await page.goto(`${device.url}/#/service/file`);
  await page.getByRole('heading', { name: 'File sharing' }).waitFor();
}

describe('Service > File sharing', () => {
  it('shares a directory of a mounted disk with a new password, and shows it after a reload, the password never', async () => {
    await page.goto(`${device.url}/#/service/disk`);
    await clickAndAwaitSuccess(page, page.getByRole('button', { name: 'Mount sda1' }));
    await openFileTab();
    await page.getByText("Until a password is set here, the account's password is the factory initial password on the device's label.").waitFor();
    await page.getByText('\\\\192.168.1.1', { exact: true }).waitFor();
    await page.getByText('/mnt/sda1', { exact: true }).waitFor();

    const toggle = page.getByRole('switch', { name: 'Enable file sharing' });
    if ((await toggle.getAttribute('aria-checked')) !== 'true') await toggle.click();
    await page.getByLabel('Share name').fill('Family photos');
    await page.getByRole('combobox', { name: 'Mount directory' }).fill('/mnt/sda1/photos/2025');
    await page.getByLabel('Password', { exact: true }).fill('Smb-pass-77');
    await clickAndAwaitSuccess(page, save());

    await page.reload();
    await page.getByLabel('Share name').waitFor();
    await expect.poll(() => page.getByLabel('Share name').inputValue()).toBe('Family photos');
    expect(await page.getByRole('switch', { name: 'Enable file sharing' }).getAttribute('aria-checked')).toBe('true');
    expect(await page.getByRole('combobox', { name: 'Mount directory' }).inputValue()).toBe('/mnt/sda1/photos/2025');
    expect(await page.getByLabel('Username').inputValue()).toBe('admin');
    expect(await page.getByLabel('Password', { exact: true }).inputValue()).toBe('');
    await expect.poll(() => page.getByText('factory initial password', { exact: false }).count()).toBe(0);
    await page.getByText('\\\\192.168.1.1\\Family photos', { exact: true }).waitFor();

    const samba4 = await readFile(path.join(device.dataDir, 'config', 'samba4'), 'utf8');
    expect(samba4).toContain("option path '/mnt/sda1/photos/2025'");
    expect(samba4).not.toContain('Smb-pass-77');
  });

  it('shows a share name with a refused character, and a link leading out of the disk, as refused on their fields', async () => {
    await openFileTab();
    await page.getByLabel('Share name').fill('share;%x');
    await save().click();
    await page.getByText('Up to 32 characters, none of', { exact: false }).waitFor();
    expect(await page.getByLabel('Share name').getAttribute('aria-invalid')).toBe('true');

    await page.getByLabel('Share name').fill('share');
    // The stick's etc-link points at the router's /etc: only the device can tell.
    await page.getByRole('combobox', { name: 'Mount directory' }).fill('/mnt/sda1/etc-link');
    await save().click();
    await page.getByText('This directory is not on a disk mounted under /mnt (or a link on the disk leads out of it)').waitFor();
    expect(await page.getByRole('combobox', { name: 'Mount directory' }).getAttribute('aria-invalid')).toBe('true');

    // The whole stick holds that link: the device names it.
    await page.getByRole('combobox', { name: 'Mount directory' }).fill('/mnt/sda1');
    await save().click();
    await page.getByText('The link /mnt/sda1/etc-link in this directory leads off the disks mounted under /mnt', { exact: false }).waitFor();
    expect(await page.getByRole('combobox', { name: 'Mount directory' }).getAttribute('aria-invalid')).toBe('true');
  });

  it('limits the share to devices picked from the known clients or typed, written as firewall4 rules on the SMB ports', async () => {
    await openFileTab();
    const hosts = page.getByRole('textbox', { name: 'Allowed devices' });
    const picker = page.getByRole('combobox', { name: 'Add a device: pick it or type its IP address or a subnet' });
    await picker.fill('synology');
    const option = page.getByRole('option', { name: /synology-nas/ });
    const pickedIp = (await option.textContent())?.match(/\d+\.\d+\.\d+\.\d+/)?.[0] ?? '';
    expect(pickedIp).not.toBe('');
    await option.click();
    await picker.fill('192.168.1.128/25');
    await picker.press('Enter');
    await expect.poll(() => hosts.inputValue()).toBe(`${pickedIp}\n192.168.1.128/25`);

    await hosts.fill(`${pickedIp}\nnas.lan`);
    await save().click();
    await page.getByText('line 2: nas.lan is not an IPv4 address or subnet', { exact: false }).waitFor();

    await hosts.fill(`${pickedIp}\n192.168.1.128/25`);
    await clickAndAwaitSuccess(page, save());
    await page.reload();
    await expect.poll(() => page.getByRole('textbox', { name: 'Allowed devices' }).inputValue()).toBe(`${pickedIp}\n192.168.1.128/25`);
    const firewall = await readFile(path.join(device.dataDir, 'config', 'firewall'), 'utf8');
    expect(firewall).toContain(`config rule 'samba_hosts'\n\toption name 'File sharing: allowed clients'\n\toption src 'lan'\n\tlist src_ip '${pickedIp}'\n\tlist src_ip '192.168.1.128/25'\n`);
    expect(firewall).toContain("config rule 'samba_others'");
  });

  it("opens the folder list from ▾ with a folder already chosen (issue 43.3)", async () => {
    await page.goto(`${device.url}/#/service/disk`);
    const mount = page.getByRole('button', { name: 'Mount sda1' });
    if (await mount.count()) await clickAndAwaitSuccess(page, mount);
    await openFileTab();
    const folder = page.getByRole('combobox', { name: 'Mount directory' });
    await folder.fill('/mnt/sda1/photos');
    const toggle = page.getByRole('button', { name: 'Show the choices' });
    expect(await toggle.isDisabled()).toBe(false);
    await toggle.click();
    await page.getByRole('option', { name: '/mnt/sda1/documents' }).click();
    expect(await folder.inputValue()).toBe('/mnt/sda1/documents');
    await toggle.click();
    await page.getByRole('option', { name: '/mnt/sda1/photos/2025' }).waitFor();
  });
});
