// Issue 39.6 in Chromium: an SMS sender that a right-to-left override would show reversed, and a
// sender of one long word, in the real inbox at 1440 and 375 px. The device's answer is the
// simulated modem's inbox with these two messages put in front of it by the browser's router.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { desktop, mobile, newPage, signIn } from './support/browser';
import { deviceAndBrowser } from './support/console-session';

const shared = deviceAndBrowser();
const reversing = 'invoice\u202Egnp.exe';
const longSender = 'ALERTS-FROM-THE-OPERATORS-BILLING-DEPARTMENT-AND-ITS-PARTNERS-0123456789'.replace(/-/g, '');
const longText = 'Your monthly bill is ready. Pay before the 20th to keep the line open; details in the app.';
const crafted = [
  { id: '9001', number: reversing, text: 'see attachment', time: Date.UTC(2026, 11, 7, 9), direction: 'received', read: '0' },
  { id: '9002', number: longSender, text: longText, time: Date.UTC(2026, 11, 7, 8), direction: 'received', read: '1' },
];

async function openInbox(viewport: { width: number; height: number }): Promise<Page> {
  const { page } = await newPage(shared.browser, { language: 'en', viewport });
  await page.route(/[?&]op=get_sms_list\b/, async (route) => {
    const response = await route.fetch();
    const answer = (await response.json()) as { messages: unknown[] };
    await route.fulfill({ response, json: { ...answer, messages: [...crafted, ...answer.messages] } });
  });
  await signIn(page, shared.device.url);
  await page.goto(`${shared.device.url}/#/network/sms`);
  await page.getByRole('table', { name: 'Messages' }).getByText(longText).waitFor();
  return page;
}

/** Left edges on screen of the "g" and of the last "e" of "gnp.exe": in the order typed, g is left of e. */
function drawnOrder(sender: Locator): Promise<{ g: number; e: number }> {
  return sender.evaluate((element) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = (node.textContent ?? '').indexOf('gnp.exe');
      if (at < 0) continue;
      const left = (index: number) => {
        const range = document.createRange();
        range.setStart(node, index);
        range.setEnd(node, index + 1);
        return range.getBoundingClientRect().left;
      };
      return { g: left(at), e: left(at + 6) };
    }
    return { g: Number.NaN, e: Number.NaN };
  });
}

describe('Names from outside in the SMS inbox', () => {
  it.each([
    { name: '1440', viewport: desktop },
    { name: '375', viewport: mobile },
  ])('shows an overriding sender in its typed order and a long sender within bounds at $name px', async ({ viewport }) => {
    const page = await openInbox(viewport);
    const inbox = page.getByRole('table', { name: 'Messages' });
    const reversed = inbox.getByText(/^invoice/);
    const order = await drawnOrder(reversed);
    expect.soft(order.g).toBeLessThan(order.e);
    expect.soft(await reversed.getByText('U+202E').count()).toBe(1);
    expect.soft(await page.evaluate(() => document.body.innerText.includes('\u202E'))).toBe(false);

    const row = inbox.getByRole('row', { name: new RegExp(longSender) });
    const sender = row.getByText(longSender);
    const text = row.getByText(longText);
    const senderBox = (await sender.boundingBox())!;
    const textBox = (await text.boundingBox())!;
    expect.soft(senderBox.x + senderBox.width).toBeLessThanOrEqual(viewport.width);
    expect.soft(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    if (viewport.width >= 800) {
      // The message keeps most of the row: the sender wraps within its own bounded column.
      expect.soft(senderBox.width).toBeLessThanOrEqual(260);
      expect.soft(textBox.width).toBeGreaterThanOrEqual(300);
    } else {
      // On a phone the sender is the row's title: a few characters a line at least, beside or
      // above the row's actions, all in view.
      const remove = (await row.getByRole('button', { name: 'Delete' }).boundingBox())!;
      expect.soft(senderBox.width).toBeGreaterThanOrEqual(100);
      expect.soft(remove.x + remove.width).toBeLessThanOrEqual(viewport.width);
      expect.soft(senderBox.x + senderBox.width <= remove.x || senderBox.y + senderBox.height <= remove.y).toBe(true);
    }
    await page.context().close();
  });
});
