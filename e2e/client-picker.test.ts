// Issue 30.2: "Pick, don't type". Every IP or MAC field lists the router's known clients (the
// simulated LAN: synology-nas at 192.168.1.104 and the others, from Connected devices and DHCP
// leases), picked with the mouse or the keyboard alone, and still takes a typed value.
import AxeBuilder from '@axe-core/playwright';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { clickAndAwaitSuccess, desktop, mobile } from './support/browser';
import { routeSession } from './support/console-session';
import { deviceApi } from './support/device-api';

const session = routeSession();
const shots = process.env.E2E_SHOTS;
const open = (route: string, language: 'en' | 'zh-CN' = 'en', viewport = desktop) => session.open(route, { language, viewport });

async function nasIp(): Promise<string> {
  const api = await deviceApi(session.device.url);
  const { terminals } = (await api('get_terminals')) as { terminals: { hostname: string; ip: string }[] };
  const nas = terminals.find((terminal) => terminal.hostname === 'synology-nas');
  if (!nas) throw new Error('the simulated NAS is not connected');
  return nas.ip;
}

describe('the known-clients picker', () => {
  it('forwards a port to the NAS picked with the keyboard alone; Escape closes the list, not the dialog', async () => {
    const page = await open('advanced/dispatch');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name').fill('NAS web');
    await dialog.getByLabel('External port').fill('5000');
    const address = dialog.getByRole('combobox', { name: 'Internal IP' });
    await address.focus();
    await page.keyboard.type('synology');
    const option = page.getByRole('option', { name: /synology-nas/ });
    await option.waitFor();
    expect(await option.textContent()).toMatch(/192\.168\.1\.\d+.*[0-9A-F]{2}(:[0-9A-F]{2}){5}.*Online/);
    await page.keyboard.press('Escape');
    expect(await address.getAttribute('aria-expanded')).toBe('false');
    await dialog.waitFor();
    await page.keyboard.press('ArrowDown');
    expect(await address.getAttribute('aria-activedescendant')).toBe(await option.getAttribute('id'));
    await page.keyboard.press('Enter');
    expect(await address.inputValue()).toBe(await nasIp());
    await dialog.getByLabel('Internal port').fill('5000');
    await clickAndAwaitSuccess(page, dialog.getByRole('button', { name: 'Save', exact: true }));
    await page.getByRole('table', { name: 'Port forwarding rules' }).getByRole('cell', { name: `LAN : synology-nas ${await nasIp()}:5000` }).waitFor();
  });

  it('keeps a typed address no client has, with a hint and no error', async () => {
    const page = await open('advanced/dmz_host');
    const toggle = page.getByRole('switch', { name: 'DMZ' });
    if ((await toggle.getAttribute('aria-checked')) !== 'true') await toggle.click();
    const address = page.getByRole('combobox', { name: 'Intranet IP' });
    await address.fill('192.168.1.250');
    await page.getByText('No known device has this address.', { exact: false }).waitFor();
    expect(await address.getAttribute('aria-invalid')).toBeNull();
    await clickAndAwaitSuccess(page, page.getByRole('button', { name: 'Save', exact: true }));
    await page.reload();
    await expect.poll(() => page.getByRole('combobox', { name: 'Intranet IP' }).inputValue()).toBe('192.168.1.250');
  });

  it("fills a static lease's MAC, IP and name from the client picked by its name", async () => {
    const page = await open('network/dhcp');
    await page.getByRole('region', { name: 'Static allocation' }).getByRole('button', { name: 'Add', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: 'MAC address' }).fill('HP-Laser');
    await page.getByRole('option', { name: /HP-LaserJet/ }).click();
    expect(await dialog.getByRole('combobox', { name: 'MAC address' }).inputValue()).toMatch(/^[0-9A-F]{2}(:[0-9A-F]{2}){5}$/);
    expect(await dialog.getByRole('combobox', { name: 'IP address' }).inputValue()).toBe('192.168.1.107');
    expect(await dialog.getByLabel('Host name').inputValue()).toBe('HP-LaserJet-M1136');
  });

  it("adds a client's MAC to the black list from the picker under the box", async () => {
    const page = await open('advanced/black_list');
    const picker = page.getByRole('combobox', { name: /Add a device/ });
    await picker.fill('DESKTOP');
    await page.getByRole('option', { name: /DESKTOP-7KQ2M1F/ }).click();
    expect(await page.getByLabel('Blocked MAC addresses').inputValue()).toMatch(/^[0-9A-F]{2}(:[0-9A-F]{2}){5}$/);
    expect(await picker.inputValue()).toBe('');
  });

  it('parental control names the rule after the device picked; the list fits a 375 px phone and passes axe', async () => {
    const page = await open('advanced/parent', 'en', mobile);
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const dialog = page.getByRole('dialog');
    const mac = dialog.getByRole('combobox', { name: 'MAC address' });
    await mac.click();
    await page.keyboard.press('ArrowDown');
    const list = page.getByRole('listbox');
    await list.waitFor();
    const box = await list.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= mobile.width).toBe(true);
    const axe = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
    await page.getByRole('option', { name: /iPhone-Li|MacBook-Air|Galaxy-S23|MiTV-4A|synology-nas|DESKTOP/ }).first().click();
    expect(await dialog.getByLabel('Description').inputValue()).not.toBe('');
  });

  it("picks the share's folder from the mounted disk's folders, and still takes a typed one", async () => {
    const api = await deviceApi(session.device.url);
    await api('disk_mount', { id: 'sda1' }).catch(() => undefined);
    const page = await open('service/file');
    const folder = page.getByRole('combobox', { name: 'Mount directory' });
    await folder.fill('phot');
    await page.getByRole('option', { name: '/mnt/sda1/photos/2025' }).waitFor();
    await page.getByRole('option', { name: '/mnt/sda1/photos', exact: true }).click();
    expect(await folder.inputValue()).toBe('/mnt/sda1/photos');
    expect(await folder.getAttribute('aria-expanded')).toBe('false');
    await folder.fill('/mnt/sda1/new-folder');
    expect(await folder.inputValue()).toBe('/mnt/sda1/new-folder');
  });

  it('calls a device renamed in the client list by that name in the pickers, the rules and History, with its maker in the picker (issue 43.4)', async () => {
    const api = await deviceApi(session.device.url);
    const { terminals } = (await api('get_terminals')) as { terminals: { hostname: string; ip: string; mac: string }[] };
    const phone = terminals.find((terminal) => terminal.hostname === 'iPhone-Li')!;
    await api('set_terminal_name', { mac: phone.mac, name: 'li-phone' });
    try {
      const page = await open('advanced/dispatch');
      await page.getByRole('button', { name: 'Add', exact: true }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Name').fill('Phone game');
      await dialog.getByLabel('External port').fill('6000');
      await dialog.getByRole('combobox', { name: 'Internal IP' }).fill('li-phone');
      const option = page.getByRole('option', { name: /li-phone/ });
      await expect.poll(() => option.textContent()).toMatch(/li-phone.*Apple/);
      if (shots) await page.screenshot({ path: `${shots}/picker-renamed-en-1440.png` });
      await option.click();
      await dialog.getByLabel('Internal port').fill('6000');
      await clickAndAwaitSuccess(page, dialog.getByRole('button', { name: 'Save', exact: true }));
      const rules = page.getByRole('table', { name: 'Port forwarding rules' });
      await rules.getByRole('row', { name: /Phone game/ }).getByText('li-phone').waitFor();

      await page.goto(`${session.device.url}/#/advanced/parent`);
      await page.getByRole('button', { name: 'Add', exact: true }).click();
      const parental = page.getByRole('dialog');
      await parental.getByRole('combobox', { name: 'MAC address' }).fill('li-phone');
      await page.getByRole('option', { name: /li-phone/ }).click();
      expect(await parental.getByLabel('Description').inputValue()).toBe('li-phone');
      await parental.getByLabel('Description').fill('Bedtime');
      await clickAndAwaitSuccess(page, parental.getByRole('button', { name: 'Save', exact: true }));
      await page.getByRole('row', { name: /Bedtime/ }).getByText('li-phone').waitFor();

      await page.goto(`${session.device.url}/#/system/history`);
      const entry = page.getByRole('article').first();
      await entry.getByText(/li-phone/).first().waitFor();
      expect(await entry.textContent()).not.toContain(phone.mac);
      if (shots) await page.screenshot({ path: `${shots}/history-renamed-en-1440.png`, fullPage: true });
    } finally {
      await api('set_terminal_name', { mac: phone.mac, name: '' });
    }
  }, 60_000);

  it.skipIf(!shots).each([
    ['en', 1440],
    ['en', 900],
    ['en', 375],
    ['zh-CN', 1440],
    ['zh-CN', 900],
    ['zh-CN', 375],
  ] as const)('screenshots the picker, Time settings and History in %s at %i px', async (language, width) => {
    const folder = path.join(shots ?? '', 'ux-pick');
    await mkdir(folder, { recursive: true });
    // History needs changes to show: a port forward and the reboot schedule, saved once.
    const api = await deviceApi(session.device.url);
    if (((await api('get_history')).entries as unknown[]).length < 2) {
      await api('set_port_forwards', { rules: [{ id: '', name: 'NAS web', proto: 'tcp', externalZone: 'wan', externalPort: '5000', internalZone: 'lan', internalIp: await nasIp(), internalPort: '5000', enabled: '1' }] }).catch(() => undefined);
      await api('set_reboot_schedule', { enabled: '1', time: '03:00', weekdays: ['mon', 'thu'] });
    }
    const page = await open('advanced/dispatch', language, { width, height: 900 });
    await page.getByRole('button', { name: language === 'en' ? 'Add' : '添加', exact: true }).click();
    const combobox = page.getByRole('dialog').locator('input[role="combobox"]');
    await combobox.click();
    await page.keyboard.press('ArrowDown');
    await page.getByRole('listbox').waitFor();
    await page.screenshot({ path: path.join(folder, `picker-${language}-${width}.png`) });
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await page.goto(`${session.device.url}/#/advanced/black_list`);
    await page.locator('input[role="combobox"]').waitFor();
    await page.screenshot({ path: path.join(folder, `blacklist-${language}-${width}.png`), fullPage: true });
    await page.goto(`${session.device.url}/#/system/settings`);
    await page.getByTestId('device-time').waitFor();
    await page.screenshot({ path: path.join(folder, `time-${language}-${width}.png`), fullPage: true });
    await page.goto(`${session.device.url}/#/system/history`);
    await page.getByRole('article').first().waitFor();
    await page.getByRole('article').first().getByRole('button', { name: language === 'en' ? 'Details' : '详情' }).click();
    await page.locator('.history-raw').first().waitFor();
    await page.screenshot({ path: path.join(folder, `history-${language}-${width}.png`), fullPage: true });
  });
});
