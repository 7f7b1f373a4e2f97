// The router build of the console in Chromium over OpenWrt's real stack: a stack whose /etc/config
// holds OpenWrt's own defaults (../shared/openwrt/defaults: a dual-band MT7621-class router with a 4G
// modem), the package installed from its file list, recorded answers standing in for procd,
// netifd and iwinfo (procd-netifd-stand-in.ts), and a page signed in as root.
import { afterAll, beforeAll } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { desktop, launchBrowser, newPage } from '../e2e/support/browser';
import { standInFiles, standInPrograms } from './procd-netifd-stand-in';
import { startStack, type OpenWrtStack, type StackOptions } from './stack';
import { stockConfigs } from './stock-configs';
import { consoleBuildDir, type OpenWrtTools } from './tools';

export const rootPassword = 'router-admin-1';

export { stockConfigs } from './stock-configs';

/** What a console test may add to its stack: stand-ins for what this machine lacks, inside the stack only, and OpenWrt's real programs. */
export type ConsoleStackExtras = Pick<StackOptions, 'programs' | 'ucodePlugins' | 'ubusStandIns' | 'extraFiles' | 'disks' | 'blockDevices' | 'real'>;

/** `extra`: stand-ins for what this machine lacks, inside the stack only (StackOptions.programs, ucodePlugins, extraFiles). */
export function startConsoleStack(tools: OpenWrtTools, configs: Record<string, string> = stockConfigs(), extra: ConsoleStackExtras = {}): Promise<OpenWrtStack> {
  const real = (extra.real ?? []).filter((program) => tools.optional.includes(program));
  return startStack(tools, { rootPassword, configs, consoleDir: consoleBuildDir(), ...extra, real, extraFiles: { ...standInFiles(real), ...extra.extraFiles }, programs: { ...standInPrograms(), ...extra.programs } });
}

/** The console's address on the router: uhttpd's docroot /www, the package's folder. */
export const consoleUrl = (stack: OpenWrtStack) => `${stack.url}/routerd/`;

/** Signs in through the login form as root (the router's own account) and waits for the home page. */
export async function signInAsRoot(page: Page, stack: OpenWrtStack, password = rootPassword): Promise<void> {
  await page.goto(`${consoleUrl(stack)}#/login`);
  await page.getByLabel(/username|用户名/i).fill('root');
  await page.getByLabel(/^(password|密码)$/i).fill(password);
  await page.keyboard.press('Enter');
  await page.waitForURL(/#\/home/);
}

export interface SignedInOptions {
  language?: 'en' | 'zh-CN';
  viewport?: { width: number; height: number };
  /**
   * A shorter confirmation window than the spec's 60 s for this page's risky saves (the router
   * build's test hook, packages/router/src/apply-window.ts): rpcd's `uci apply` timeout, so that
   * a rollback test waits seconds rather than a minute.
   */
  applyWindowSeconds?: number;
}

export async function openSignedIn(browser: Browser, stack: OpenWrtStack, options: SignedInOptions = {}) {
  const opened = await newPage(browser, { viewport: options.viewport ?? desktop, language: options.language ?? 'en' });
  if (options.applyWindowSeconds) {
    await opened.context.addInitScript((seconds) => Object.assign(globalThis, { routerdTestApplyWindowSeconds: seconds }), options.applyWindowSeconds);
  }
  await signInAsRoot(opened.page, stack);
  return opened;
}

export interface ConsoleSuite {
  stack: OpenWrtStack;
  browser: Browser;
}

/** A stack and Chromium for a describe block: started before its tests (where the tools exist), stopped after. */
export function consoleSuite(start: (() => Promise<OpenWrtStack>) | undefined): ConsoleSuite {
  const suite = {} as ConsoleSuite;
  beforeAll(async () => {
    if (start) [suite.stack, suite.browser] = await Promise.all([start(), launchBrowser()]);
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.stack?.stop();
  });
  return suite;
}
