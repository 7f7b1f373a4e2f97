// Issue 41.2: Chromium's time from sign-in to a usable home on the router build. Each run a new
// browser context (empty cache and storage: a browser that never loaded the console), the login
// page opened first and not timed; then Enter pressed on the filled form, and timed until the home
// page shows its heading and until its data has come (the last /ubus answer before /ubus has been
// quiet for 500 ms; the home page polls every 2 s at the fastest).
import type { Browser, Request } from 'playwright-core';

export interface SignInTime {
  /** Enter to the home page's heading */
  headingMs: number;
  /** Enter to the last answer of the home page's data */
  dataMs: number;
  /** POSTs to /ubus, the sign-in's own included */
  posts: number;
  /** scripts and styles the assets CGI sent after Enter, and when the last one was answered */
  assets: number;
  lastAssetMs: number;
}

const quietMs = 500;

export async function signInToHome(browser: Browser, consoleUrl: string, password: string): Promise<SignInTime> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-US' });
  try {
    await context.addInitScript(() => localStorage.setItem('lang', 'en'));
    const page = await context.newPage();
    await page.goto(`${consoleUrl}#/login`);
    await page.getByLabel(/username/i).fill('root');
    await page.getByLabel(/^password$/i).fill(password);
    let start = Date.now();
    let posts = 0;
    let assets = 0;
    let lastAssetMs = 0;
    let inFlight = 0;
    let lastAnswer = 0;
    let lastActivity = Date.now();
    const isUbus = (request: Request) => request.method() === 'POST' && new URL(request.url()).pathname === '/ubus';
    page.on('request', (request) => {
      if (!isUbus(request)) return;
      posts++;
      inFlight++;
      lastActivity = Date.now();
    });
    const isAsset = (request: Request) => new URL(request.url()).pathname.startsWith('/cgi-bin/routerd/assets/');
    page.on('request', (request) => {
      if (!isAsset(request)) return;
      assets++;
      lastActivity = Date.now();
    });
    const answered = (request: Request) => {
      if (isAsset(request)) {
        lastAssetMs = Date.now() - start;
        lastActivity = Date.now();
      }
      if (!isUbus(request)) return;
      inFlight--;
      lastAnswer = lastActivity = Date.now();
    };
    page.on('requestfinished', answered);
    page.on('requestfailed', answered);
    start = Date.now();
    await page.keyboard.press('Enter');
    await page.waitForURL(/#\/home/);
    await page.getByRole('heading').first().waitFor();
    const headingMs = Date.now() - start;
    // usable: home's own data answered (a POST after the sign-in's), then neither /ubus nor the
    // assets CGI busy for quietMs (a page still loading its code is not yet usable)
    const deadline = Date.now() + 30_000;
    while ((posts < 2 || inFlight > 0 || Date.now() - lastActivity < quietMs) && Date.now() < deadline) await page.waitForTimeout(50);
    return { headingMs, dataMs: Math.max(lastAnswer - start, headingMs), posts, assets, lastAssetMs };
  } finally {
    await context.close();
  }
}
