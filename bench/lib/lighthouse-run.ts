// Lighthouse (mobile: Moto G class, 4x CPU slowdown, slow 4G, all simulated) against the built
// console on the daemon: the login page, and the home page signed in. Chromium is started here
// with a DevTools port, and Lighthouse drives it through that port: the home page needs the
// session the console keeps in its AC_TOKEN cookie (lib/session.ts), set in the browser before
// Lighthouse runs and kept (disableStorageReset), which extraHeaders cannot do for a page that
// reads document.cookie.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { signIn } from './daemon';

export interface LighthouseScores {
  performance: number;
  accessibility: number;
  /** milliseconds */
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
}

export interface PageLighthouse {
  page: 'login' | 'home';
  url: string;
  runs: LighthouseScores[];
  /** the run of median performance */
  median: LighthouseScores;
}

const CHROMIUM_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const RUNS = 3;

interface Chromium {
  port: number;
  stop: () => Promise<void>;
}

async function startChromium(): Promise<Chromium> {
  const profile = await mkdtemp(path.join(tmpdir(), 'rc-bench-chromium-'));
  const child: ChildProcess = spawn('/usr/bin/chromium', [...CHROMIUM_FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      await new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 5_000).unref();
      });
    }
    await rm(profile, { recursive: true, force: true });
  };
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('Chromium printed no DevTools port within 30 s')), 30_000);
    child.once('exit', (code) => reject(new Error(`Chromium exited with code ${code}`)));
    createInterface({ input: child.stderr! }).on('line', (line) => {
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(line);
      if (!match) return;
      clearTimeout(timer);
      resolve(Number(match[1]));
    });
  }).catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  return { port, stop };
}

/** Signs in through the API and leaves the token where the console keeps it, in Chromium's default profile. */
async function setSessionCookie(port: number, baseUrl: string): Promise<void> {
  const token = await signIn(baseUrl);
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('Chromium has no default context');
    await context.addCookies([{ name: 'AC_TOKEN', value: token, url: baseUrl, sameSite: 'Strict' }]);
  } finally {
    // Closing a connectOverCDP browser disconnects; Chromium keeps running.
    await browser.close();
  }
}

async function runOnce(url: string, port: number, keepStorage: boolean): Promise<LighthouseScores> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    disableStorageReset: keepStorage,
  });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
  // LIGHTHOUSE_DUMP=DIR keeps each run's report, to see what shifted or blocked.
  if (process.env.LIGHTHOUSE_DUMP) await writeFile(path.join(process.env.LIGHTHOUSE_DUMP, `${new URL(url).hash.replace(/\W/g, '')}-${Date.now()}.json`), JSON.stringify(lhr));
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: Math.round((lhr.categories.performance?.score ?? Number.NaN) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? Number.NaN) * 100),
    fcp: numeric('first-contentful-paint'),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
  };
}

function median(runs: LighthouseScores[]): LighthouseScores {
  return [...runs].sort((a, b) => a.performance - b.performance || a.lcp - b.lcp)[Math.floor(runs.length / 2)]!;
}

/** Three Lighthouse runs of the login page, then three of the home page signed in; medians by performance score. */
export async function measureLighthouse(baseUrl: string, which: ReadonlyArray<'login' | 'home'> = ['login', 'home']): Promise<PageLighthouse[]> {
  const browser = await startChromium();
  try {
    const pages: PageLighthouse[] = [];
    for (const page of which) {
      if (page === 'home') await setSessionCookie(browser.port, baseUrl);
      const url = `${baseUrl}/#/${page}`;
      const runs: LighthouseScores[] = [];
      // The home page keeps the session cookie set above; the login page starts from a clean profile.
      for (let i = 0; i < RUNS; i += 1) runs.push(await runOnce(url, browser.port, page === 'home'));
      pages.push({ page, url, runs, median: median(runs) });
    }
    return pages;
  } finally {
    await browser.stop();
  }
}
