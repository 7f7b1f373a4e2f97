// Issue 41: the POSTs to uhttpd's /ubus a page load makes in Chromium over the real stack (the
// router build, OpenWrt's ubusd, rpcd and uhttpd-mod-ubus, procd's and netifd's recorded stand-ins),
// home's first load right after sign-in (the sign-in's own `routerd login` not counted), and a DHCP
// save with the form's read that follows. Counted from the navigation until /ubus has
// been quiet for 600 ms (the pages' fastest polling is 2 s); each count is printed. The same counts
// over the unit tests' stand-in: packages/router/page-requests.test.ts.
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { clickAndAwaitSuccess, newPage } from '../e2e/support/browser';
import { signedInStack } from './signed-in-stack';
import { consoleUrl, rootPassword } from './console-support';

const tools = inject('openwrtTools');

/** Counts the POSTs to /ubus `action` causes, until none has gone out for `quietMs`. */
async function ubusPosts(page: Page, action: () => Promise<unknown>, quietMs = 600): Promise<number> {
  let count = 0;
  let last = Date.now();
  const onRequest = (request: { url(): string; method(): string; postData(): string | null }) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/ubus' && !isSignIn(request.postData())) {
      count++;
      last = Date.now();
    }
  };
  page.on('request', onRequest);
  try {
    await action();
    last = Date.now();
    while (Date.now() - last < quietMs) await page.waitForTimeout(100);
    return count;
  } finally {
    page.off('request', onRequest);
  }
}

/** The login page's own call: rpcd's session through the routerd plugin (router-login.ts). */
function isSignIn(body: string | null): boolean {
  const request = JSON.parse(body ?? 'null') as { params?: unknown[] } | null;
  return request?.params?.[1] === 'routerd' && request.params[2] === 'login';
}

describe.skipIf(!tools)('requests to /ubus per page on the real stack (issue 41)', () => {
  const suite = signedInStack(tools);

  it('loads home right after sign-in in at most 3 POSTs', async () => {
    const { context, page } = await newPage(suite.browser, { language: 'en' });
    await page.goto(`${consoleUrl(suite.stack)}#/login`);
    await page.getByLabel(/username/i).fill('root');
    await page.getByLabel(/^password$/i).fill(rootPassword);
    const posts = await ubusPosts(page, async () => {
      await page.keyboard.press('Enter');
      await page.waitForURL(/#\/home/);
      await page.getByRole('heading').first().waitFor();
    });
    console.log(`POSTs to /ubus, home after sign-in: ${posts}`);
    expect(posts).toBeLessThanOrEqual(3);
    await context.close();
  });

  it('loads home, LAN, Wi-Fi, clients and DHCP in at most 3 POSTs each, and saves the DHCP pool with its read-back in at most 3', async () => {
    const page = await suite.signIn();
    const counts: Record<string, number> = {};
    // each page loaded twice: the first time its code arrives too, the second as a reload of a signed-in tab
    for (const [name, route, ready] of [
      ['home', 'home', 'heading'],
      ['LAN', 'network/lan', 'textbox'],
      ['Wi-Fi', 'wifi/2.4g', 'textbox'],
      ['clients', 'network/terminal', 'heading'],
      ['DHCP', 'network/dhcp', 'spinbutton'],
    ] as const) {
      for (const load of ['first', 'reload']) {
        counts[`${name} (${load})`] = await ubusPosts(page, async () => {
          if (load === 'first') await page.goto(suite.url(`/${route}`));
          else await page.reload();
          await page.getByRole(ready).first().waitFor();
        });
      }
    }
    const start = page.getByRole('spinbutton', { name: /start/i }).first();
    await expect.poll(() => start.inputValue()).toBe('100');
    await start.fill('110');
    counts['DHCP save and read-back'] = await ubusPosts(page, () => clickAndAwaitSuccess(page, page.getByRole('button', { name: 'Save', exact: true })));
    expect(suite.stack.uciShow('dhcp')).toContain("dhcp.lan.start='110'");
    console.log(`POSTs to /ubus: ${JSON.stringify(counts)}`);
    for (const [what, count] of Object.entries(counts)) expect(count, what).toBeLessThanOrEqual(3);
  });
});
