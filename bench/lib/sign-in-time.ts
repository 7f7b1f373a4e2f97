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
}

const quietMs = 500;

export async function signInToHome(browser: Browser, consoleUrl: string, password: string): Promise<SignInTime> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    await context.addInitScript(() => localStorage.setItem('lang', 'en'));
    const page = await context.newPage();
    await page.goto(`${consoleUrl}#/login`);
    await page.getByLabel(/username/i).fill('root');
    await page.getByLabel(/^password$/i).fill(password);
    let posts = 0;
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
    const answered = (request: Request) => {
      if (!isUbus(request)) return;
      inFlight--;
      lastAnswer = lastActivity = Date.now();
    };
    page.on('requestfinished', answered);
    page.on('requestfailed', answered);
    const start = Date.now();
    await page.keyboard.press('Enter');
    await page.waitForURL(/#\/home/);
    await page.getByRole('heading').first().waitFor();
    const headingMs = Date.now() - start;
    while (inFlight > 0 || Date.now() - lastActivity < quietMs) await page.waitForTimeout(50);
    return { headingMs, dataMs: Math.max(lastAnswer - start, headingMs), posts };
  } finally {
    await context.close();
  }
}
