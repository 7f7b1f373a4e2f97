// What each section's real-stack browser test shares: one stack with OpenWrt's stock configs and
// one page signed in as root, opened on a tab by a page load of its own (no toast of an earlier
// tab's save left to count), and firewall4's render of the saved firewall.
import { afterAll, beforeAll, expect } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../e2e/support/browser';
import { consoleUrl, openSignedIn, startConsoleStack } from './console-support';
import { renderFirewall } from './fw4';
import type { OpenWrtStack } from './stack';
import type { OpenWrtTools } from './tools';

export interface ConsoleTabs {
  stack: OpenWrtStack;
  page: Page;
  open(route: string, heading: string): Promise<void>;
  /** goes to a route of the signed-in console and collects the page's problems from then on */
  problemsOn(route: string): Promise<ReturnType<typeof pageProblems>>;
  /** problemsOn after a blank page: a page load of its own, no toast of an earlier save left */
  reopen(route: string): Promise<ReturnType<typeof pageProblems>>;
  save(): ReturnType<Page['getByRole']>;
  /** a risky save (rpcd's uci apply with rollback) kept through the console's question */
  keepNewSettings(): Promise<void>;
  /** firewall4 renders the saved firewall without a warning, nft accepts it: the ruleset */
  renderedFirewall(): string;
}

/**
 * Registers the suite's beforeAll/afterAll; the fields are set once beforeAll ran. `extraFiles`
 * and the like: what this suite's router has installed (startConsoleStack); `applyWindowSeconds`:
 * a shorter rollback window for the page (openSignedIn).
 */
export function consoleTabs(
  tools: OpenWrtTools | null | undefined,
  { applyWindowSeconds, ...extra }: Parameters<typeof startConsoleStack>[2] & { applyWindowSeconds?: number } = {},
): ConsoleTabs {
  let browser: Browser | undefined;
  const tabs = {
    async open(route: string, heading: string) {
      await tabs.page.goto('about:blank');
      await tabs.page.goto(`${tabs.stack.url}/routerd/#/${route}`);
      // a page's own heading, or the tab that names it where the page has none
      const page = tabs.page;
      await page.getByRole('heading', { name: heading, exact: true }).or(page.locator('[aria-current="page"]', { hasText: heading })).first().waitFor();
    },
    async problemsOn(route: string) {
      const problems = pageProblems(tabs.page);
      await tabs.page.goto(`${consoleUrl(tabs.stack)}#${route}`);
      return problems;
    },
    async reopen(route: string) {
      await tabs.page.goto('about:blank');
      return tabs.problemsOn(route);
    },
    save: () => tabs.page.getByRole('button', { name: 'Save', exact: true }),
    keepNewSettings: () => keepNewSettings(tabs.page),
    renderedFirewall() {
      const fw4 = renderFirewall(tools!, tabs.stack);
      expect(fw4.warnings).toEqual([]);
      expect(fw4.nftOk).toBe(true);
      return fw4.ruleset;
    },
  } as ConsoleTabs;
  beforeAll(async () => {
    if (!tools) return;
    [tabs.stack, browser] = await Promise.all([startConsoleStack(tools, undefined, extra), launchBrowser()]);
    ({ page: tabs.page } = await openSignedIn(browser, tabs.stack, { applyWindowSeconds }));
  });
  afterAll(async () => {
    await browser?.close();
    await tabs.stack?.stop();
  });
  return tabs;
}

/** What pageProblems reports of a page without one. */
export const cleanPage = { errors: [], alerts: [], failed: 0 };

/** Answers the console's pending-apply question with "keep" (rpcd's `uci confirm`). */
export async function keepNewSettings(page: Page): Promise<void> {
  await page.getByRole('alertdialog', { name: 'Confirm the new settings' }).getByRole('button', { name: 'Keep the new settings' }).click();
  await page.getByText('New settings kept').waitFor();
}

/**
 * Starts listening for what shows a broken page: page errors, non-empty alerts and parts that
 * "could not be loaded". The returned call waits for the page's answers to settle and reports.
 */
export function pageProblems(page: Page): () => Promise<{ errors: string[]; alerts: string[]; failed: number }> {
  const errors: string[] = [];
  const onError = (error: Error) => errors.push(error.message);
  page.on('pageerror', onError);
  return async () => {
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1500);
    page.off('pageerror', onError);
    const alerts = (await page.getByRole('alert').allInnerTexts()).filter((text) => text.trim() !== '');
    const failed = await page.getByText(/could not be loaded/).count();
    return { errors, alerts, failed };
  };
}
