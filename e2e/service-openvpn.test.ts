import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { beforeEach, describe, expect, it } from 'vitest';
import { clickAndAwaitSuccess, mobile } from './support/browser';
import { consoleSession } from './support/console-session';

const session = consoleSession();
const fixtures = fileURLToPath(new URL('../packages/core/src/ops/service/fixtures/openvpn/', import.meta.url));
const pem = (name: string) => readFileSync(path.join(fixtures, name), 'utf8');

describe('Service > OpenVPN', () => {
  beforeEach(async () => {
    const { device, page } = session;
    await page.goto(`${device.url}/#/service/openvpn`);
    await page.getByRole('heading', { name: 'OpenVPN client' }).waitFor();
  });

  const save = () => session.page.getByRole('button', { name: 'Save', exact: true });
  // A required field's label ends in an asterisk.
  const field = (label: string) => session.page.getByLabel(new RegExp(`^${label.replace('.', '\\.')}\\*?$`));

  it('saves the server and pasted certificates, and after a reload shows them with subject and expiry, the key never', async () => {
    const { page } = session;
    const toggle = page.getByRole('switch', { name: 'Enable' });
    if ((await toggle.getAttribute('aria-checked')) !== 'true') await toggle.click();
    await field('Server address').fill('vpn.example.com');
    await field('Port').fill('1195');
    await field('Protocol').selectOption('tcp');
    await field('CA certificate').fill(pem('ca.crt'));
    await field('Client certificate').fill(pem('client.crt'));
    await field('Private key').fill(pem('client.key'));
    await clickAndAwaitSuccess(page, save());

    await page.reload();
    await field('Server address').waitFor();
    await expect.poll(() => field('Server address').inputValue()).toBe('vpn.example.com');
    expect(await field('Port').inputValue()).toBe('1195');
    expect(await field('Protocol').inputValue()).toBe('tcp');
    expect(await field('Device').inputValue()).toBe('tun');
    expect(await field('CA certificate').inputValue()).toBe(pem('ca.crt'));
    expect(await field('Private key').inputValue()).toBe('');
    const certificates = page.getByRole('region', { name: 'Certificates' });
    await certificates.getByText('CN=router-client').waitFor();
    await certificates.getByText('CN=Example VPN CA').waitFor();
    expect(await certificates.getByText('2126-11-01').count()).toBe(2);
    await certificates.getByText('Stored', { exact: true }).waitFor();
    expect(await page.content()).not.toContain(pem('client.key').split('\n')[1]);
    // The simulated server takes the certificate: the state card shows the tunnel up with its address.
    await page.getByText('Connected', { exact: true }).waitFor();
    await page.getByText(/^10\.8\.0\.\d+$/).waitFor();
  });

  it('refuses a server that is not an address or host name, and a key of another certificate, each on its field', async () => {
    const { page } = session;
    await field('Server address').fill('-oProxyCommand=x');
    await save().click();
    expect(await field('Server address').getAttribute('aria-invalid')).toBe('true');

    await field('Server address').fill('vpn.example.com');
    await field('CA certificate').fill(pem('ca.crt'));
    await field('Client certificate').fill(pem('client.crt'));
    await field('Private key').fill(pem('other-client.key'));
    await save().click();
    await page.getByText('The private key does not belong to the client certificate').waitFor();
    expect(await field('Private key').getAttribute('aria-invalid')).toBe('true');
  });

  it('fills the form from a .ovpn profile, says what it left out, and refuses one that runs a program, naming it', async () => {
    const { page, files } = session;
    const profile = [
      'client',
      'dev tap',
      'proto udp',
      'remote 203.0.113.9 1196',
      'cipher AES-256-GCM',
      `<ca>\n${pem('ca.crt')}</ca>`,
      `<cert>\n${pem('client.crt')}</cert>`,
      `<key>\n${pem('client.key')}</key>`,
      '',
    ].join('\n');
    const good = path.join(files, 'provider.ovpn');
    await writeFile(good, profile);
    await page.getByLabel('Import a .ovpn profile').setInputFiles(good);
    await expect.poll(() => field('Server address').inputValue()).toBe('203.0.113.9');
    expect(await field('Port').inputValue()).toBe('1196');
    expect(await field('Protocol').inputValue()).toBe('udp');
    expect(await field('Device').inputValue()).toBe('tap');
    expect(await field('Client certificate').inputValue()).toBe(pem('client.crt'));
    await page.getByText('Not imported: cipher.').waitFor();

    const evil = path.join(files, 'evil.ovpn');
    await writeFile(evil, `${profile}script-security 2\nup /bin/sh\n`);
    await page.getByLabel('Import a .ovpn profile').setInputFiles(evil);
    await page.getByText('The profile runs a program (script-security): such profiles are refused').waitFor();
  });

  it('starts with the profile import, and asks the username and password a profile signs in with (issue 30.9)', async () => {
    const { page, files } = session;
    // The import comes before the fields it fills.
    const importBox = await page.getByLabel('Import a .ovpn profile').boundingBox();
    const serverBox = await field('Server address').boundingBox();
    expect(importBox!.y).toBeLessThan(serverBox!.y);

    const profile = path.join(files, 'sign-in.ovpn');
    await writeFile(profile, `client\ndev tun\nremote vpn.example.com 1194\nauth-user-pass\n<ca>\n${pem('ca.crt')}</ca>\n`);
    await page.getByLabel('Import a .ovpn profile').setInputFiles(profile);
    await page.getByText('The server asks for a username and password: enter them below.').waitFor();
    await expect.poll(() => field('Username').evaluate((input) => input === document.activeElement)).toBe(true);
    await field('Username').fill('anna');
    await field('Password').fill('s3cret pass');
    await clickAndAwaitSuccess(page, save());
    await page.reload();
    await expect.poll(() => field('Username').inputValue()).toBe('anna');
    expect(await field('Password').inputValue()).toBe('');
    expect(await page.content()).not.toContain('s3cret pass');
    await page.getByText('Connected', { exact: true }).waitFor();
  });

  it('fits a 375 px screen with its certificate fields and state, without serious accessibility faults', async () => {
    const { page } = session;
    await page.setViewportSize(mobile);
    await page.getByRole('heading', { name: 'Tunnel state' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(mobile.width);
    const result = await new AxeBuilder({ page }).analyze();
    expect(result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  });
});
