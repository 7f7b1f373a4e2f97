// Home and the Network tabs of the router build over OpenWrt's real stack (issue 27.3, 27.5): each
// page loads, a changed value is saved over rpcd's uci and OpenWrt's own uci reads the exact
// option back; a risky save is kept through the console's dialog and stays past rpcd's window,
// and one left unconfirmed goes back by rpcd's rollback timer.
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { clickAndAwaitSuccess } from '../e2e/support/browser';
import { consoleTabs, keepNewSettings } from './console-tabs';
import type { OpenWrtStack } from './stack';

const tools = inject('openwrtTools');
/** The page's rollback window (the router build's test hook; the spec's 60 s is its default) */
const applyWindowSeconds = 20;
/** that window and some slack: rpcd's rollback timer runs from the apply, before the page's confirm or check */
const rollbackWaitMs = applyWindowSeconds * 1000 + 10_000;

describe.skipIf(!tools)('Home and Network on the real stack', () => {
  const tabs = consoleTabs(tools, { applyWindowSeconds });
  let stack: OpenWrtStack;
  let page: Page;
  beforeAll(() => ({ stack, page } = tabs));

  const open = (route: string) => tabs.problemsOn(route);
  const save = (scope: Page | ReturnType<Page['getByRole']> = page) => scope.getByRole('button', { name: 'Save', exact: true }).first();

  it('Home loads, its router facts from system, and says what this router cannot tell', async () => {
    const problems = await open('/home');
    await page.getByRole('heading', { name: 'Equipment status' }).waitFor();
    expect(await problems()).toEqual({ errors: [], alerts: [], failed: 0 });
  });

  it('LAN: a new address, kept through the dialog, is network.lan.ipaddr and stays past the window', async () => {
    const problems = await open('/network/lan');
    const address = page.getByRole('textbox', { name: 'IP address', exact: true });
    await expect.poll(() => address.inputValue()).toBe('192.168.1.1');
    expect(await problems()).toEqual({ errors: [], alerts: [], failed: 0 });
    await address.fill('192.168.8.1');
    await save().click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Save' }).click();
    await keepNewSettings(page);
    expect(stack.uciShow('network')).toContain("network.lan.ipaddr='192.168.8.1'");
    await page.waitForTimeout(rollbackWaitMs);
    expect(stack.uciShow('network')).toContain("network.lan.ipaddr='192.168.8.1'");
  }, 120_000);

  it('DHCP: a save nobody confirms goes back on rpcd rollback timer', async () => {
    await open('/network/dhcp');
    const start = page.getByLabel('Start IP (host number)');
    await expect.poll(() => start.inputValue()).toBe('100');
    await start.fill('130');
    await save().click();
    await page.getByRole('alertdialog', { name: 'Confirm the new settings' }).waitFor();
    expect(stack.uciShow('dhcp')).toContain("dhcp.lan.start='130'");
    // back as soon as the timer fired, not after all the slack
    await expect.poll(() => stack.uciShow('dhcp'), { timeout: rollbackWaitMs, interval: 500 }).toContain("dhcp.lan.start='100'");
    // the console says so, and its notice is closed rather than left over the next test's page
    const notice = page.getByRole('alert').filter({ hasText: /^“DHCP: .*” was not confirmed in time/ });
    await notice.waitFor({ timeout: 15_000 });
    await notice.getByRole('button', { name: 'Close' }).click();
  }, 120_000);

  it('Static routes loads on the router build', async () => {
    const problems = await open('/network/router');
    await page.getByRole('button', { name: 'Add' }).first().waitFor();
    expect(await problems()).toEqual({ errors: [], alerts: [], failed: 0 });
  });

  it.each(['/network/wan', '/network/sims', '/network/terminal', '/network/qos', '/network/nat'])('%s loads on the router build', async (route) => {
    const problems = await open(route);
    await page.waitForLoadState('networkidle');
    expect(await problems()).toEqual({ errors: [], alerts: [], failed: 0 });
  });

  it('NAT acceleration: a change is firewall flow_offloading', async () => {
    await open('/network/nat');
    const software = page.getByRole('switch', { name: 'NAT acceleration' });
    await expect.poll(() => software.getAttribute('aria-checked')).toBe('false');
    await software.click();
    await clickAndAwaitSuccess(page, save());
    expect(stack.uciShow('firewall')).toMatch(/firewall\.@defaults\[0\]\.flow_offloading='1'/);
  });
});
