// Issue 41: the POSTs to uhttpd's /ubus a page load makes in Chromium over the real stack (the
// router build, OpenWrt's ubusd, rpcd and uhttpd-mod-ubus, procd's and netifd's recorded stand-ins),
// and a DHCP save with the form's read that follows. Counted from the navigation until /ubus has
// been quiet for 600 ms (the pages' fastest polling is 2 s); each count is printed. The same counts
// over the unit tests' stand-in: packages/router/page-requests.test.ts.
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { clickAndAwaitSuccess } from '../e2e/support/browser';
import { signedInStack } from './signed-in-stack';

const tools = inject('openwrtTools');

/** Counts the POSTs to /ubus `action` causes, until none has gone out for `quietMs`. */
async function ubusPosts(page: Page, action: () => Promise<unknown>, quietMs = 600): Promise<number> {
  let count = 0;
  let last = Date.now();
  const onRequest = (request: { url(): string; method(): string }) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/ubus') {
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

describe.skipIf(!tools)('requests to /ubus per page on the real stack (issue 41)', () => {
  const suite = signedInStack(tools);

  it('loads LAN, Wi-Fi, clients and DHCP in at most 3 POSTs each (home on a reload), and saves the DHCP pool with its read-back in at most 3', async () => {
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
    // NOT yet within the goal: home's first load after sign-in, 4-6 POSTs (its ops' code arrives in
    // three waves: the shell's, the cards', the 4G card's parsers; bench/README.md "Requests per page")
    const { 'home (first)': _homeFirst, ...withinGoal } = counts;
    for (const [what, count] of Object.entries(withinGoal)) expect(count, what).toBeLessThanOrEqual(3);
  });
});
