// What most real-stack browser tests start from, once: a describe block's stack (the console
// installed, OpenWrt's defaults in /etc/config unless the test gives others) and Chromium, started
// before its tests where OPENWRT_TOOLS has the programs and stopped after; pages signed in as root
// on demand, each closed after the test that opened it.
import { afterEach } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { consoleSuite, consoleUrl, openSignedIn, startConsoleStack, type ConsoleStackExtras, type SignedInOptions } from './console-support';
import type { OpenWrtStack } from './stack';
import { stockConfigs } from './stock-configs';
import type { OpenWrtTools } from './tools';

export interface SignedInStackOptions extends ConsoleStackExtras {
  /** /etc/config by file name, made when the stack starts (default: OpenWrt's defaults, stockConfigs) */
  configs?: () => Record<string, string>;
}

export interface SignedInStack {
  readonly stack: OpenWrtStack;
  readonly browser: Browser;
  /** A new page signed in as root through the login form, on the home page; closed after this test. */
  signIn(options?: SignedInOptions): Promise<Page>;
  /** The console's address of a route (`/network/sims`). */
  url(route: string): string;
}

/** `tools`: inject('openwrtTools'); null starts nothing (the describe block skips). */
export function signedInStack(tools: OpenWrtTools | null, options: SignedInStackOptions = {}): SignedInStack {
  const { configs, ...extras } = options;
  const suite = consoleSuite(tools ? () => startConsoleStack(tools, configs?.() ?? stockConfigs(), extras) : undefined);
  const opened: BrowserContext[] = [];
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((context) => context.close()));
  });
  return {
    get stack() {
      return suite.stack;
    },
    get browser() {
      return suite.browser;
    },
    async signIn(signInOptions) {
      const { context, page } = await openSignedIn(suite.browser, suite.stack, signInOptions);
      opened.push(context);
      return page;
    },
    url: (route) => `${consoleUrl(suite.stack)}#${route}`,
  };
}
