// Every page of the console on the router build over the real stack: each loads without an error
// answer, an error page or a page error in the browser (issue 27.3). What a page cannot have on
// this test router (no radios, no modem, no netifd) must show as unavailable, not as a failure.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { sections } from '../packages/console/src/app/sections';
import { launchBrowser } from '../e2e/support/browser';
import { consoleUrl, openSignedIn, startConsoleStack } from './console-support';
import type { OpenWrtStack } from './stack';

const tools = inject('openwrtTools');
const routes = sections.flatMap((section) => section.tabs.map((tab) => `/${section.id}/${tab.path}`));
// What this test router lacks, each page names instead of failing (issue 27.1); what it has, the
// page shows: logd's lines (the logread stand-in) on the system log and the modem's log.
const namesPackage: Record<string, string> = {
  '/advanced/ddns': 'ddns-scripts',
  '/advanced/netwatchdog': 'watchcat',
  '/service/openvpn': 'openvpn-openssl',
  '/service/wireguard': 'wireguard-tools',
  '/service/file': 'samba4-server',
  // no /sbin/block here (router-storage.ts)
  '/service/disk': 'block-mount',
};

// The survey's pages load side by side, each in a signed-in tab of its own: a page mostly waits for
// the router's answers, not for the CPU.
const tabsAtOnce = 3;
// A page has settled once none of its requests (its chunks, its calls to /ubus) has been open for
// this long: longer than react-query's 1 s before it tries a failed call again.
const quietMs = 1200;

/** a signed-in tab with the page errors it collected */
interface SurveyTab {
  page: Page;
  errors: string[];
  /** resolves once the tab has had no request open for `quietMs` */
  settled(): Promise<void>;
}

/**
 * Playwright's networkidle is a state of a document: a route of the console is a hash change in
 * the same document, which has reached it long before. So the tab counts its own requests.
 */
function surveyTab(page: Page): SurveyTab {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  let open = 0;
  let lastChange = Date.now();
  const change = (by: number) => () => {
    open += by;
    lastChange = Date.now();
  };
  page.on('request', change(1));
  page.on('requestfinished', change(-1));
  page.on('requestfailed', change(-1));
  return {
    page,
    errors,
    async settled() {
      lastChange = Date.now();
      while (open > 0 || Date.now() - lastChange < quietMs) await page.waitForTimeout(100);
    },
  };
}

