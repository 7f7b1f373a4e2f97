// Issue 26.4 in a real browser: a sign-in through the console gets OWASP's device cookie, and with
// it the admin's browser gets in while guessing has locked its address out.
import { describe, expect, it } from 'vitest';
import { newPage, signIn } from './support/browser';
import { deviceAndBrowser } from './support/console-session';
import { initialPassword } from './support/device';

const session = deviceAndBrowser();

async function guess(url: string): Promise<string> {
  const body = JSON.stringify({ username: 'admin', password: 'guess' });
  const answer = await fetch(`${url}/cgi-bin/webapi?op=login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
  return ((await answer.json()) as { code: string }).code;
}

describe('the device cookie', () => {
  it('lets the browser that signed in before in while guesses hold its address back', async () => {
    const { device, browser } = session;
    const first = await newPage(browser, { language: 'en' });
    await signIn(first.page, device.url);
    const cookie = (await first.context.cookies()).find((c) => c.name === 'rc_device');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/cgi-bin', secure: false });
    await first.context.close();

    // Five wrong passwords from the same address lock it out.
    for (let i = 0; i < 5; i++) expect(await guess(device.url)).toBe('-3');
    const stranger = await newPage(browser, { language: 'en' });
    await stranger.page.goto(`${device.url}/#/login`);
    await stranger.page.getByLabel('Username').fill('admin');
    await stranger.page.getByLabel('Password', { exact: true }).fill(initialPassword);
    await stranger.page.keyboard.press('Enter');
    await stranger.page.getByText(/Too many failed attempts/).waitFor();
    await stranger.context.close();

    const returning = await newPage(browser, { language: 'en' });
    await returning.context.addCookies([cookie!]);
    await signIn(returning.page, device.url);
    await returning.context.close();
  });
});
