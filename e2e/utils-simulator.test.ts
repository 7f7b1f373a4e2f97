// Issue 42.3 in the browser: with Utilities > Simulator an evaluator sees every cellular feature
// work in minutes on the default simulated router (two SIMs): a failed SIM 1 moves the modem to
// SIM 2, a text from any sender lands in the inbox, a weaker signal shows on Radio and home, dropped
// WAN pings wake the network watchdog, made traffic moves the Wi-Fi, LAN and WAN graphs together.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { clickAndAwaitSuccess, launchBrowser, mobile, newPage, signIn } from './support/browser';
import { consoleSession } from './support/console-session';

// A watchdog second lasts 200 ms: its three missed 5 s probes take 3 s, not 15.
const session = consoleSession({ DEVICE_TEST_WATCHDOG_SECOND_MS: '200' });

async function openSimulator(page: Page): Promise<void> {
  await page.goto(`${session.device.url}/#/utils/simulator`);
  await page.getByRole('heading', { name: 'Faults', level: 2 }).waitFor();
  await page.getByLabel('SIM 1', { exact: true }).waitFor();
}

const saveFaults = (page: Page) => clickAndAwaitSuccess(page, page.getByRole('region', { name: 'Faults' }).getByRole('button', { name: 'Save', exact: true }));

/** A link of the panel's "Where to watch" list. */
const watchLink = (page: Page, name: string | RegExp) => page.getByRole('region', { name: 'Where to watch' }).getByRole('link', { name });

/** The first "-N dBm" in a text, as a number. */
function dbm(text: string): number {
  const match = /(-\d+(?:\.\d)?) dBm/.exec(text);
  if (!match?.[1]) throw new Error(`no dBm value in "${text}"`);
  return Number(match[1]);
}

/** The "Sent" or "Received" rate of a realtime chart's plot, in bytes per second. */
async function chartRate(page: Page, title: RegExp, which: 'Received' | 'Sent'): Promise<number> {
  const label = (await page.getByRole('region', { name: title }).getByRole('img').getAttribute('aria-label')) ?? '';
  const match = new RegExp(`${which} ([\\d.]+) (B|KB|MB)/s`).exec(label);
  if (!match?.[1] || !match[2]) return 0;
  return Number(match[1]) * { B: 1, KB: 1024, MB: 1024 * 1024 }[match[2] as 'B' | 'KB' | 'MB'];
}

