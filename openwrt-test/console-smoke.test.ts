// The console as a stock OpenWrt serves it (issue 27): signed in with root's password through the
// routerd plugin, a settings page read and saved over rpcd's uci, OpenWrt's uci reading it back.
import { describe, expect, inject, it } from 'vitest';
import { clickAndAwaitSuccess } from '../e2e/support/browser';
import { signedInStack } from './signed-in-stack';

const tools = inject('openwrtTools');

describe.skipIf(!tools)('the console on the real stack', () => {
  const suite = signedInStack(tools);

  it('signs in as root and saves the DHCP pool, which OpenWrt uci reads back', async () => {
    const page = await suite.signIn();
    await page.goto(suite.url('/network/dhcp'));
    const start = page.getByRole('spinbutton', { name: /start/i }).first();
    await expect.poll(() => start.inputValue()).toBe('100');
    await start.fill('120');
    await clickAndAwaitSuccess(page, page.getByRole('button', { name: 'Save', exact: true }));
    expect(suite.stack.uciShow('dhcp')).toContain("dhcp.lan.start='120'");
  });
});
