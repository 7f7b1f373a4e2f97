// Issue 31.3 and 31.5 in the browser: a data cap crossed on the simulated router moves the modem to
// SIM 2, the SIM tab logs why and the home page warns; at 1440 px in English, 375 px in Chinese.
import { describe, expect, it } from 'vitest';
import { clickAndAwaitSuccess, launchBrowser, mobile, newPage, signIn } from './support/browser';
import { consoleSession } from './support/console-session';

const session = consoleSession();

describe('Network > SIMs: data caps and failover', () => {
  it('switches to SIM 2 once SIM 1 crosses its cap, logs the reason and warns on the home page', async () => {
    const { device, page } = session;
    await page.goto(`${device.url}/#/network/sims`);
    await page.getByText('In use: SIM 1').waitFor();
    const usage = page.getByRole('table', { name: 'Data usage per SIM' });
    await usage.getByRole('row', { name: /SIM 1/ }).waitFor();

    const caps = page.getByRole('region', { name: 'Data caps' });
    await caps.getByLabel('SIM 1 data cap').fill('1');
    await caps.getByLabel('SIM 1 at the cap').selectOption({ label: 'Switch to the other SIM' });
    await clickAndAwaitSuccess(page, caps.getByRole('button', { name: 'Save', exact: true }));

    // The simulated module moves some 40 KB/s: within a minute SIM 1 is over 1 MB.
    await page.getByText('In use: SIM 2').waitFor({ timeout: 60_000 });
    const log = page.getByRole('table', { name: 'SIM switches, newest first' });
    await log.getByRole('row', { name: /SIM 1.*SIM 2.*Data cap reached \(\d+ %\)/ }).waitFor({ timeout: 15_000 });

    await page.goto(`${device.url}/#/home`);
    await page.getByRole('link', { name: /SIM 1 has used \d{3,} % of its data cap/ }).waitFor({ timeout: 40_000 });
  });

  it('shows usage, caps and the switch log at 375 px in Chinese', async () => {
    const browser = await launchBrowser();
    try {
      const { page } = await newPage(browser, { language: 'zh-CN', viewport: mobile });
      await signIn(page, session.device.url);
      await page.goto(`${session.device.url}/#/network/sims`);
      await page.getByRole('table', { name: 'SIM 卡切换记录，最新在前' }).getByText(/已达流量上限/).waitFor({ timeout: 20_000 });
      await page.getByRole('table', { name: '各 SIM 卡流量' }).getByText('今天').first().waitFor();
      await page.getByRole('switch', { name: '信号弱时切换' }).click();
      await page.getByLabel('信号低于').fill('-105');
      await clickAndAwaitSuccess(page, page.getByRole('region', { name: 'SIM 卡' }).getByRole('button', { name: '保存', exact: true }));
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    } finally {
      await browser.close();
    }
  });
});