describe.skipIf(!tools)('every page on the real stack', () => {
  let stack: OpenWrtStack;
  let browser: Browser;
  let page: Page;
  const idleTabs: SurveyTab[] = [];
  const waitingForTab: Array<(tab: SurveyTab) => void> = [];
  beforeAll(async () => {
    if (!tools) return;
    [stack, browser] = await Promise.all([startConsoleStack(tools), launchBrowser()]);
    const opened = await Promise.all(Array.from({ length: tabsAtOnce }, () => openSignedIn(browser, stack)));
    idleTabs.push(...opened.map(({ page: tab }) => surveyTab(tab)));
    page = opened[0]!.page;
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  const withTab = async <T>(use: (tab: SurveyTab) => Promise<T>): Promise<T> => {
    const tab = idleTabs.pop() ?? (await new Promise<SurveyTab>((take) => waitingForTab.push(take)));
    try {
      return await use(tab);
    } finally {
      const next = waitingForTab.shift();
      if (next) next(tab);
      else idleTabs.push(tab);
    }
  };

  it.concurrent.for(routes)('%s loads', (route, { expect }) =>
    withTab(async ({ page, errors, settled }) => {
      errors.length = 0;
      await page.goto(`${consoleUrl(stack)}#${route}`);
      // Each part of the page answered, or said it could not load.
      await settled();
      // A page that names the OpenWrt package it needs (issue 27.1) works as it must on this router.
      const alerts = (await page.getByRole('alert').allInnerTexts()).filter((text) => text.trim() !== '' && !/needs the OpenWrt package/.test(text));
      const failed = await page.getByText(/could not be loaded/).count();
      expect({ route, errors, alerts, failed }).toEqual({ route, errors: [], alerts: [], failed: 0 });
    }),
  );

  it.each(Object.entries(namesPackage))('%s names the package to install, %s', async (route, pkg) => {
    await page.goto(`${consoleUrl(stack)}#${route}`);
    await expect.poll(() => page.getByRole('alert').allInnerTexts()).toContainEqual(expect.stringContaining(`needs the OpenWrt package ${pkg}`));
  });

  it.each([
    ['/system/log', "Interface 'wan' is now up"],
    ['/network/net_type', 'state changed (connecting -> connected)'],
  ])('%s shows the router\'s log', async (route, line) => {
    await page.goto(`${consoleUrl(stack)}#${route}`);
    await expect.poll(() => page.locator('main').innerText()).toContain(line);
  });

  // Issue 32.4: procd's memory, the machine's /proc/stat through rpcd's file read, netifd's counters
  // and iwinfo's stations as the stand-in recorded them (no traffic moves: 0 B/s).
  it('/system/realtime draws the numbers the router answers over ubus', async () => {
    await page.goto(`${consoleUrl(stack)}#/system/realtime`);
    const plot = (name: string | RegExp) => page.getByRole('region', { name }).getByRole('img');
    await expect.poll(async () => Number(await plot('CPU').getAttribute('data-points')), { timeout: 15_000 }).toBeGreaterThanOrEqual(3);
    expect(await plot('CPU').getAttribute('aria-label')).toMatch(/^CPU use \d+\.\d %$/);
    expect(await plot('Memory').getAttribute('aria-label')).toBe('Used 54.83 MB');
    expect(await plot(/^Traffic: WAN/).getAttribute('aria-label')).toBe('Received 0 B/s, Sent 0 B/s');
    expect(await plot(/^Traffic: 2\.4G Wi-Fi ZBT-2G/).getAttribute('aria-label')).toBe('Received 0 B/s, Sent 0 B/s');
    // the stand-in answers its one recorded station for any access point asked
    expect(await plot('Wi-Fi clients').getAttribute('aria-label')).toBe('2.4G 1, 5G 1');
    expect(await plot('Connections').getAttribute('aria-label')).toMatch(/^Tracked (\d[\d,]*|--)$/);
  });

  // A save whose OpenWrt package is missing writes nothing and names the package (issue 27.1).
  const openFresh = async (route: string) => {
    // a page load of its own: no unsaved form of the test before holds the page
    await page.goto('about:blank');
    await page.goto(`${consoleUrl(stack)}#${route}`);
  };
  const refusedFor = async (pkg: string) => {
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText(new RegExp(`needs the OpenWrt package ${pkg}`)).first().waitFor();
  };

  it.each([
    ['pptp', 'ppp-mod-pptp'],
    ['l2tp', 'xl2tpd'],
  ])('a %s client save names %s and writes nothing', async (tunnel, pkg) => {
    await openFresh(`/service/${tunnel}`);
    await page.getByRole('switch', { name: 'Enable' }).click();
    await page.getByLabel('Server address').fill('vpn.example.com');
    await page.getByLabel('Username').fill('alice');
    await page.getByLabel('Password', { exact: true }).fill('s3cret pass');
    await refusedFor(pkg);
    expect(stack.uciShow('network')).not.toContain(`.proto='${tunnel}'`);
  });

  it('a QoS save names nft-qos and writes no nft-qos file', async () => {
    await openFresh('/network/qos');
    await page.getByRole('switch', { name: 'QoS' }).click();
    await refusedFor('nft-qos');
    expect(existsSync(join(stack.root, 'etc/config/nft-qos'))).toBe(false);
  });

  it('a 4G save with ModemManager dialing names modemmanager and keeps wwan as it was', async () => {
    const before = stack.uciShow('network');
    await openFresh('/network/net_type');
    await page.getByLabel('Dialing method').selectOption({ label: 'ModemManager' });
    await refusedFor('modemmanager');
    expect(stack.uciShow('network')).toBe(before);
  });
});
