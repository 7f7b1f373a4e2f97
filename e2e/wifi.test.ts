// Wireless section (issue 7): each tab loads, saves, and shows the change after a reload; one bad
// value per form shows its message; untrusted SSIDs render as text wherever they appear.
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { clickAndAwaitSuccess, mobile } from './support/browser';
import { routeSession } from './support/console-session';

const session = routeSession();
let page: Page;

// At most 32 bytes, as an SSID: markup that would set window.__xss if it ever ran, and non-ASCII.
const hostileSsid = { '2.4g': '<img src=x onerror=__xss=1>☕', '5g': '<img src=y onerror=__xss=1>咖' };

async function open(tab: string, viewport?: { width: number; height: number }) {
  page = await session.open(`wifi/${tab}`, { viewport });
}

const form = (name: string) => page.getByRole('region', { name, exact: true });

/** Save, accept spec's reconnect warning, wait for the toast. */
async function save(scope: Locator) {
  await scope.getByRole('button', { name: 'Save', exact: true }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByText(/wireless clients will disconnect and reconnect/).waitFor();
  await clickAndAwaitSuccess(page, dialog.getByRole('button', { name: 'Save', exact: true }));
}

async function noScriptRan() {
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
  expect(await page.locator('main img, [role=dialog] img').count()).toBe(0);
}

describe('Wireless > 2.4G and 5G', () => {
  for (const { tab, title, channel, encryption } of [
    { tab: '2.4g', title: '2.4G Wi-Fi', channel: '11', encryption: 'psk-mixed' },
    { tab: '5g', title: '5G Wi-Fi', channel: '149', encryption: 'none' },
  ] as const) {
    it(`changes the ${title} SSID, encryption, channel and MAC filter and keeps them after a reload`, async () => {
      await open(tab, tab === '5g' ? mobile : undefined);
      const settings = form(title);
      const ssid = hostileSsid[tab];
      await settings.getByRole('textbox', { name: 'SSID', exact: true }).fill(ssid);
      await settings.getByLabel('Encryption').selectOption(encryption);
      await settings.getByLabel('Channel').selectOption(channel);
      await save(settings);

      const macFilter = form('MAC filter');
      await macFilter.getByLabel('MAC filter', { exact: true }).selectOption('deny');
      await macFilter.getByLabel('MAC addresses').fill('00:11:22:33:44:55\nAA:BB:CC:DD:EE:0F');
      await save(macFilter);

      await page.reload();
      await form(title).getByRole('textbox', { name: 'SSID', exact: true }).waitFor();
      expect(await form(title).getByRole('textbox', { name: 'SSID', exact: true }).inputValue()).toBe(ssid);
      expect(await form(title).getByLabel('Encryption').inputValue()).toBe(encryption);
      expect(await form(title).getByLabel('Channel').inputValue()).toBe(channel);
      expect(await form('MAC filter').getByLabel('MAC filter', { exact: true }).inputValue()).toBe('deny');
      expect(await form('MAC filter').getByLabel('MAC addresses').inputValue()).toBe('00:11:22:33:44:55\nAA:BB:CC:DD:EE:0F');

      // The hostile SSID, also in the QR panel, stays text.
      const join = form('Join with a phone');
      await join.getByRole('button', { name: 'Show QR code' }).click();
      await join.getByText(ssid, { exact: true }).waitFor();
      await noScriptRan();
    });
  }

  it('shows the rule next to a bad field in each form and saves nothing', async () => {
    await open('2.4g');
    const settings = form('2.4G Wi-Fi');
    await settings.getByRole('textbox', { name: 'SSID', exact: true }).fill('');
    await settings.getByRole('button', { name: 'Save', exact: true }).click();
    const ssid = settings.getByRole('textbox', { name: 'SSID', exact: true });
    await expect.poll(() => ssid.getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByRole('alertdialog').count()).toBe(0);

    const macFilter = form('MAC filter');
    await macFilter.getByLabel('MAC filter', { exact: true }).selectOption('allow');
    await macFilter.getByLabel('MAC addresses').fill('00:11:22:33:44:55\n00-11-22-33-44-66');
    await macFilter.getByRole('button', { name: 'Save', exact: true }).click();
    await macFilter.getByText('line 2: 00-11-22-33-44-66', { exact: false }).waitFor();
    expect(await page.getByRole('alertdialog').count()).toBe(0);
  });
});

describe('Wireless > unsaved changes (issue 13.19)', () => {
  it('keeps an unsaved SSID edit through a MAC filter save, and asks before a link or the back button leaves it', async () => {
    await open('2.4g');
    await page.goto(`${session.device.url}/#/wifi/5g`);
    await form('5G Wi-Fi').waitFor();
    await page.getByRole('link', { name: '2.4G Wi-Fi', exact: true }).first().click();
    const ssid = form('2.4G Wi-Fi').getByRole('textbox', { name: 'SSID', exact: true });
    await ssid.fill('Edited-Not-Saved');
    const macFilter = form('MAC filter');
    await macFilter.getByLabel('MAC filter', { exact: true }).selectOption('deny');
    await macFilter.getByLabel('MAC addresses').fill('00:11:22:33:44:55');
    await save(macFilter);
    expect(await ssid.inputValue()).toBe('Edited-Not-Saved');

    await page.getByRole('link', { name: 'Guest network' }).first().click();
    const ask = page.getByRole('alertdialog', { name: 'Unsaved changes' });
    await ask.getByRole('button', { name: 'Stay on this page' }).click();
    expect(page.url()).toMatch(/#\/wifi\/2\.4g$/);
    expect(await ssid.inputValue()).toBe('Edited-Not-Saved');

    await page.goBack();
    await ask.waitFor();
    expect(page.url()).toMatch(/#\/wifi\/2\.4g$/);
    await ask.getByRole('button', { name: 'Leave without saving' }).click();
    await form('5G Wi-Fi').waitFor();
  });
});

describe('Wireless > guest network', () => {
  it('turns the guest network on with its own name and password, and keeps them after a reload', async () => {
    await open('visitor');
    const guest = form('Guest network');
    await guest.getByRole('switch', { name: 'Status' }).click();
    await guest.getByLabel('2.4G and 5G').check();
    await guest.getByLabel('Guest network name').fill('Visitors 访客');
    await guest.getByLabel('Password', { exact: true }).fill('guest-Pass-9');
    await save(guest);

    await page.reload();
    await form('Guest network').getByLabel('Guest network name').waitFor();
    expect(await form('Guest network').getByLabel('Guest network name').inputValue()).toBe('Visitors 访客');
    expect(await form('Guest network').getByRole('switch', { name: 'Status' }).getAttribute('aria-checked')).toBe('true');
    expect(await form('Guest network').getByLabel('2.4G and 5G').isChecked()).toBe(true);
    await form('Join with a phone').getByRole('button', { name: 'Show QR code' }).click();
    await form('Join with a phone').getByRole('img', { name: /QR code to join Visitors 访客/ }).waitFor();
  });

  it('says the guest network name is missing', async () => {
    await open('visitor');
    const guest = form('Guest network');
    await guest.getByLabel('Guest network name').fill('');
    await guest.getByRole('button', { name: 'Save', exact: true }).click();
    const name = guest.getByLabel('Guest network name');
    await expect.poll(() => name.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await name.getAttribute('aria-describedby')) ?? '';
    expect(await page.locator(`[id="${describedBy.split(' ').pop()}"]`).textContent()).toMatch(/guest network name/i);
  });
});

describe('Wireless > transmit power', () => {
  it('sets a level per radio and keeps it after a reload', async () => {
    await open('signal');
    const power = form('Transmit power');
    await power.getByRole('group', { name: '2.4G transmit power' }).getByLabel('Low').check();
    await power.getByRole('group', { name: '5G transmit power' }).getByLabel('Medium').check();
    await save(power);
    await page.reload();
    const reloaded = form('Transmit power');
    await reloaded.getByRole('group', { name: '2.4G transmit power' }).waitFor();
    expect(await reloaded.getByRole('group', { name: '2.4G transmit power' }).getByLabel('Low').isChecked()).toBe(true);
    expect(await reloaded.getByRole('group', { name: '5G transmit power' }).getByLabel('Medium').isChecked()).toBe(true);
  });
});

describe('Wireless > scan', () => {
  it('lists neighbours with hostile names as text, joins one and reports the client connected', async () => {
    await open('scan');
    const table = page.getByRole('table', { name: 'Networks in range, strongest first' });
    await table.getByText('<img src=x onerror=alert(1)>').first().waitFor();
    await table.getByText('咖啡店 ☕').first().waitFor();
    await noScriptRan();

    await table.getByRole('button', { name: 'Connect to ChinaNet-xYz1' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Password').fill('short');
    await dialog.getByRole('button', { name: 'Connect', exact: true }).click();
    await dialog.getByText(/at least 8 characters/).waitFor();
    await dialog.getByLabel('Password').fill('upstream-Key-1');
    await clickAndAwaitSuccess(page, dialog.getByRole('button', { name: 'Connect', exact: true }));

    await page.reload();
    const status = form('Client status');
    await status.getByText('Connected', { exact: true }).waitFor();
    await status.getByText('ChinaNet-xYz1').waitFor();
    expect(await form('Wi-Fi client').getByRole('textbox', { name: 'SSID', exact: true }).inputValue()).toBe('ChinaNet-xYz1');
  });

  it('refuses a malformed BSSID in the client form', async () => {
    await open('scan');
    const client = form('Wi-Fi client');
    await client.getByRole('textbox', { name: 'SSID', exact: true }).fill('Somewhere');
    await client.getByLabel('BSSID').fill('8C:11:22:33:44');
    await client.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => client.getByLabel('BSSID').getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByRole('alertdialog').count()).toBe(0);
  });
});
