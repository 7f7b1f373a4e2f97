import { beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Device } from './support/device';
import { clickAndAwaitSuccess, launchBrowser, mobile, newPage, signIn } from './support/browser';
import { consoleSession } from './support/console-session';

const session = consoleSession();
let device: Device;
let page: Page;

beforeEach(async () => {
  ({ device, page } = session);
  await page.goto(`${device.url}/#/advanced/dispatch`);
  await page.getByRole('heading', { name: 'Port forwarding' }).waitFor();
});

async function addRule(fields: { name: string; protocol?: string; externalPort: string; internalIp: string; internalPort?: string }) {
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name').fill(fields.name);
  if (fields.protocol) await dialog.getByLabel('Protocol').selectOption({ label: fields.protocol });
  await dialog.getByLabel('External port').fill(fields.externalPort);
  await dialog.getByLabel('Internal IP').fill(fields.internalIp);
  await dialog.getByLabel('Internal port').fill(fields.internalPort ?? '');
  return dialog;
}

describe('Advanced > Port forwarding', () => {
  it('adds a rule, sees it after a reload, names a conflicting rule, and removes it', async () => {
    const dialog = await addRule({ name: 'Web "cam" 摄像头', protocol: 'TCP', externalPort: '8080', internalIp: '192.168.1.20', internalPort: '80' });
    await clickAndAwaitSuccess(page, dialog.getByRole('button', { name: 'Save', exact: true }));

    await page.reload();
    const table = page.getByRole('table', { name: 'Port forwarding rules' });
    await table.getByRole('cell', { name: 'Web "cam" 摄像头', exact: true }).waitFor();
    expect(await table.getByRole('cell', { name: 'WAN : 8080' }).count()).toBe(1);
    expect(await table.getByRole('cell', { name: 'LAN : 192.168.1.20:80' }).count()).toBe(1);

    const clash = await addRule({ name: 'Clash', externalPort: '8000:8090', internalIp: '192.168.1.21' });
    await clash.getByRole('button', { name: 'Save', exact: true }).click();
    await clash.getByText('These external ports and protocol are already forwarded by the rule "Web "cam" 摄像头"').waitFor();
    expect(await clash.getByLabel('External port').getAttribute('aria-invalid')).toBe('true');
    await clash.getByRole('button', { name: 'Cancel' }).click();

    await table.getByRole('button', { name: /^Remove / }).click();
    await clickAndAwaitSuccess(page, page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }));
    await table.getByText('No entries yet').waitFor();
  });

  it('refuses a reversed range, an address outside the LAN and a shifted range on their fields', async () => {
    const dialog = await addRule({ name: 'Bad', externalPort: '8010:8000', internalIp: '192.168.1.20' });
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await dialog.getByText('A port 1-65535, or a range a:b with a less than b').first().waitFor();
    expect(await dialog.getByLabel('External port').getAttribute('aria-invalid')).toBe('true');

    // Only the device knows the LAN subnet: its -2 lands on the field.
    await dialog.getByLabel('External port').fill('9000');
    await dialog.getByLabel('Internal IP').fill('10.9.9.9');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await dialog.getByText('The address is not in the LAN subnet').waitFor();
    expect(await dialog.getByLabel('Internal IP').getAttribute('aria-invalid')).toBe('true');

    // fw4's `dnat to ip:7000-7005` would send 9000, 9003 and 9005 all to 7000 (issue 28.4).
    await dialog.getByLabel('External port').fill('9000:9005');
    await dialog.getByLabel('Internal IP').fill('192.168.1.20');
    await dialog.getByLabel('Internal port').fill('7000:7005');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await dialog.getByText('Give one internal port, or the external range itself').waitFor();
    expect(await dialog.getByLabel('Internal port').getAttribute('aria-invalid')).toBe('true');
  });

  it('works at 375 px in Chinese and by keyboard alone', async () => {
    const browser = await launchBrowser();
    try {
      const { page: small } = await newPage(browser, { language: 'zh-CN', viewport: mobile });
      await signIn(small, device.url);
      await small.goto(`${device.url}/#/advanced/dispatch`);
      await small.getByRole('heading', { name: '端口转发', exact: true }).waitFor();
      expect(await small.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await small.getByRole('button', { name: '添加', exact: true }).focus();
      await small.keyboard.press('Enter');
      const dialog = small.getByRole('dialog');
      await dialog.getByLabel('名称').waitFor();
      await small.keyboard.type('SSH');
      await dialog.getByLabel('外部端口').focus();
      await small.keyboard.type('2222');
      await dialog.getByLabel('内部IP').focus();
      await small.keyboard.type('192.168.1.30');
      await dialog.getByLabel('内部端口').focus();
      await small.keyboard.type('22');
      await clickAndAwaitSuccess(small, () => small.keyboard.press('Enter'));
      await small.getByRole('table', { name: '端口转发规则' }).getByRole('cell', { name: 'LAN : 192.168.1.30:22' }).waitFor();
    } finally {
      await browser.close();
    }
  });
});
