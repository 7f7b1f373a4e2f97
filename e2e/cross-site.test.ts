// Issue 12.6 in a real browser: what a foreign web page the admin happens to open can do to the
// router. The foreign page is served from another port (another origin); a DNS rebinding is played
// with Chromium's host resolver rules, mapping evil.example to the router's address.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, signIn } from './support/browser';
import { startDevice, type Device } from './support/device';

let device: Device;
let browser: Browser;
let foreign: Server;
let foreignUrl: string;

// Eight <img> tags that try passwords by GET, and eight cross-origin POSTs a page may send unasked.
function foreignPage(deviceUrl: string): string {
  const login = `${deviceUrl}/cgi-bin/webapi?op=login`;
  const images = Array.from({ length: 8 }, (_, i) => `<img alt="" src="${login}&username=admin&amp;password=guess-${i}">`).join('');
  const posts = `for (let i = 0; i < 8; i++) fetch('${login}', { method: 'POST', mode: 'no-cors', headers: { 'content-type': 'text/plain' }, body: JSON.stringify({ username: 'admin', password: 'post-' + i }) }).catch(() => {});`;
  return `<!doctype html><title>cats</title>${images}<script>${posts}</script>`;
}

beforeAll(async () => {
  [device, browser] = await Promise.all([startDevice({ pastFirstStart: true }), launchBrowser(['--host-resolver-rules=MAP evil.example 127.0.0.1'])]);
  foreign = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html' });
    response.end(foreignPage(device.url));
  });
  await new Promise<void>((resolve) => foreign.listen(0, '127.0.0.1', resolve));
  foreignUrl = `http://127.0.0.1:${(foreign.address() as AddressInfo).port}/`;
});

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => foreign?.close(resolve));
  await device?.stop();
});

describe('a foreign web page', () => {
  it('cannot lock the admin out: its GET and cross-origin POST logins are refused and not counted', async () => {
    const { context, page } = await newPage(browser, { language: 'en' });
    const answers: number[] = [];
    page.on('response', (response) => response.url().includes('op=login') && answers.push(response.status()));
    await page.goto(foreignUrl);
    await page.waitForLoadState('networkidle');
    expect(answers.length).toBeGreaterThanOrEqual(8);
    expect(answers.every((status) => status === 405 || status === 403)).toBe(true);
    await signIn(page, device.url);
    // Signed in, not locked out: the dashboard's heading comes.
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await context.close();
  });

  it('cannot read the router under its own name (DNS rebinding)', async () => {
    const { context, page } = await newPage(browser);
    const port = new URL(device.url).port;
    for (const path of ['/', '/cgi-bin/webapi?op=get_login_info', '/menu_conf.json']) {
      const response = await page.goto(`http://evil.example:${port}${path}`);
      expect(response?.status(), path).toBe(421);
    }
    await context.close();
  });
});
