// The Wi-Fi tabs of the router build over OpenWrt's real stack (issue 27.3, 27.5): each page loads
// (status from the recorded network.wireless and iwinfo answers), and the 2.4G SSID, a risky
// save, is kept through the console's dialog and read back by OpenWrt's uci.
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { consoleTabs, keepNewSettings } from './console-tabs';
import type { OpenWrtStack } from './stack';

const tools = inject('openwrtTools');

describe.skipIf(!tools)('Wi-Fi on the real stack', () => {
  const tabs = consoleTabs(tools);
  let stack: OpenWrtStack;
  let page: Page;
  beforeAll(() => ({ stack, page } = tabs));

  const open = (route: string) => tabs.problemsOn(route);

  it('2.4G: a new SSID, kept through the dialog, is the radio0 wifi-iface ssid', async () => {
    const problems = await open('/wifi/2.4g');
    const settings = page.getByRole('region', { name: '2.4G Wi-Fi', exact: true });
    const ssid = settings.getByRole('textbox', { name: 'SSID', exact: true });
    await expect.poll(() => ssid.inputValue()).toBe('OpenWrt');
    expect(await problems()).toEqual({ errors: [], alerts: [], failed: 0 });
    await ssid.fill('Router 咖啡');
    await settings.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Save', exact: true }).click();
    await keepNewSettings(page);
    expect(stack.uciShow('wireless')).toContain("wireless.default_radio0.ssid='Router 咖啡'");
  });

  it.each(['/wifi/5g', '/wifi/visitor', '/wifi/signal', '/wifi/scan'])('%s loads on the router build', async (route) => {
    const problems = await open(route);
    expect(await problems()).toEqual({ errors: [], alerts: [], failed: 0 });
  });
});
