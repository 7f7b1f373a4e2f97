// Issue 30.11: Network > Terminal devices as a client list: rates, vendor from the OUI, rename as
// dnsmasq's host name, Wi-Fi signal, and Block / Limit / Schedule opening those pages filled in.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { desktop, mobile } from './support/browser';
import { routeSession } from './support/console-session';

const session = routeSession();
const shots = process.env.E2E_SHOTS;

function clientsTable(page: Page, name = 'Devices on the LAN and Wi-Fi') {
  return page.getByRole('table', { name });
}

describe('Terminal devices', () => {
  it('shows vendor, private address, signal and, after a second answer, rates (1440 px, English)', async () => {
    const page = await session.open('network/terminal', { viewport: desktop });
    const table = clientsTable(page);
    const iphone = table.getByRole('row', { name: /iPhone-Li/ });
    await iphone.getByText('Apple', { exact: true }).waitFor();
    await iphone.getByRole('img', { name: /^Signal -\d+ dBm$/ }).waitFor();
    await table.getByRole('row', { name: /android-5f2c9e1b/ }).getByText('Private address').waitFor();
    const nas = table.getByRole('row', { name: /synology-nas/ });
    expect(await nas.getByRole('img', { name: /Signal/ }).count()).toBe(0);
    // The list is polled every 5 s; the second answer gives a rate.
    await nas.getByText(/\d B\/s|KB\/s|MB\/s/).first().waitFor({ timeout: 12_000 });
    if (shots) await page.screenshot({ path: `${shots}/terminal-en-1440.png`, fullPage: true });
  }, 30_000);

  it('renames a device, refusing a hostile name with its message, and shows the DHCP name beside it', async () => {
    const page = await session.open('network/terminal', { viewport: desktop });
    const table = clientsTable(page);
    await table.getByRole('button', { name: 'Rename iPhone-Li' }).click();
    const dialog = page.getByRole('dialog', { name: 'Rename device' });
    const name = dialog.getByRole('textbox', { name: 'Name' });
    await name.fill('<b>li</b>');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText(/Use letters, digits and hyphens/).waitFor();
    await name.fill('li-phone');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    const row = table.getByRole('row', { name: /li-phone/ });
    await row.getByText('asks for iPhone-Li').waitFor();
    // Back to the name the device asks for.
    await table.getByRole('button', { name: 'Rename li-phone' }).click();
    await dialog.getByRole('textbox', { name: 'Name' }).fill('');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await table.getByRole('button', { name: 'Rename iPhone-Li' }).waitFor();
  }, 30_000);

  it('Limit opens QoS and Schedule opens Parental control with the add dialog filled in', async () => {
    const page = await session.open('network/terminal', { viewport: desktop });
    const row = clientsTable(page).getByRole('row', { name: /Galaxy-S23/ });
    const ip = (await row.getByRole('cell').nth(1).textContent())!.trim();
    const mac = /([0-9A-F]{2}:){5}[0-9A-F]{2}/.exec((await row.getByRole('cell').nth(2).textContent()) ?? '')?.[0];
    await row.getByRole('link', { name: 'Limit the speed of Galaxy-S23' }).click();
    expect(page.url()).toContain(`#/network/qos?add=${ip}`);
    const qos = page.getByRole('dialog');
    await qos.waitFor();
    // The address field is the client picker (issue 30.2), filled with this client.
    expect(await qos.getByRole('combobox').first().inputValue()).toBe(ip);
    await page.goBack();
    await clientsTable(page).getByRole('row', { name: /Galaxy-S23/ }).getByRole('link', { name: 'Schedule internet time for Galaxy-S23' }).click();
    const parental = page.getByRole('dialog');
    await parental.waitFor();
    expect(await parental.getByRole('combobox').first().inputValue()).toBe(mac);
  }, 30_000);

  it('keeps Limit and Schedule in a row menu at 375 px (Chinese)', async () => {
    const page = await session.open('network/terminal', { viewport: mobile, language: 'zh-CN' });
    const table = clientsTable(page, 'LAN 与 Wi-Fi 上的设备');
    const row = table.getByRole('row', { name: /MiTV-4A/ });
    await row.getByText('Xiaomi').waitFor();
    if (shots) await page.screenshot({ path: `${shots}/terminal-zh-CN-375.png`, fullPage: true });
    await row.getByRole('button', { name: 'MiTV-4A 的更多操作' }).click();
    if (shots) await page.screenshot({ path: `${shots}/terminal-zh-CN-375-menu.png` });
    await page.getByRole('menuitem', { name: '为 MiTV-4A 限速' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.getByRole('combobox').first().inputValue()).toMatch(/^192\.168\.1\.\d+$/);
    if (shots) await page.screenshot({ path: `${shots}/terminal-zh-CN-375-qos.png` });
  }, 30_000);

  it('reads in Chinese at 1440 px and in English at 375 px', async () => {
    const wide = await session.open('network/terminal', { viewport: desktop, language: 'zh-CN' });
    const table = clientsTable(wide, 'LAN 与 Wi-Fi 上的设备');
    await table.getByRole('row', { name: /android-5f2c9e1b/ }).getByText('私有地址').waitFor();
    await table.getByRole('link', { name: '为 Galaxy-S23 限速' }).waitFor();
    await table.getByRole('img', { name: /^信号 -\d+ dBm$/ }).first().waitFor();
    if (shots) await wide.screenshot({ path: `${shots}/terminal-zh-CN-1440.png`, fullPage: true });
    const narrow = await session.open('network/terminal', { viewport: mobile });
    await clientsTable(narrow).getByRole('button', { name: 'More actions for iPhone-Li' }).waitFor();
    if (shots) await narrow.screenshot({ path: `${shots}/terminal-en-375.png`, fullPage: true });
  }, 30_000);
});
