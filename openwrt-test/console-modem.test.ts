// The router build's 4G tabs over the real stack with a modem at the mmcli boundary (issue 40.4):
// the console reaches /usr/bin/mmcli through rpcd's file exec as on a router with ModemManager, and
// the test drives the modem (modem-stand-in.ts) and sees each tab follow, as the daemon's browser
// tests do (e2e/network-radio, network-sims*, network-sms). The SIM watch service (simwatch.uc on
// the real ucode) switches SIMs on the same modem.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { clickAndAwaitSuccess } from '../e2e/support/browser';
import type { SignedInOptions } from './console-support';
import { ModemStandIn, mmcliStandIn } from './modem-stand-in';
import { signedInStack } from './signed-in-stack';
import { simWatchStep } from './simwatch-run';

const tools = inject('openwrtTools');

const programs = {
  '/usr/bin/mmcli': mmcliStandIn,
  // BusyBox logger -t TAG MESSAGE into logd (the SIM watch service logs its switches): here a file
  '/usr/bin/logger': '#!/bin/sh\nshift 2\necho "$*" >> /tmp/fake-syslog\n',
};

describe.skipIf(!tools)('the 4G modem on the real stack', () => {
  // modemmanager's init script is how the console tells the package is installed (rc list)
  const suite = signedInStack(tools, { programs, extraFiles: { 'etc/init.d/modemmanager': '#!/bin/sh\nexit 0\n' } });
  let modem: ModemStandIn;
  let page: Page;
  const signIn = async (options: SignedInOptions = {}) => {
    page = await suite.signIn(options);
  };
  // each test a fresh modem on slot 1 and a fresh page (the console asks for the extended signal once a page)
  beforeEach(async () => {
    modem = new ModemStandIn(suite.stack.root);
    await signIn();
  });
  const main = () => page.locator('main').innerText();
  const open = (route: string) => page.goto(suite.url(route));
  const tmp = (name: string) => join(suite.stack.root, 'tmp', name);

  it('3G/4G and home show the operator and a signal that changes', async () => {
    await open('/network/net_type');
    await expect.poll(main, { timeout: 15_000 }).toContain('CHINA MOBILE');
    await expect.poll(main, { timeout: 15_000 }).toMatch(/-93/);
    expect(modem.calls()).toContain('-m any --signal-setup=60');
    await open('/home');
    const radio = page.getByTestId('home-radio');
    await expect.poll(() => radio.innerText(), { timeout: 15_000 }).toMatch(/RSRP -93 dBm/);
    modem.signal(-112, -17, 1.5, 20);
    await page.reload();
    await expect.poll(() => radio.innerText(), { timeout: 20_000 }).toMatch(/RSRP -112 dBm/);
    await open('/network/net_type');
    await expect.poll(main, { timeout: 20_000 }).toMatch(/-112/);
    expect(modem.calls()).toContain('-J -m any --signal-get');
  });

  it('home and 3G/4G show the data session, then that it dropped', async () => {
    const card = page.getByRole('region', { name: '4G information' });
    await open('/home');
    await card.getByText('Connected', { exact: true }).waitFor({ timeout: 15_000 });
    modem.dropData();
    await page.reload();
    await card.getByText('Connecting', { exact: true }).waitFor({ timeout: 15_000 });
    await open('/network/net_type');
    await page.getByText('Connecting', { exact: true }).first().waitFor({ timeout: 15_000 });
  });

  it('SIM shows a second SIM, and a SIM that fails, in English and Chinese', async () => {
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

    await signIn({ language: 'zh-CN' });
    await open('/network/sims');
    await page.getByRole('table', { name: '卡槽' }).getByRole('cell', { name: '无 SIM 卡' }).waitFor({ timeout: 15_000 });
    await open('/home');
    await page.getByText('未插入 SIM 卡', { exact: true }).first().waitFor({ timeout: 15_000 });
  });

  it('SMS shows messages from any sender, marks one read, sends one through ModemManager and deletes it', async () => {
    modem.receiveSms('+8613912345678', 'Your code is 4711 — 验证码', new Date('2026-12-07T10:00:00Z'));
    modem.receiveSms('ICBC', '您的账户 余额 1,024.00 元', new Date('2026-12-07T11:00:00Z'));
    await page.reload();
    await page.getByRole('link', { name: '2 new messages' }).click({ timeout: 15_000 });
    const inbox = page.getByRole('table', { name: 'Messages' });
    await expect.poll(() => inbox.innerText(), { timeout: 15_000 }).toContain('Your code is 4711 — 验证码');
    expect(await inbox.innerText()).toContain('+8613912345678');
    await inbox.getByRole('row', { name: /ICBC/ }).getByText('您的账户 余额 1,024.00 元').waitFor();
    await inbox.getByRole('row', { name: /ICBC/ }).getByRole('button', { name: 'Mark read' }).click();
    await page.getByRole('link', { name: '1 new messages' }).waitFor({ timeout: 15_000 });
    expect(readFileSync(tmp('routerd-sms-read'), 'utf8')).toBe('2\n');

    const text = `balance? 余额 "; $(reboot)`;
    await page.getByLabel('Phone number').fill('10086');
    await page.getByLabel('Message', { exact: true }).fill(text);
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await page.getByText('Message sent').waitFor({ timeout: 15_000 });
    // the text is one argument, quoted with the quote it does not hold (mmcli-sms.ts createSmsArgument)
    expect(modem.calls()).toEqual(expect.arrayContaining([`-m any --messaging-create-sms=number=10086,text='${text}'`, '-s /org/freedesktop/ModemManager1/SMS/101 --send']));
    expect(modem.storedSms()['101']).toMatchObject({ sms: { content: { number: '10086', text }, properties: { 'pdu-type': 'submit', state: 'sent' } } });
    const sent = inbox.getByRole('row', { name: /To 10086/ });
    await sent.getByText(text).waitFor({ timeout: 15_000 });
    expect(await sent.innerText()).not.toContain('1970');

    await sent.getByRole('button', { name: 'Delete' }).click();
    await sent.waitFor({ state: 'detached', timeout: 15_000 });
    expect(modem.calls()).toContain('-m any --messaging-delete-sms=/org/freedesktop/ModemManager1/SMS/101');
    expect(Object.keys(modem.storedSms()).sort()).toEqual(['1', '2']);
  });

  it('USSD shows the network answer, and says clearly when the network gives none', async () => {
    modem.ussdReply('Balance 12.34 CNY');
    await open('/network/sms');
    await page.getByRole('button', { name: 'Query', exact: true }).click();
    await expect.poll(() => page.getByRole('status', { name: 'Network answer' }).innerText(), { timeout: 15_000 }).toContain('Balance 12.34 CNY');
    expect(modem.calls()).toContain('-m any --3gpp-ussd-initiate=*100#');

    modem.ussdReply(undefined);
    await page.getByLabel('USSD code').fill('*101#');
    await page.getByRole('button', { name: 'Query', exact: true }).click();
    await page.getByText('The network gave no answer to the USSD code: check the code, or try again later').waitFor({ timeout: 15_000 });
    expect(modem.calls()).toContain('-m any --3gpp-ussd-initiate=*101#');
    await signIn({ language: 'zh-CN' });
    await open('/network/sms');
    await page.getByRole('button', { name: '查询', exact: true }).click();
    await page.getByText('网络未回复该 USSD 代码：请检查代码，或稍后再试').waitFor({ timeout: 15_000 });
  });

  it('the SIM failover settings save and read back; the SIM watch service switches when the SIM in use fails, and the tab shows it', async () => {
    modem.insertSecondSim();
    await open('/network/sims');
    await page.getByText('In use: SIM 1').waitFor({ timeout: 15_000 });
    await page.getByLabel('Switch after no service for').fill('120');
    await page.getByRole('switch', { name: 'Switch back' }).click();
    await clickAndAwaitSuccess(page, page.getByRole('region', { name: 'SIM cards' }).getByRole('button', { name: 'Save', exact: true }));
    await page.reload();
    await page.getByLabel('Switch after no service for').waitFor();
    expect(await page.getByLabel('Switch after no service for').inputValue()).toBe('120');
    expect(await page.getByRole('switch', { name: 'Switch back' }).getAttribute('aria-checked')).toBe('false');
    // what the SIM watch service reads (simwatch.uc read_config), as OpenWrt's uci shows it
    expect(suite.stack.uciShow('sims')).toContain("failback='0'");
    expect(suite.stack.uciShow('sims')).toContain("switch_delay='120'");

    // the service has been running (started on slot 1); then the SIM in slot 1 fails
    const start = Math.floor(Date.now() / 1000) - 3600;
    expect(simWatchStep(tools!, suite.stack, start)).toEqual({ status: 0, stderr: '' });
    modem.failSim(1);
    for (let at = start + 5; modem.primarySlot() === 1 && at <= start + 3600; at += 5) expect(simWatchStep(tools!, suite.stack, at)).toEqual({ status: 0, stderr: '' });
    expect(modem.primarySlot()).toBe(2);
    expect(modem.calls()).toContain('-m any --set-primary-sim-slot=2');
    expect(existsSync(tmp('fake-syslog')) && readFileSync(tmp('fake-syslog'), 'utf8')).toContain('SIM switch from sim1 to sim2: unavailable');

    await page.reload();
    await page.getByText('In use: SIM 2').waitFor({ timeout: 15_000 });
    const log = page.getByRole('table', { name: 'SIM switches, newest first' });
    await log.getByRole('row', { name: /SIM 1.*SIM 2.*SIM missing, locked or disabled/ }).waitFor({ timeout: 15_000 });
    expect(await page.getByRole('table', { name: 'Slots' }).innerText()).toContain('89860012345678901232');
  });
});
