// What a console e2e file sets up: one device and one browser for the file, a fresh English page
// signed in as admin for each test, and a folder for the files its tests hand to the browser.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { launchBrowser, newPage, signIn } from './browser';
import { startDevice, type Device } from './device';

export interface ConsoleSession {
  readonly device: Device;
  /** this test's page, signed in */
  readonly page: Page;
  /** a folder removed after the file's tests */
  readonly files: string;
}

/**
 * One device and one browser for the file's tests, started together and stopped after them;
 * `env`: the device's flags (docs/flags.md) beside startDevice's.
 */
export function deviceAndBrowser(env: Record<string, string> = {}): { readonly device: Device; readonly browser: Browser } {
  let device: Device | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    [device, browser] = await Promise.all([startDevice({ pastFirstStart: true, env }), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await device?.stop();
  });
  return {
    get device() {
      return ready(device);
    },
    get browser() {
      return ready(browser);
    },
  };
}

export function consoleSession(env: Record<string, string> = {}): ConsoleSession {
  const shared = deviceAndBrowser(env);
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  let files: string | undefined;
  beforeAll(async () => {
    files = await mkdtemp(path.join(tmpdir(), 'rc-e2e-files-'));
  });
  afterAll(async () => {
    if (files) await rm(files, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await context?.close();
    ({ context, page } = await newPage(shared.browser, { language: 'en' }));
    await signIn(page, shared.device.url);
  });
  return {
    get device() {
      return shared.device;
    },
    get page() {
      return ready(page);
    },
    get files() {
      return ready(files);
    },
  };
}

function ready<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('the console session is set up only for the tests of its file');
  return value;
}

export interface OpenOptions {
  language?: 'en' | 'zh-CN';
  viewport?: { width: number; height: number };
}

export interface RouteSession {
  readonly device: Device;
  /** a fresh page in its own browser context, signed in, at `#/<route>` */
  open(route: string, options?: OpenOptions): Promise<Page>;
}

/**
 * For files whose tests each choose a language or a screen width: one device and one browser for
 * the file, and a fresh signed-in page where a test asks for it.
 */
export function routeSession(): RouteSession {
  const shared = deviceAndBrowser();
  let context: BrowserContext | undefined;
  // Registered after the shared hooks, so it runs before them (vitest runs after-hooks as a stack).
  afterAll(async () => {
    await context?.close();
  });
  return {
    get device() {
      return shared.device;
    },
    async open(route, { language = 'en', viewport } = {}) {
      await context?.close();
      const opened = await newPage(shared.browser, { language, viewport });
      context = opened.context;
      await signIn(opened.page, shared.device.url);
      await opened.page.goto(`${shared.device.url}/#/${route}`);
      return opened.page;
    },
  };
}
