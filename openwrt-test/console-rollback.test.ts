// Issue 39.4 on OpenWrt's real stack in Chromium: a risky save that went back stays back. rpcd's
// rollback (its timer, or "Revert now": `uci rollback`) restores the files and copies the change
// back into the session's staged deltas (uci.c rpc_uci_do_rollback); the console drops them, so
// the page shows the router's value and a later DHCP save, kept, applies DHCP only.
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { consoleTabs, keepNewSettings } from './console-tabs';
import type { OpenWrtStack } from './stack';

const tools = inject('openwrtTools');
/** the page's rollback window (the router build's test hook) */
const applyWindowSeconds = 6;
const rollbackWaitMs = applyWindowSeconds * 1000 + 15_000;

describe.skipIf(!tools)('a rolled-back risky save on the real stack', () => {
  const tabs = consoleTabs(tools, { applyWindowSeconds });
  let stack: OpenWrtStack;
  let page: Page;
  beforeAll(() => ({ stack, page } = tabs));

  const firewallSwitch = () => page.getByRole('switch', { name: 'Firewall' });
  /** firewall4's wan zone input as OpenWrt's uci reads the file (the stock zone is the second one) */
  const wanInput = () => /firewall\.@zone\[1\]\.input='(\w+)'/.exec(stack.uciShow('firewall'))?.[1];
  /** what rpcd's session of the page holds staged (`uci changes`), by package */
  const staged = async () => {
    const token = (await page.context().cookies()).find((cookie) => cookie.name === 'AC_TOKEN')?.value ?? '';
    const answer = await stack.rpc<{ changes?: Record<string, unknown> }>(token, 'uci', 'changes', {});
    return Object.keys(answer.data?.changes ?? {});
  };

  async function switchFirewallOff() {
    await tabs.reopen('/advanced/security');
    await expect.poll(() => firewallSwitch().getAttribute('aria-checked'), { timeout: 10_000 }).toBe('true');
    await firewallSwitch().click();
    await tabs.save().first().click();
    const warning = page.getByRole('alertdialog');
    await warning.getByText(/every device on the internet can reach this router/).waitFor();
    await warning.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('alertdialog', { name: 'Confirm the new settings' }).waitFor();
    expect(wanInput()).toBe('ACCEPT');
  }

  /** a DHCP save kept: the dialog names DHCP only, and what OpenWrt's uci reads after it */
  async function keepDhcpStart(start: string) {
    await tabs.reopen('/network/dhcp');
    const field = page.getByLabel('Start IP (host number)');
    await expect.poll(() => field.inputValue(), { timeout: 10_000 }).not.toBe('');
    await field.fill(start);
    await tabs.save().first().click();
    const ask = page.getByRole('alertdialog', { name: 'Confirm the new settings' });
    await ask.waitFor();
    expect(await ask.innerText()).toContain('DHCP');
    expect(await ask.innerText()).not.toMatch(/Security|Firewall/);
    await keepNewSettings(page);
    expect(stack.uciShow('dhcp')).toContain(`dhcp.lan.start='${start}'`);
  }

  it('firewall off, not confirmed: rpcd goes back, the page shows it on, and a DHCP save kept leaves it on', async () => {
    await switchFirewallOff();
    await expect.poll(wanInput, { timeout: rollbackWaitMs, interval: 500 }).toBe('REJECT');
    const notice = page.getByRole('alert').filter({ hasText: /^“Security: .*” was not confirmed in time/ });
    await notice.waitFor({ timeout: 15_000 });
    await expect.poll(() => firewallSwitch().getAttribute('aria-checked')).toBe('true');
    expect(await staged()).toEqual([]);
    await notice.getByRole('button', { name: 'Close' }).click();

    await keepDhcpStart('120');
    expect(wanInput()).toBe('REJECT');
    await tabs.reopen('/advanced/security');
    await expect.poll(() => firewallSwitch().getAttribute('aria-checked'), { timeout: 10_000 }).toBe('true');
  }, 120_000);

  it('firewall off, then "Revert now": the page shows it on, and a DHCP save kept leaves it on', async () => {
    await switchFirewallOff();
    await page.getByRole('alertdialog', { name: 'Confirm the new settings' }).getByRole('button', { name: 'Revert now' }).click();
    await page.getByText('The previous settings are back').waitFor();
    expect(wanInput()).toBe('REJECT');
    await expect.poll(() => firewallSwitch().getAttribute('aria-checked')).toBe('true');
    expect(await staged()).toEqual([]);

    await keepDhcpStart('130');
    expect(wanInput()).toBe('REJECT');
  }, 120_000);
});
