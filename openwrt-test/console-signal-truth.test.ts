// Issue 42.2 on the real stack: the router build's home page, 3G/4G state and Radio panel give one
// answer to "how is my signal", the serving cell's RSRP with its word (not ModemManager's signal
// percentage as dBm), and the network type of the technology in use; the console reaches
// /usr/bin/mmcli through rpcd's file exec, the modem is the stand-in of modem-stand-in.ts.
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { consoleSuite, consoleUrl, openSignedIn, startConsoleStack, stockConfigs } from './console-support';
import { ModemStandIn, mmcliStandIn } from './modem-stand-in';

const tools = inject('openwrtTools');

describe.skipIf(!tools)('one signal truth on the real stack', () => {
  const suite = consoleSuite(tools ? () => startConsoleStack(tools, stockConfigs(), { programs: { '/usr/bin/mmcli': mmcliStandIn }, extraFiles: { 'etc/init.d/modemmanager': '#!/bin/sh\nexit 0\n' } }) : undefined);
  let modem: ModemStandIn;
  let page: Page;
  beforeAll(async () => {
    if (!tools) return;
    modem = new ModemStandIn(suite.stack.root);
    ({ page } = await openSignedIn(suite.browser, suite.stack));
  });
  const open = (route: string) => page.goto(`${consoleUrl(suite.stack)}#${route}`);

  it('home, 3G/4G and the Radio panel show the RSRP with its word, not the percentage (74 %: -67 dBm)', async () => {
    await open('/home');
    const home = page.getByTestId('signal-headline');
    await expect.poll(() => home.innerText(), { timeout: 20_000 }).toMatch(/^RSRP -93 dBm\s*Fair$/);
    const networkType = page.locator('dt', { hasText: 'Network type' }).locator('xpath=following-sibling::dd');
    const type = await networkType.innerText();
    expect(type).toMatch(/^(LTE|5G NSA|5G SA)$/);
    await open('/network/net_type');
    const headlines = page.getByTestId('signal-headline');
    await expect.poll(() => headlines.count(), { timeout: 20_000 }).toBe(2);
    await expect.poll(() => headlines.allInnerTexts(), { timeout: 20_000 }).toEqual([expect.stringMatching(/^RSRP -93 dBm\s*Fair$/), expect.stringMatching(/^RSRP -93 dBm\s*Fair$/)]);
    expect(await page.locator('main').innerText()).not.toContain('-67 dBm');
    // the Radio panel's technology is the state's network type
    const technology = page.locator('dt', { hasText: 'Technology' }).locator('xpath=following-sibling::dd');
    expect(await technology.innerText()).toBe(type);
    modem.signal(-112, -17, 1.5, 90);
    await page.reload();
    await expect.poll(() => page.getByTestId('signal-headline').first().innerText(), { timeout: 20_000 }).toMatch(/^RSRP -112 dBm\s*Poor$/);
  });
});
