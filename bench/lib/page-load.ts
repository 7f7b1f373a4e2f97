import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium, type Page, type Response } from 'playwright-core';
import { BENCH_PASSWORD } from './daemon';
import { paths } from './paths';

export interface LoadedAsset {
  /** path inside dist, e.g. assets/index-abc123.js */
  file: string;
  /** encoded body bytes on the wire, as the daemon served them (br or gzip) */
  wireBytes: number;
}

export interface PageLoads {
  login: LoadedAsset[];
  /** what the home page added after sign-in */
  home: LoadedAsset[];
  /** the login page's first-contentful-paint (Chromium's paint timing), ms after navigation */
  firstPaintMs?: number;
}

const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
// Lazy chunks arrive in waves (route, then section, then its data); call the page settled
// once no script or style has arrived for this long.
const QUIET_MS = 1_500;
const SETTLE_LIMIT_MS = 30_000;
// The console's default language (spec 1), which a fresh browser gets.
const LANGUAGE = 'zh-CN';

async function loginLabels(): Promise<{ username: string; password: string }> {
  const text = await readFile(path.join(paths.consoleLocales, LANGUAGE, 'login.json'), 'utf8');
  const login = JSON.parse(text) as { username?: string; password?: string };
  if (!login.username || !login.password) throw new Error(`no username/password labels in ${LANGUAGE}/login.json`);
  return { username: login.username, password: login.password };
}

class AssetLog {
  readonly phases: Pick<PageLoads, 'login' | 'home'> = { login: [], home: [] };
  phase: 'login' | 'home' = 'login';
  lastAt = Date.now();

  constructor(private readonly baseUrl: string) {}

  async record(response: Response): Promise<void> {
    const url = new URL(response.url());
    if (!url.href.startsWith(this.baseUrl) || !/\.(js|mjs|css)$/.test(url.pathname)) return;
    this.lastAt = Date.now();
    const sizes = await response.request().sizes().catch(() => ({ responseBodySize: 0 }));
    const file = decodeURIComponent(url.pathname.slice(new URL(this.baseUrl).pathname.length).replace(/^\//, ''));
    const seen = [...this.phases.login, ...this.phases.home].some((asset) => asset.file === file);
    if (!seen) this.phases[this.phase].push({ file, wireBytes: sizes.responseBodySize });
  }

  async settled(page: Page): Promise<void> {
    const deadline = Date.now() + SETTLE_LIMIT_MS;
    while (Date.now() - this.lastAt < QUIET_MS) {
      if (Date.now() > deadline) throw new Error(`scripts kept arriving for ${SETTLE_LIMIT_MS} ms`);
      await page.waitForTimeout(250);
    }
  }
}

export interface PageLoadOptions {
  username: string;
  password: string;
  /** where the scripts and styles come from, when not beside the page (the router's CGI) */
  assetBaseUrl?: string;
}

/** Loads the built console from the daemon in headless Chromium: the login page, then home after signing in. */
export async function measurePageLoads(baseUrl: string, options: PageLoadOptions = { username: 'admin', password: BENCH_PASSWORD }): Promise<PageLoads> {
  const labels = await loginLabels();
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, locale: 'zh-CN' });
    const log = new AssetLog(`${options.assetBaseUrl ?? baseUrl}/`);
    const pending: Promise<void>[] = [];
    page.on('response', (response) => pending.push(log.record(response)));

    await page.goto(`${baseUrl}/#/login`, { waitUntil: 'load' });
    const username = page.getByLabel(labels.username, { exact: true });
    await username.waitFor({ timeout: SETTLE_LIMIT_MS });
    await log.settled(page);
    await Promise.all(pending);
    const firstPaintMs = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime);

    log.phase = 'home';
    const password = page.getByLabel(labels.password, { exact: true });
    await username.fill(options.username);
    await password.fill(options.password);
    await password.press('Enter');
    await page.waitForURL((url) => !url.hash.startsWith('#/login'), { timeout: SETTLE_LIMIT_MS });
    // Signed in once the login form is gone and the page under the shell shows its heading.
    await password.waitFor({ state: 'detached', timeout: SETTLE_LIMIT_MS });
    await page.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor({ timeout: SETTLE_LIMIT_MS });
    log.lastAt = Date.now();
    await log.settled(page);
    await Promise.all(pending);
    return { ...log.phases, ...(firstPaintMs === undefined ? {} : { firstPaintMs }) };
  } finally {
    await browser.close();
  }
}