describe('Utilities > Simulator', () => {
  it('fails SIM 1: the SIM tab shows it gone and the failover moves the modem to SIM 2, logging why', async () => {
    const { device, page } = session;
    await page.goto(`${device.url}/#/network/sims`);
    const slots = page.getByRole('table', { name: 'Slots' });
    await expect.poll(() => slots.getByRole('cell', { name: 'Ready' }).count()).toBe(2);
    await page.getByText('In use: SIM 1').waitFor();
    await page.getByLabel('Switch after no service for').fill('10');
    await clickAndAwaitSuccess(page, page.getByRole('region', { name: 'SIM cards' }).getByRole('button', { name: 'Save', exact: true }));

    await openSimulator(page);
    await page.getByLabel('SIM 1', { exact: true }).selectOption({ label: 'Failed (not detected)' });
    await saveFaults(page);

    await watchLink(page, /^SIM cards/).click();
    await slots.getByRole('cell', { name: 'No SIM' }).waitFor({ timeout: 15_000 });
    await page.getByText('In use: SIM 2').waitFor({ timeout: 45_000 });
    const log = page.getByRole('table', { name: 'SIM switches, newest first' });
    await log.getByRole('row', { name: /SIM 1.*SIM 2.*SIM missing, locked or disabled/ }).waitFor({ timeout: 15_000 });

    await openSimulator(page);
    await page.getByLabel('SIM 1', { exact: true }).selectOption({ label: 'Working' });
    await saveFaults(page);
  });

  it('receives a text from a sender the evaluator chose, unread in the SMS inbox', async () => {
    const { device, page } = session;
    await openSimulator(page);
    const sms = page.getByRole('region', { name: 'Receive an SMS' });
    await sms.getByLabel('Sender').fill('ICBC Bank');
    await sms.getByLabel('Message').fill('Your code is 845219, valid for 5 minutes.');
    await clickAndAwaitSuccess(page, sms.getByRole('button', { name: 'Receive' }));

    await page.goto(`${device.url}/#/network/sms`);
    await page.getByText('Your code is 845219, valid for 5 minutes.').first().waitFor();
    await page.getByText('ICBC Bank').first().waitFor();
  });

  it('refuses a sender that is no number and no short name on its field', async () => {
    const { page } = session;
    await openSimulator(page);
    const sms = page.getByRole('region', { name: 'Receive an SMS' });
    await sms.getByLabel('Sender').fill('a sender far too long');
    await sms.getByLabel('Message').fill('hi');
    await sms.getByRole('button', { name: 'Receive' }).click();
    await sms.getByText('Enter a phone number of 3 to 20 digits').waitFor();
    expect(await sms.getByLabel('Sender').getAttribute('aria-invalid')).toBe('true');
  });

  it('weakens the signal: the home page and 3G/4G > Radio show RSRP some 30 dB lower', async () => {
    const { device, page } = session;
    await page.goto(`${device.url}/#/home`);
    const homeRadio = page.getByTestId('home-radio');
    await homeRadio.getByText(/dBm/).waitFor();
    const before = dbm(await homeRadio.innerText());

    await openSimulator(page);
    await page.getByLabel('Weaken the signal by').fill('30');
    await saveFaults(page);

    await page.goto(`${device.url}/#/home`);
    await expect.poll(async () => dbm(await homeRadio.innerText()), { timeout: 20_000 }).toBeLessThan(before - 20);
    await page.goto(`${device.url}/#/network/net_type`);
    const rsrp = page.locator('[data-metric="rsrp"]');
    await expect.poll(async () => dbm(await rsrp.innerText()), { timeout: 20_000 }).toBeLessThan(before - 20);

    await openSimulator(page);
    await page.getByLabel('Weaken the signal by').fill('0');
    await saveFaults(page);
  });

  it('makes traffic on 5G Wi-Fi: its graph, the LAN graph and the WAN graph move by the same rate', async () => {
    const { device, page } = session;
    await openSimulator(page);
    const traffic = page.getByRole('region', { name: 'Make traffic' });
    await traffic.getByLabel('Client on').selectOption({ label: '5G Wi-Fi' });
    await traffic.getByLabel('Rate').fill('80');
    await traffic.getByLabel('For').fill('120');
    await clickAndAwaitSuccess(page, traffic.getByRole('button', { name: 'Start' }));
    await traffic.getByRole('status').getByText('A client on 5G Wi-Fi downloads 80 Mbit/s for 120 s through the WAN.').waitFor();

    await page.goto(`${device.url}/#/system/realtime`);
    // 80 Mbit/s is 9.5 MB/s; the seeded clients and the WAN's own traffic add less than 3 MB/s.
    const made = 8 * 1024 * 1024;
    await expect.poll(() => chartRate(page, /^Traffic: 5G Wi-Fi/, 'Sent'), { timeout: 20_000 }).toBeGreaterThan(made);
    await expect.poll(() => chartRate(page, /^Traffic: LAN/, 'Sent'), { timeout: 10_000 }).toBeGreaterThan(made);
    await expect.poll(() => chartRate(page, /^Traffic: WAN/, 'Received'), { timeout: 10_000 }).toBeGreaterThan(made);
    expect(await chartRate(page, /^Traffic: 2\.4G Wi-Fi/, 'Sent')).toBeLessThan(made);
  });

  it('drops the pings through the WAN: the network watchdog sees no answer and restarts the WAN', async () => {
    const { device, page } = session;
    await page.goto(`${device.url}/#/advanced/netwatchdog`);
    await page.getByRole('radio', { name: 'Restart the network connection' }).check();
    if ((await page.getByRole('switch', { name: '4G first' }).getAttribute('aria-checked')) === 'true') await page.getByRole('switch', { name: '4G first' }).click();
    await page.getByLabel('Detection address 1').fill('223.5.5.5');
    await page.getByLabel('Interval').fill('5');
    await clickAndAwaitSuccess(page, page.getByRole('button', { name: 'Save', exact: true }));
    const probes = page.getByRole('table', { name: 'Last check of each detection address' });
    await probes.getByRole('cell', { name: 'Answered' }).waitFor({ timeout: 20_000 });

    await openSimulator(page);
    await page.getByRole('switch', { name: 'Drop pings through the WAN' }).click();
    await saveFaults(page);

    await watchLink(page, 'Network watchdog').click();
    await probes.getByRole('cell', { name: 'No answer' }).waitFor({ timeout: 20_000 });
    await page.getByText('Restarted the network connection').waitFor({ timeout: 40_000 });

    await openSimulator(page);
    await page.getByRole('switch', { name: 'Drop pings through the WAN' }).click();
    await saveFaults(page);
  });

  it('reads and works at 375 px in Traditional Chinese with the keyboard alone, and axe finds nothing serious', async () => {
    const browser = await launchBrowser();
    try {
      const { page } = await newPage(browser, { language: 'zh-TW', viewport: mobile });
      await signIn(page, session.device.url);
      await page.goto(`${session.device.url}/#/utils/simulator`);
      await page.getByRole('heading', { name: '故障', level: 2 }).waitFor();
      await page.getByLabel('寄件人').waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(mobile.width);
      const axe = await new AxeBuilder({ page }).analyze();
      expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

      await page.getByLabel('寄件人').focus();
      await page.keyboard.type('10086');
      await page.keyboard.press('Tab');
      await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('TEXTAREA');
      await page.keyboard.type('鍵盤送來的簡訊');
      await page.keyboard.press('Tab');
      await clickAndAwaitSuccess(page, () => page.keyboard.press('Enter'), '簡訊已收到');
    } finally {
      await browser.close();
    }
  });
});
