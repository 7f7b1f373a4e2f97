// Issue 31.4 in the browser: the simulated module's inbox, sending a message, the header's badge
// and a USSD balance query, at 1440 px in English and at 375 px in Chinese.
import AxeBuilder from '@axe-core/playwright';
import { describe, expect, it } from 'vitest';
import { desktop, launchBrowser, mobile, newPage, signIn } from './support/browser';
import { consoleSession } from './support/console-session';

const session = consoleSession();

describe('Network > SMS', () => {
  it('reads, marks and sends messages, counts parts as typed, and the header badge follows', async () => {
    const { device, page } = session;
    const badge = page.getByRole('link', { name: /new messages/ });
    await badge.waitFor();
    expect(await badge.getAttribute('aria-label')).toBe('2 new messages');
    await badge.click();
    const inbox = page.getByRole('table', { name: 'Messages' });
    await inbox.getByRole('row').nth(3).waitFor();
    expect(await inbox.getByRole('row').count()).toBe(4);

    await inbox.getByRole('button', { name: 'Mark read' }).first().click();
    await page.getByRole('link', { name: '1 new messages' }).waitFor();

    const text = page.getByLabel('Message', { exact: true });
    await page.getByLabel('Phone number').fill('10086');
    await text.fill('a'.repeat(161));
    await page.getByText('161 of 153 characters per message (GSM 7-bit), 2 message(s)').waitFor();
    await text.fill(`balance? 余额 '"; $(reboot)`);
    await page.getByText(/of 70 characters per message \(Unicode\), 1 message/).waitFor();
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await page.getByText('Message sent').waitFor();
    await inbox.getByRole('row', { name: /To 10086/ }).getByText(`balance? 余额 '"; $(reboot)`).waitFor();
    // The operator answers a message to its service number a few seconds later.
    await page.getByRole('link', { name: '2 new messages' }).waitFor({ timeout: 30_000 });

    await page.getByRole('button', { name: 'Query', exact: true }).click();
    expect(await page.getByRole('status', { name: 'Network answer' }).innerText()).toMatch(/balance \d+\.\d\d CNY/);

    await page.getByLabel('Phone number').fill('138;reboot');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await page.getByText('Enter a phone number of 3 to 20 digits').waitFor();
    expect(device.output()).not.toMatch(/TypeError|at .*\.ts:/);
  });

  it('has no serious or critical accessibility violations on the SMS and SIM tabs', async () => {
    const { device, page } = session;
    for (const tab of ['sms', 'sims']) {
      await page.goto(`${device.url}/#/network/${tab}`);
      await page.getByRole('table').first().getByRole('row').nth(1).waitFor();
      const result = await new AxeBuilder({ page }).analyze();
      const serious = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    }
  });

  it('works at 375 px in Chinese: sends and deletes a message', async () => {
    const browser = await launchBrowser();
    try {
      const { page } = await newPage(browser, { language: 'zh-CN', viewport: mobile });
      await signIn(page, session.device.url);
      await page.goto(`${session.device.url}/#/network/sms`);
      const inbox = page.getByRole('table', { name: '短信' });
      await inbox.getByRole('row').nth(1).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await page.getByLabel('手机号码').fill('+8613800138000');
      await page.getByLabel('内容', { exact: true }).fill('你好，路由器');
      await page.getByRole('button', { name: '发送', exact: true }).click();
      await page.getByText('短信已发送').waitFor();
      const row = inbox.getByRole('row', { name: /你好，路由器/ });
      await row.waitFor();
      await row.getByRole('button', { name: '删除' }).click();
      await row.waitFor({ state: 'detached' });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    } finally {
      await browser.close();
    }
  });

  it.each([
    { language: 'en' as const, viewport: mobile, inbox: 'Messages', sims: 'Data usage per SIM' },
    { language: 'zh-CN' as const, viewport: desktop, inbox: '短信', sims: '各 SIM 卡流量' },
  ])('reads the inbox and the SIM usage in $language at $viewport.width px', async ({ language, viewport, inbox, sims }) => {
    const browser = await launchBrowser();
    try {
      const { page } = await newPage(browser, { language, viewport });
      await signIn(page, session.device.url);
      await page.goto(`${session.device.url}/#/network/sms`);
      await page.getByRole('table', { name: inbox }).getByRole('row').nth(1).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await page.goto(`${session.device.url}/#/network/sims`);
      await page.getByRole('table', { name: sims }).getByRole('row').nth(2).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    } finally {
      await browser.close();
    }
  });
});
