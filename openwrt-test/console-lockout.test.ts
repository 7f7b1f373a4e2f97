// The login page's lockout on the router: five wrong root passwords through the form, and the
// routerd plugin's refusal (rpcd has none of its own) shown as the lockout with the wait.
import { describe, expect, inject, it } from 'vitest';
import { newPage } from '../e2e/support/browser';
import { consoleUrl, rootPassword, signInAsRoot } from './console-support';
import { consoleTabs } from './console-tabs';

const tools = inject('openwrtTools');

describe.skipIf(!tools)('the login lockout on the real stack', () => {
  // its page signed in once, which resets the plugin's count; the guesses come from a new one
  const tabs = consoleTabs(tools);

  it('locks root out after five wrong passwords, says how long to wait, and refuses even the right one', async () => {
    const { stack } = tabs;
    const { page, context } = await newPage(tabs.page.context().browser()!, { language: 'en' });
    await page.goto(`${consoleUrl(stack)}#/login`);
    const attempt = async (password: string) => {
      await page.getByLabel(/username/i).fill('root');
      await page.getByLabel(/^password$/i).fill(password);
      const answered = page.waitForResponse((r) => r.request().method() === 'POST');
      await page.getByRole('button', { name: 'Log in', exact: true }).click();
      await answered;
    };
    for (let i = 1; i <= 5; i++) {
      await attempt(`wrong-${i}`);
      await page.getByText(/Incorrect username or password|Too many failed attempts/).first().waitFor();
    }
    await page.getByText(/Too many failed attempts, please try again in \d+ s/).waitFor();
    // the plugin refuses even the right password while the lockout lasts
    await expect(stack.login(rootPassword)).rejects.toThrow();
    expect(page.url()).toMatch(/#\/login/);
    await context.close();
  });

  // Issue 39.2: the browser that signed in keeps the plugin's token in the router origin's
  // localStorage (routerd.device) and sends it with its sign-in: its own budget, not the strangers'.
  it('the admin\'s browser still signs in while strangers keep every unknown browser locked out', async () => {
    const { stack, page } = tabs;
    expect(await page.evaluate(() => localStorage.getItem('routerd.device'))).toMatch(/^[0-9a-f]{32}$/);
    for (let i = 0; i < 6; i++) await stack.rpc('00000000000000000000000000000000', 'routerd', 'login', { username: 'root', password: `stranger-${i}` });
    await expect(stack.login(rootPassword)).rejects.toThrow(/locked/);
    // signed out (the session's cookie gone), the token kept
    await page.context().clearCookies();
    await signInAsRoot(page, stack);
  });
});
