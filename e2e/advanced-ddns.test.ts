import { beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Device } from './support/device';
import { clickAndAwaitSuccess } from './support/browser';
import { consoleSession } from './support/console-session';

const session = consoleSession();
let device: Device;
let page: Page;

beforeEach(async () => {
  ({ device, page } = session);
  await page.goto(`${device.url}/#/advanced/ddns`);
  await page.getByRole('heading', { name: 'DDNS', exact: true }).waitFor();
});

async function save(): Promise<void> {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
}

describe('Advanced > DDNS', () => {
  it('refuses an interval under 600 s on its field, saves, keeps the password hidden, and updates now', async () => {
    await page.getByRole('switch', { name: 'DDNS' }).click();
    await page.getByLabel('Server').selectOption({ label: 'Dyn (dyndns.org)' });
    await page.getByText('Dyn: the domain is your host name').waitFor();
    await page.getByLabel('Domain').fill('home.example.org');
    await page.getByLabel('Username').fill('homeuser');
    await page.getByLabel('Password', { exact: true }).fill('s3cret "quoted"');
    await page.getByLabel('Interval').fill('599');
    await save();
    const error = page.locator('.settings-field__error');
    await error.first().waitFor();
    expect(await error.first().textContent()).toMatch(/600/);
    expect(await page.getByLabel('Interval').getAttribute('aria-invalid')).toBe('true');

    await page.getByLabel('Interval').fill('900');
    await clickAndAwaitSuccess(page, save);

    await page.reload();
    await page.getByLabel('Domain').waitFor();
    expect(await page.getByLabel('Domain').inputValue()).toBe('home.example.org');
    expect(await page.getByLabel('Interval').inputValue()).toBe('900');
    expect(await page.getByLabel('Password', { exact: true }).inputValue()).toBe('');

    // The updater may have sent the first update on its own since the save: then the provider answers nochg.
    await page.getByRole('button', { name: 'Update now' }).click();
    await page.getByText(/^(Updated \(good\)|Already up to date \(nochg\))$/).waitFor();
    await page.locator('.ddns-page__log').getByText(/Update successful - IP '[\d.]+' send/).waitFor();
  });

  it('marks a bad domain and never the empty stored-password field, and switches off keeping every setting', async () => {
    await page.getByLabel('Domain').fill('bad domain!');
    await save();
    await page.getByText('Enter a correct domain name').first().waitFor();
    expect(await page.getByLabel('Domain').getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByLabel('Password', { exact: true }).getAttribute('aria-invalid')).not.toBe('true');
    await page.getByRole('button', { name: 'Undo changes' }).click();

    await page.getByRole('switch', { name: 'DDNS' }).click();
    await clickAndAwaitSuccess(page, page.getByRole('button', { name: 'Save', exact: true }));
    await page.reload();
    const enabled = page.getByRole('switch', { name: 'DDNS' });
    await enabled.waitFor();
    expect(await enabled.getAttribute('aria-checked')).toBe('false');
    await enabled.click();
    expect(await page.getByLabel('Domain').inputValue()).toBe('home.example.org');
    expect(await page.getByLabel('Interval').inputValue()).toBe('900');
    await page.getByRole('button', { name: 'Undo changes' }).click();
  });

  it('shows a Cloudflare domain that is not host@zone as refused', async () => {
    const enabled = page.getByRole('switch', { name: 'DDNS' });
    if ((await enabled.getAttribute('aria-checked')) !== 'true') await enabled.click();
    await page.getByLabel('Server').selectOption({ label: 'Cloudflare (cloudflare.com)' });
    await page.getByLabel('Domain').fill('home.example.com');
    await page.getByLabel('Username').fill('Bearer');
    await page.getByLabel('Password', { exact: true }).fill('token');
    await save();
    await page.getByText('Enter the domain as host@zone, e.g. home@example.com').waitFor();
  });
});
