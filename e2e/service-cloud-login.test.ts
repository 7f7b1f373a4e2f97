// Service > Cloud login: use cloud login and the server, saved and shown after a reload; the session
// the simulated cloud reports (logged with its cloud ID and remote web address, or why not).
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { clickAndAwaitSuccess, mobile } from './support/browser';
import { routeSession } from './support/console-session';

const session = routeSession();
let page: Page;

async function open(language: 'en' | 'zh-CN', viewport?: { width: number; height: number }) {
  page = await session.open('service/cloud_login', { language, viewport });
}

describe('Service > Cloud login', () => {
  it('refuses a server that is no host name on its field, then logs in and shows the cloud ID and remote address after a reload', async () => {
    await open('en');
    await page.getByRole('heading', { name: 'Cloud login', exact: true }).waitFor();
    await page.getByText('Cloud login is switched off').waitFor();
    await page.getByRole('switch', { name: 'Use cloud login' }).click();
    await page.getByLabel('Cloud server').fill('-x');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Enter a host name or an IPv4 address').waitFor();
    expect(await page.getByLabel('Cloud server').getAttribute('aria-invalid')).toBe('true');

    await page.getByLabel('Cloud server').fill('cloud.example.net');
    await clickAndAwaitSuccess(page, page.getByRole('button', { name: 'Save', exact: true }));
    await page.reload();
    await page.getByLabel('Cloud server').waitFor();
    expect(await page.getByLabel('Cloud server').inputValue()).toBe('cloud.example.net');
    expect(await page.getByRole('switch', { name: 'Use cloud login' }).getAttribute('aria-checked')).toBe('true');
    await page.getByText('Logged', { exact: true }).waitFor();
    const remote = page.getByRole('link', { name: /^https:\/\/cloud\.example\.net\/d\/\d{12}$/ });
    await remote.waitFor();
    const id = (await remote.textContent())?.split('/').pop() ?? '';
    await page.getByText(id, { exact: true }).waitFor();
  });

  it('says the server does not answer, in Chinese at 375 px', async () => {
    await open('zh-CN', mobile);
    await page.getByRole('heading', { name: '云登录', exact: true }).waitFor();
    await page.getByLabel('云服务器').fill('cloud.example.invalid');
    await clickAndAwaitSuccess(page, page.getByRole('button', { name: '保存', exact: true }));
    await page.reload();
    await page.getByLabel('云服务器').waitFor();
    expect(await page.getByLabel('云服务器').inputValue()).toBe('cloud.example.invalid');
    await expect.poll(() => page.getByText('云服务器无响应').count(), { timeout: 15_000 }).toBe(1);
    await page.getByText('未登录', { exact: true }).waitFor();
    // one bad value in Chinese
    await page.getByLabel('云服务器').fill('cloud example');
    await page.getByRole('button', { name: '保存', exact: true }).click();
    await page.getByText('请输入主机名或 IPv4 地址').waitFor();
    // nothing wider than the phone's screen
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(mobile.width);
  });
});
