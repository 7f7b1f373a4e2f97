// The recordings cover what the pages ask: the router build in Chromium on the real stack (the
// recordings' router, recording-router.ts) opens every tab of the console, and each ubus read its
// pages make is one openwrt-test/recordings/ holds (object, method, normalised arguments), so
// that CI's replay (packages/router/recorded-ops.test.ts) answers the calls the pages really make.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { sections } from '../packages/console/src/app/sections';
import { callKey, normalise, readRecordedOps } from '../packages/device/test-support/recorded-calls';
import { launchBrowser } from '../e2e/support/browser';
import { consoleUrl, openSignedIn, startConsoleStack } from './console-support';
import { recordingConfigs, recordingReal } from './recording-router';
import type { OpenWrtStack } from './stack';

const tools = inject('openwrtTools');
const routes = sections.flatMap((section) => section.tabs.map((tab) => `/${section.id}/${tab.path}`));

/** Calls that are not a page's read: signing in and out, rpcd's session (the recorder signs in once). */
const notReads = (object: string, method: string) => object === 'session' || (object === 'routerd' && method === 'login');

/** Keeps each /ubus call the page makes, by its recording key. */
function tapPage(page: Page, calls: Set<string>): void {
  page.on('request', (request) => {
    if (!request.url().endsWith('/ubus')) return;
    const { params } = JSON.parse(request.postData() ?? '{}') as { params?: [string, string, string, unknown] };
    if (!params) return;
    const [session, object, method, args] = params;
    if (!notReads(object, method)) calls.add(callKey(object, method, normalise(args ?? {}, session)));
  });
}

describe.skipIf(!tools)('the recordings against the pages in the browser', () => {
  let stack: OpenWrtStack;
  let browser: Browser;
  let page: Page;
  const made = new Set<string>();
  beforeAll(async () => {
    [stack, browser] = await Promise.all([startConsoleStack(tools!, recordingConfigs(), { real: recordingReal(tools!) }), launchBrowser()]);
    ({ page } = await openSignedIn(browser, stack));
    tapPage(page, made);
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  it('every ubus read of every tab has a recording', async () => {
    for (const route of ['/home', ...routes]) {
      await page.goto(`${consoleUrl(stack)}#${route}`);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(1500);
    }
    const recorded = new Set([...readRecordedOps().values()].flat().flatMap((op) => op.calls.map((call) => callKey(call.object, call.method, call.args))));
    expect(made.size).toBeGreaterThan(0);
    expect([...made].filter((key) => !recorded.has(key)).sort()).toEqual([]);
  }, 600_000);
});
