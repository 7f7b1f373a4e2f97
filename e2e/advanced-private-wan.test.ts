import { afterEach, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { newPage, signIn } from './support/browser';
import { deviceAndBrowser } from './support/console-session';

// The simulated router's WAN sits behind its ISP's NAT (a 10/8 address): the pages that wait for
// connections from the internet say that none can arrive.
const shared = deviceAndBrowser();
let context: BrowserContext | undefined;
const shots = process.env.E2E_SHOTS;

afterEach(async () => {
  await context?.close();
  context = undefined;
});

async function open(route: string, language: 'en' | 'zh-CN' = 'en', viewport = { width: 1440, height: 900 }): Promise<Page> {
  const opened = await newPage(shared.browser, { language, viewport });
  context = opened.context;
  await signIn(opened.page, shared.device.url);
  await opened.page.goto(`${shared.device.url}/#/${route}`);
  return opened.page;
}

describe('Private WAN warnings', () => {
  it.each(['advanced/dispatch', 'advanced/dmz_host', 'advanced/ddns', 'service/wireguard'])('%s says the internet cannot reach the WAN address', async (route) => {
    const page = await open(route);
    const notice = page.getByTestId('private-wan');
    await notice.waitFor();
    expect(await notice.textContent()).toMatch(/The WAN address 10\.\d+\.\d+\.\d+ is private .*cannot reach/);
    await notice.getByRole('link', { name: 'DDNS settings' }).waitFor();
  });

  it("WireGuard's add-a-phone leaves the public address for a DDNS name, not the private WAN address", async () => {
    const page = await open('service/wireguard');
    await page.getByTestId('private-wan').waitFor();
    await page.getByRole('button', { name: 'Add phone' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a phone' });
    await dialog.getByLabel('Phone name').waitFor();
    await page.waitForTimeout(300);
    expect(await dialog.getByLabel('Router address from the internet').inputValue()).toBe('');
  });

  it("DDNS's status calls the private local address private", async () => {
    const page = await open('advanced/ddns');
    await page.getByText(/^10\.\d+\.\d+\.\d+ \(private: not reachable from the internet\)$/).waitFor();
  });

  it.runIf(shots)('screenshots at 1440, 900 and 375 px in English and Chinese (with the device time of issue 30.12)', async () => {
    for (const language of ['en', 'zh-CN'] as const) {
      for (const width of [1440, 900, 375]) {
        for (const [route, testId] of [['advanced/dispatch', 'private-wan'], ['system/settings', 'device-time']] as const) {
          const page = await open(route, language, { width, height: 900 });
          await page.getByTestId(testId).waitFor();
          await page.screenshot({ path: `${shots}/${testId}-${language}-${width}.png` });
          await context?.close();
          context = undefined;
        }
      }
    }
  });
});
