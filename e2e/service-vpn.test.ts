// Service > VPN (issue 16): the overview edits the PPTP or L2TP tab's own section (one section,
// two pages), lists every tunnel's state, and connects or disconnects a client tunnel.
import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Device } from './support/device';
import { consoleSession } from './support/console-session';
import { clickAndAwaitSuccess } from './support/browser';

const session = consoleSession();
let device: Device;
let page: Page;

beforeEach(async () => {
  ({ device, page } = session);
  await page.goto(`${device.url}/#/service/vpn`);
  await page.getByRole('heading', { name: 'VPN client' }).waitFor();
});

const save = () => page.getByRole('button', { name: 'Save', exact: true });
const tunnels = () => page.getByRole('table', { name: 'Tunnels' });
const row = (type: string) => tunnels().getByRole('row').filter({ has: page.getByRole('cell', { name: type, exact: true }) });

describe('Service > VPN', () => {
  it('saves type, server, account, password and MPPE into the PPTP tab\'s section, shown after a reload and on the PPTP tab; a bad server shows its message', async () => {
    const type = page.getByLabel('Type');
    expect(await type.locator('option').allTextContents()).toEqual(['PPTP', 'L2TP']);
    await type.selectOption({ label: 'PPTP' });
    await page.getByLabel('Server address').fill('vpn.example.com;reboot');
    await page.getByLabel('Username').fill('alice');
    await page.getByLabel('Password', { exact: true }).fill('s3cret pass');
    await page.getByLabel('PPTP encryption (MPPE)').selectOption({ label: 'Off' });
    await save().click();
    await page.getByText('Please enter a correct IP address or domain name').waitFor();
    expect(await page.getByLabel('Server address').getAttribute('aria-invalid')).toBe('true');

    await page.getByLabel('Server address').fill('vpn.example.com');
    await clickAndAwaitSuccess(page, save());
    const network = await readFile(`${device.dataDir}/config/network`, 'utf8');
    expect(network).toContain("config interface 'pptp'\n\toption proto 'pptp'\n\toption server 'vpn.example.com'\n\toption username 'alice'\n\toption password 's3cret pass'");
    expect(network).toContain("\toption pppd_options 'nomppe'");

    await page.reload();
    await page.getByLabel('Server address').waitFor();
    expect(await page.getByLabel('Type').inputValue()).toBe('pptp');
    expect(await page.getByLabel('Server address').inputValue()).toBe('vpn.example.com');
    expect(await page.getByLabel('Username').inputValue()).toBe('alice');
    expect(await page.getByLabel('Password', { exact: true }).inputValue()).toBe('');
    expect(await page.getByLabel('PPTP encryption (MPPE)').inputValue()).toBe('0');
    await row('PPTP').getByText('Connected', { exact: true }).waitFor();

    // One section, two pages: the PPTP tab shows what the overview saved.
    await page.goto(`${device.url}/#/service/pptp`);
    await page.getByRole('heading', { name: 'PPTP client' }).waitFor();
    await expect.poll(() => page.getByLabel('Server address').inputValue()).toBe('vpn.example.com');
    expect(await page.getByLabel('Username').inputValue()).toBe('alice');
    expect(await page.getByRole('switch', { name: 'Enable' }).getAttribute('aria-checked')).toBe('true');
    expect(await page.getByLabel('PPTP encryption (MPPE)').inputValue()).toBe('0');
  });

  it('switches to L2TP, and disconnect / connect change its state while the settings stay', async () => {
    await page.getByLabel('Type').selectOption({ label: 'L2TP' });
    expect(await page.getByLabel('PPTP encryption (MPPE)').count()).toBe(0);
    await page.getByLabel('Server address').fill('203.0.113.7');
    await page.getByLabel('Username').fill('bob');
    await page.getByLabel('Password', { exact: true }).fill('other pass');
    await clickAndAwaitSuccess(page, save());
    await page.reload();
    await page.getByLabel('Server address').waitFor();
    expect(await page.getByLabel('Type').inputValue()).toBe('l2tp');
    expect(await page.getByLabel('Server address').inputValue()).toBe('203.0.113.7');

    // The other type is switched off: one VPN client.
    await row('PPTP').getByText('Switched off').waitFor();
    await row('L2TP').getByText('Connected', { exact: true }).waitFor();
    const before = await readFile(`${device.dataDir}/config/network`, 'utf8');
    await clickAndAwaitSuccess(page, row('L2TP').getByRole('button', { name: 'Disconnect' }), 'The tunnel is disconnected; its settings are kept');
    await row('L2TP').getByText('Disconnected by hand').waitFor();
    expect(await readFile(`${device.dataDir}/config/network`, 'utf8')).toBe(before);

    // The L2TP tab shows the same manual down, and connects it again.
    await page.goto(`${device.url}/#/service/l2tp`);
    await page.getByRole('heading', { name: 'L2TP client' }).waitFor();
    await page.getByText('Disconnected by hand').waitFor();
    await clickAndAwaitSuccess(page, page.getByRole('button', { name: 'Connect', exact: true }), 'The tunnel is connected');
    await page.getByText('Connected', { exact: true }).waitFor();
    expect(await page.getByText('Disconnected by hand').count()).toBe(0);
  });

  it('has no serious accessibility violations, tunnels listed', async () => {
    await tunnels().waitFor();
    const result = await new AxeBuilder({ page }).analyze();
    expect(result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  });
});
