// The PPTP and L2TP client tabs differ only in their tunnel: one body of browser tests, run by
// e2e/service-pptp.test.ts and e2e/service-l2tp.test.ts, each against its own device (only one
// enabled tunnel may hold the default route).
import { beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Device } from './device';
import { clickAndAwaitSuccess } from './browser';
import { consoleSession } from './console-session';

export function describePppTunnelTab(tunnel: 'pptp' | 'l2tp', heading: string): void {
  const session = consoleSession();
  let device: Device;
  let page: Page;

  beforeEach(async () => {
    ({ device, page } = session);
    await page.goto(`${device.url}/#/service/${tunnel}`);
    await page.getByRole('heading', { name: heading }).waitFor();
  });

  const save = () => page.getByRole('button', { name: 'Save', exact: true });

  describe(`Service > ${tunnel.toUpperCase()}`, () => {
    it('saves the blank form of a factory unit switched off', async () => {
      expect(await page.getByRole('switch', { name: 'Enable' }).getAttribute('aria-checked')).toBe('false');
      expect(await page.getByLabel('Server address').inputValue()).toBe('');
      await clickAndAwaitSuccess(page, save());
    });

    it('refuses a server that is not an address or host name on its field, then saves and shows it after a reload, the password never', async () => {
      const toggle = page.getByRole('switch', { name: 'Enable' });
      if ((await toggle.getAttribute('aria-checked')) !== 'true') await toggle.click();
      await page.getByLabel('Server address').fill('-oProxyCommand=x');
      await page.getByLabel('Username').fill('alice');
      await page.getByLabel('Password', { exact: true }).fill('s3cret pass');
      await save().click();
      expect(await page.getByLabel('Server address').getAttribute('aria-invalid')).toBe('true');

      await page.getByLabel('Server address').fill('vpn.example.com');
      await page.getByRole('button', { name: 'Advanced settings' }).click();
      await page.getByLabel('MTU').fill('1380');
      await clickAndAwaitSuccess(page, save());

      await page.reload();
      await page.getByLabel('Server address').waitFor();
      expect(await page.getByRole('switch', { name: 'Enable' }).getAttribute('aria-checked')).toBe('true');
      expect(await page.getByLabel('Server address').inputValue()).toBe('vpn.example.com');
      expect(await page.getByLabel('Username').inputValue()).toBe('alice');
      expect(await page.getByLabel('Password', { exact: true }).inputValue()).toBe('');
      expect(await page.getByLabel('MTU').inputValue()).toBe('1380');
      // The simulated server lets the account in: the state card shows the tunnel up with its address.
      await page.getByText('Connected', { exact: true }).waitFor();
      await page.getByText(/^10\.\d+\.\d+\.\d+$/).waitFor();
    });

    it('shows why the tunnel stays down when the server refuses the password', async () => {
      const toggle = page.getByRole('switch', { name: 'Enable' });
      if ((await toggle.getAttribute('aria-checked')) !== 'true') await toggle.click();
      await page.getByLabel('Server address').fill('vpn.example.com');
      await page.getByLabel('Username').fill('alice');
      await page.getByLabel('Password', { exact: true }).fill('wrong-pass');
      await clickAndAwaitSuccess(page, save());
      await page.getByText('The server refused the username or password').waitFor();
    });

    it('disconnects the tunnel by hand, keeping its settings, and connects it again', async () => {
      const toggle = page.getByRole('switch', { name: 'Enable' });
      if ((await toggle.getAttribute('aria-checked')) !== 'true') await toggle.click();
      await page.getByLabel('Server address').fill('vpn.example.com');
      await page.getByLabel('Username').fill('carol');
      await page.getByLabel('Password', { exact: true }).fill('good pass');
      await clickAndAwaitSuccess(page, save());
      await page.getByText('Connected', { exact: true }).waitFor();
      await clickAndAwaitSuccess(page, page.getByRole('button', { name: 'Disconnect' }), 'The tunnel is disconnected; its settings are kept');
      await page.getByText('Disconnected by hand').waitFor();
      expect(await page.getByRole('button', { name: 'Disconnect' }).isDisabled()).toBe(true);
      await page.reload();
      await page.getByText('Disconnected by hand').waitFor();
      expect(await page.getByLabel('Username').inputValue()).toBe('carol');
      await clickAndAwaitSuccess(page, page.getByRole('button', { name: 'Connect', exact: true }), 'The tunnel is connected');
      await page.getByText('Connected', { exact: true }).waitFor();
    });

    // L2TP's credentials go into pppd's options file (l2tp.sh); PPTP's reach pppd as arguments (ppp.sh).
    it.runIf(tunnel === 'l2tp')('shows a double quote in the password as refused on its field', async () => {
      await page.getByLabel('Server address').fill('203.0.113.7');
      await page.getByLabel('Username').fill('alice');
      await page.getByLabel('Password', { exact: true }).fill('pa"ss');
      await save().click();
      await page.getByText('L2TP cannot take double quotes or backslashes here').waitFor();
      expect(await page.getByLabel('Password', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    });
  });
}
