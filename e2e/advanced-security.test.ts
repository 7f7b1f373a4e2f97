import { beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { readFile } from 'node:fs/promises';
import type { Device } from './support/device';
import { consoleSession } from './support/console-session';
import { clickAndAwaitSuccess } from './support/browser';

const session = consoleSession();
let device: Device;
let page: Page;

beforeEach(async () => {
  ({ device, page } = session);
  await page.goto(`${device.url}/#/advanced/security`);
  await page.getByRole('heading', { name: 'Security', level: 2 }).waitFor();
});

const toggle = (name: string) => page.getByRole('switch', { name });

describe('Advanced > Security', () => {
  it('asks before switching the firewall off, saves the switches and shows them after a reload', async () => {
    expect(await toggle('Firewall').getAttribute('aria-checked')).toBe('true');
    expect(await toggle('Ping from WAN').getAttribute('aria-checked')).toBe('true');
    await toggle('Firewall').click();
    await toggle('Ping from WAN').click();
    await toggle('Disable IPv6').click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText(/every device on the internet can reach this router/).waitFor();
    await clickAndAwaitSuccess(page, dialog.getByRole('button', { name: 'Save', exact: true }));

    const firewall = await readFile(`${device.dataDir}/config/firewall`, 'utf8');
    expect(firewall).toMatch(/option name 'wan'\n(\t.*\n)*\toption input 'ACCEPT'/);
    expect(firewall).toMatch(/option name 'Allow-Ping'\n(\t.*\n)*\toption target 'REJECT'/);

    await page.reload();
    await toggle('Firewall').waitFor();
    expect(await toggle('Firewall').getAttribute('aria-checked')).toBe('false');
    expect(await toggle('Ping from WAN').getAttribute('aria-checked')).toBe('false');
    expect(await toggle('Disable IPv6').getAttribute('aria-checked')).toBe('true');

    await toggle('Firewall').click();
    await clickAndAwaitSuccess(page, page.getByRole('button', { name: 'Save', exact: true }));
    expect(await page.getByRole('alertdialog').count()).toBe(0);
  });
});
