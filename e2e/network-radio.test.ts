// Issue 31.1 and 31.2 in the browser: the serving cell with its quality words, the 24 h chart with
// the cell changes, and the home page's radio row, in English and Chinese, at 1440 and 375 px.
import { describe, expect, it } from 'vitest';
import { desktop, mobile } from './support/browser';
import { routeSession } from './support/console-session';
import { deviceApi } from './support/device-api';

const session = routeSession();

const cases = [
  { language: 'en', viewport: desktop, title: 'Radio', history: 'Signal history, last 24 hours', words: ['Excellent', 'Good', 'Fair', 'Poor'], home: 'Radio' },
  { language: 'zh-CN', viewport: mobile, title: '无线信号', history: '信号历史（最近 24 小时）', words: ['极好', '良好', '一般', '差'], home: '无线信号' },
  { language: 'en', viewport: mobile, title: 'Radio', history: 'Signal history, last 24 hours', words: ['Excellent', 'Good', 'Fair', 'Poor'], home: 'Radio' },
  { language: 'zh-CN', viewport: desktop, title: '无线信号', history: '信号历史（最近 24 小时）', words: ['极好', '良好', '一般', '差'], home: '无线信号' },
] as const;

describe('Network > 3G/4G radio', () => {
  for (const { language, viewport, title, history, words, home } of cases) {
    it(`shows the serving cell and its day, ${language} at ${viewport.width} px`, async () => {
      const page = await session.open('network/net_type', { language, viewport });
      await page.getByRole('heading', { name: title, exact: true }).waitFor();
      const rsrp = page.locator('[data-metric="rsrp"]');
      await rsrp.waitFor();
      expect(await rsrp.innerText()).toMatch(/^-\d+(\.\d)? dBm\s*\S+/);
      for (const metric of ['rsrq', 'sinr', 'rssi']) {
        const word = (await page.locator(`[data-metric="${metric}"] .badge`).innerText()).trim();
        expect(words).toContain(word);
      }
      const api = await deviceApi(session.device.url);
      const now = await api('get_radio_status');
      await page.getByText(String(now.cellId), { exact: true }).waitFor();
      await page.getByText(String(now.band), { exact: true }).first().waitFor();

      await page.getByRole('heading', { name: history }).waitFor();
      const chart = page.locator('.radio-chart');
      await page.waitForFunction(() => Number(document.querySelector('.radio-chart')?.getAttribute('data-samples')) >= 60);
      await chart.locator('canvas').waitFor();
      const samples = (await api('get_radio_history')).time as number[];
      expect(Number(await chart.getAttribute('data-samples'))).toBeGreaterThanOrEqual(samples.length - 2);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);

      await page.goto(`${session.device.url}/#/home`);
      const row = page.getByTestId('home-radio');
      await row.waitFor();
      expect(await row.innerText()).toMatch(new RegExp(`^${home}\\s+(LTE|5G NSA) B\\d+`));
      // issue 42.2: the card's one signal value is the Radio panel's RSRP, with its word
      expect(await page.getByTestId('signal-headline').innerText()).toMatch(new RegExp(`^RSRP -\\d+(\\.\\d)? dBm\\s*(${words.join('|')})$`));
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    });
  }
});
