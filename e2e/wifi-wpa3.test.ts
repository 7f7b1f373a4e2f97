// Issue 31.6 in the browser: 5G work modes and WPA3 saved and shown after a reload, in English at
// 1440 px on the e2e device (seed 42: 802.11ac radios, wpad with SAE), and in Chinese at 375 px on
// a unit whose radios have 802.11ax but whose wpad has no SAE (seed 3), which the page says.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { clickAndAwaitSuccess, desktop, launchBrowser, mobile, newPage, signIn } from './support/browser';
import { startDevice, type Device } from './support/device';
import { deviceApi } from './support/device-api';

let browser: Browser;
const devices: Device[] = [];
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await Promise.all(devices.map((device) => device.stop()));
});

async function openBand(seed: string, language: 'en' | 'zh-CN', viewport: { width: number; height: number }) {
  const device = await startDevice({ pastFirstStart: true, env: { DEVICE_SEED: seed } });
  devices.push(device);
  const { page } = await newPage(browser, { language, viewport });
  await signIn(page, device.url);
  await page.goto(`${device.url}/#/wifi/5g`);
  return { device, page };
}

describe('Wireless > 5G: Wi-Fi 5/6 and WPA3', () => {
  it('saves 11AC at 80 MHz with WPA3-SAE, says the radio has no 802.11ax, and shows them after a reload (en, 1440 px)', async () => {
    const { device, page } = await openBand('42', 'en', desktop);
    const settings = page.getByRole('region', { name: '5G Wi-Fi', exact: true });
    await settings.getByLabel('Work mode').waitFor();
    await page.getByText('This radio does not support 802.11ax (Wi-Fi 6).').waitFor();
    expect(await settings.getByLabel('Work mode').locator('option').allInnerTexts()).not.toContain('11AX (Wi-Fi 6)');
    await settings.getByLabel('Work mode').selectOption('11ac');
    await settings.getByLabel('Bandwidth').selectOption('ht80');
    await settings.getByLabel('Encryption').selectOption('sae');
    await settings.getByLabel('Password', { exact: true }).fill('wpa3-Key-one');
    await settings.getByRole('button', { name: 'Save', exact: true }).click();
    await clickAndAwaitSuccess(page, page.getByRole('alertdialog').getByRole('button', { name: 'Save', exact: true }));

    await page.reload();
    await settings.getByLabel('Work mode').waitFor();
    expect(await settings.getByLabel('Work mode').inputValue()).toBe('11ac');
    expect(await settings.getByLabel('Bandwidth').inputValue()).toBe('ht80');
    expect(await settings.getByLabel('Encryption').inputValue()).toBe('sae');
    const api = await deviceApi(device.url);
    expect(await api('get_wifi_config', { band: '5g' })).toMatchObject({ workMode: '11ac', htmode: 'ht80', encryption: 'sae' });
  });

  it('offers 11AX and says the wpad has no WPA3, leaving SAE out (zh-CN, 375 px)', async () => {
    const { page } = await openBand('3', 'zh-CN', mobile);
    await page.getByText('本路由器的 wpad 不支持 WPA3（SAE）', { exact: false }).waitFor();
    const workMode = page.getByLabel('工作模式');
    expect(await workMode.locator('option').allInnerTexts()).toContain('11AX（Wi-Fi 6）');
    expect(await page.getByLabel('加密方式').locator('option').allInnerTexts()).not.toContain('WPA3-SAE');
    const widths = page.getByLabel('频宽');
    await workMode.selectOption('11ax');
    expect(await widths.locator('option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value))).toEqual(['ht20', 'ht40', 'ht80']);
    // 802.11n bonds two channels at most: no 80 MHz once the held width is a narrower one.
    await widths.selectOption('ht40');
    await workMode.selectOption('11n');
    expect(await widths.locator('option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value))).toEqual(['ht20', 'ht40']);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(mobile.width);
  });
});
