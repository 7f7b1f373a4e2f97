// The router build's 4G tabs over the real stack with a modem at the mmcli boundary (issue 40.4):
// the console reaches /usr/bin/mmcli through rpcd's file exec as on a router with ModemManager, and
// the test drives the modem (modem-stand-in.ts) and sees each tab follow.
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { consoleSuite, consoleUrl, openSignedIn, startConsoleStack, stockConfigs } from './console-support';
import { ModemStandIn, mmcliStandIn } from './modem-stand-in';

const tools = inject('openwrtTools');

describe.skipIf(!tools)('the 4G modem on the real stack', () => {
  // modemmanager's init script is how the console tells the package is installed (rc list)
  const suite = consoleSuite(tools ? () => startConsoleStack(tools, stockConfigs(), { programs: { '/usr/bin/mmcli': mmcliStandIn }, extraFiles: { 'etc/init.d/modemmanager': '#!/bin/sh\nexit 0\n' } }) : undefined);
  let modem: ModemStandIn;
  let page: Page;
  beforeAll(async () => {
    if (!tools) return;
    modem = new ModemStandIn(suite.stack.root);
    ({ page } = await openSignedIn(suite.browser, suite.stack));
  });
  const main = () => page.locator('main').innerText();
  const open = (route: string) => page.goto(`${consoleUrl(suite.stack)}#${route}`);

  it('3G/4G shows the operator and a signal that changes', async () => {
    await open('/network/net_type');
    await expect.poll(main, { timeout: 15_000 }).toContain('CHINA MOBILE');
    await expect.poll(main, { timeout: 15_000 }).toMatch(/-93/);
    modem.signal(-112, -17, 1.5, 20);
    await page.reload();
    await expect.poll(main, { timeout: 20_000 }).toMatch(/-112/);
    expect(modem.calls()).toContain('-J -m any --signal-get');
  });

  it('home shows the data session, then that it dropped', async () => {
    const card = page.getByRole('region', { name: '4G information' });
    await open('/home');
    await card.getByText('Connected', { exact: true }).waitFor({ timeout: 15_000 });
    modem.dropData();
    await page.reload();
    await card.getByText('Connecting', { exact: true }).waitFor({ timeout: 15_000 });
  });

  it('SIM shows a second SIM, and a SIM that fails', async () => {
    modem.insertSecondSim();
    await open('/network/sims');
    const slots = page.getByRole('table', { name: 'Slots' });
    await expect.poll(() => slots.innerText(), { timeout: 15_000 }).toContain('89860012345678901232');
    expect(await slots.getByRole('cell', { name: 'Ready' }).count()).toBe(2);
    modem.failSim(1);
    await page.reload();
    await slots.getByRole('cell', { name: 'No SIM' }).waitFor({ timeout: 15_000 });
    expect(await slots.innerText()).not.toContain('89860012345678901231');
    await open('/network/net_type');
    await page.getByText('No SIM card', { exact: true }).first().waitFor({ timeout: 15_000 });
  });

  it('SMS shows a message from any sender, and USSD the network answer', async () => {
    modem.receiveSms('+8613912345678', 'Your code is 4711 — 验证码', new Date('2026-12-07T10:00:00Z'));
    modem.ussdReply('Balance 12.34 CNY');
    await open('/network/sms');
    const inbox = page.getByRole('table', { name: 'Messages' });
    await expect.poll(() => inbox.innerText(), { timeout: 15_000 }).toContain('Your code is 4711 — 验证码');
    expect(await inbox.innerText()).toContain('+8613912345678');
    await page.getByRole('button', { name: 'Query', exact: true }).click();
    await expect.poll(() => page.getByRole('status', { name: 'Network answer' }).innerText(), { timeout: 15_000 }).toContain('Balance 12.34 CNY');
    expect(modem.calls()).toContain('-m any --3gpp-ussd-initiate=*100#');
  });
});
