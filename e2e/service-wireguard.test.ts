import { createPrivateKey, createPublicKey } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import qrcode from 'qrcode-generator';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Device } from './support/device';
import { consoleSession } from './support/console-session';
import { clickAndAwaitSuccess, launchBrowser, mobile, newPage, signIn } from './support/browser';

const session = consoleSession();
let device: Device;
let page: Page;

beforeEach(async () => {
  ({ device, page } = session);
  await page.goto(`${device.url}/#/service/wireguard`);
  await page.getByRole('heading', { name: 'WireGuard', level: 2 }).waitFor();
});

const toggle = () => page.getByRole('switch', { name: 'WireGuard server' });
/** `wg pubkey` by node:crypto. */
const pubkey = (privateKey: string) => {
  const der = Buffer.concat([Buffer.from('302e020100300506032b656e04220420', 'hex'), Buffer.from(privateKey, 'base64')]);
  return Buffer.from(createPublicKey(createPrivateKey({ key: der, format: 'der', type: 'pkcs8' })).export({ format: 'jwk' }).x!, 'base64url').toString('base64');
};
/** The dark modules of the QR code of `text`, as the page draws them (quiet zone 4). */
const qrPath = (text: string) => {
  const code = qrcode(0, 'M');
  code.addData(String.fromCharCode(...new TextEncoder().encode(text)), 'Byte');
  code.make();
  let path = '';
  for (let row = 0; row < code.getModuleCount(); row++) {
    for (let col = 0; col < code.getModuleCount(); col++) if (code.isDark(row, col)) path += `M${col + 4} ${row + 4}h1v1h-1z`;
  }
  return path;
};

describe('Service > WireGuard', () => {
  it('switches the server on, shows it after a reload, and adds a phone shown once as a QR code and a .conf', async () => {
    expect(await toggle().getAttribute('aria-checked')).toBe('false');
    await toggle().click();
    await clickAndAwaitSuccess(page, page.getByRole('button', { name: 'Save', exact: true }));
    const network = await readFile(`${device.dataDir}/config/network`, 'utf8');
    expect(network).toMatch(/config interface 'wg0'\n\toption proto 'wireguard'\n\toption private_key '[A-Za-z0-9+/]{43}='\n\toption listen_port '51820'/);
    await page.reload();
    await toggle().waitFor();
    expect(await toggle().getAttribute('aria-checked')).toBe('true');

    // Issue 30.9: Add a phone is a dialog that fills itself with the QR code.
    await page.getByRole('button', { name: 'Add phone' }).click();
    let dialog = page.getByRole('dialog', { name: 'Add a phone' });
    await dialog.getByLabel('Phone name').fill('my\u0007phone');
    await dialog.getByRole('button', { name: 'Add phone' }).click();
    await dialog.getByText('No line breaks or control characters').waitFor();

    await dialog.getByLabel('Phone name').fill('Pixel 8');
    await dialog.getByLabel('Router address from the internet').fill('home.example.net');
    expect(await dialog.getByRole('radio', { name: /All traffic/ }).isChecked()).toBe(true);
    await clickAndAwaitSuccess(page, dialog.getByRole('button', { name: 'Add phone' }), "Phone 'Pixel 8' added");
    await dialog.getByText('Show the configuration as text').click();
    const config = (await dialog.locator('pre').textContent()) ?? '';
    expect(config).toMatch(/^\[Interface\]\nPrivateKey = .{44}\nAddress = 10\.14\.0\.2\/32\nDNS = 10\.14\.0\.1\n\n\[Peer\]\nPublicKey = .{44}\nPresharedKey = .{44}\nEndpoint = home\.example\.net:51820\nAllowedIPs = 0\.0\.0\.0\/0\n$/);
    const qr = dialog.getByRole('img', { name: 'QR code of the WireGuard configuration of Pixel 8' });
    expect(await qr.locator('path').getAttribute('d')).toBe(qrPath(config));
    // The QR code fills the dialog's width.
    const [qrBox, dialogBox] = [await qr.boundingBox(), await dialog.boundingBox()];
    expect(qrBox!.width).toBeGreaterThan(dialogBox!.width * 0.8);
    const href = (await dialog.getByRole('link', { name: 'Download .conf' }).getAttribute('href')) ?? '';
    expect(decodeURIComponent(href.replace(/^data:text\/plain;charset=utf-8,/, ''))).toBe(config);
    // A name with a space, downloaded as the WireGuard apps take a tunnel name.
    expect(await dialog.getByRole('link', { name: 'Download .conf' }).getAttribute('download')).toBe('Pixel-8.conf');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'detached' });

    // A second phone, split tunnel: the dialog starts empty again.
    await page.getByRole('button', { name: 'Add phone' }).click();
    dialog = page.getByRole('dialog', { name: 'Add a phone' });
    expect(await dialog.getByLabel('Phone name').inputValue()).toBe('');
    await dialog.getByLabel('Phone name').fill('Work laptop');
    await dialog.getByLabel('Router address from the internet').fill('home.example.net');
    await dialog.getByRole('radio', { name: /Only the home network/ }).check();
    await clickAndAwaitSuccess(page, dialog.getByRole('button', { name: 'Add phone' }), "Phone 'Work laptop' added");
    await dialog.getByText('Show the configuration as text').click();
    expect(await dialog.locator('pre').textContent()).toContain('\nAllowedIPs = 10.14.0.0/24, 192.168.1.0/24\n');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await page.getByRole('button', { name: 'Add phone' }).evaluate((button) => button === document.activeElement)).toBe(true);

    const phonePrivate = /PrivateKey = (.+)/.exec(config)![1]!;
    const stored = await readFile(`${device.dataDir}/config/network`, 'utf8');
    expect(stored).toContain(`option public_key '${pubkey(phonePrivate)}'`);
    expect(stored).not.toContain(phonePrivate);
    await page.getByRole('table', { name: 'Peers' }).getByRole('cell', { name: 'Pixel 8' }).waitFor();

    await page.reload();
    await toggle().waitFor();
    expect(await page.locator('pre').count()).toBe(0);
    await page.getByRole('table', { name: 'Peers' }).getByRole('cell', { name: 'Pixel 8' }).waitFor();
  });

  it('refuses a bad key on its field, then adds a peer that dials a remote server, shown after a reload', async () => {
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name').fill('office');
    await dialog.getByLabel('Public key').fill('not a key');
    await dialog.getByLabel('Allowed IPs').fill('10.20.0.0/24');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await dialog.getByText('Enter a key of 44 characters as wg prints it').waitFor();

    await dialog.getByLabel('Public key').fill('xTIBA5rboUvnH4htodjb6e697QjLERt1NAB4mZqp8Dg=');
    await dialog.getByLabel('Endpoint host').fill('vpn.example.com');
    await dialog.getByLabel('Endpoint port').fill('51821');
    await dialog.getByLabel('Keepalive (s)').fill('25');
    await clickAndAwaitSuccess(page, dialog.getByRole('button', { name: 'Save', exact: true }));
    const network = await readFile(`${device.dataDir}/config/network`, 'utf8');
    expect(network).toContain("\toption endpoint_host 'vpn.example.com'\n\toption endpoint_port '51821'\n\toption persistent_keepalive '25'");

    await page.reload();
    await page.getByRole('table', { name: 'Peers' }).getByRole('cell', { name: 'vpn.example.com:51821' }).waitFor();
    // the router dials it: its live state shows the handshake with that endpoint
    await page.getByRole('table', { name: 'Live state' }).getByRole('cell', { name: 'vpn.example.com:51821' }).waitFor();
  });
});

describe('Service > WireGuard at 375 px in Chinese', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('adds a peer that dials a server, refuses a bad key in Chinese, and shows its live handshake, endpoint and bytes', async () => {
    const { context, page: phone } = await newPage(browser, { language: 'zh-CN', viewport: mobile });
    try {
      await signIn(phone, device.url);
      await phone.goto(`${device.url}/#/service/wireguard`);
      const serverToggle = phone.getByRole('switch', { name: 'WireGuard 服务器' });
      await serverToggle.waitFor();
      if ((await serverToggle.getAttribute('aria-checked')) !== 'true') {
        await serverToggle.click();
        await clickAndAwaitSuccess(phone, phone.getByRole('button', { name: '保存', exact: true }));
      }
      await phone.getByRole('button', { name: '添加', exact: true }).click();
      const dialog = phone.getByRole('dialog');
      await dialog.getByLabel('名称').fill('office-zh');
      await dialog.getByLabel('公钥').fill('not-a-key');
      await dialog.getByLabel('允许的 IP').fill('10.30.0.0/24');
      await dialog.getByRole('button', { name: '保存', exact: true }).click();
      await dialog.getByText('请输入 wg 输出的 44 个字符的密钥').waitFor();
      await dialog.getByLabel('公钥').fill('Xt1Ov5DD/WiLJ8kOfgtUcjZaQ7nmeGszkDyasWYjxAI=');
      await dialog.getByLabel('端点主机').fill('vpn.example.org');
      await clickAndAwaitSuccess(phone, dialog.getByRole('button', { name: '保存', exact: true }));

      await phone.reload();
      const live = phone.getByRole('table', { name: '实时状态' });
      const peerRow = live.getByRole('row').filter({ hasText: 'office-zh' });
      await peerRow.getByText('vpn.example.org:51820').waitFor();
      await peerRow.getByText(/^\d+(秒|分钟|小时)前$/).waitFor();
      // bytes move from one poll to the next
      const bytes = async () => (await peerRow.getByRole('cell').nth(3).textContent()) ?? '';
      const first = await bytes();
      await expect.poll(bytes, { timeout: 10_000 }).not.toBe(first);
      // nothing wider than the phone's screen
      expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    } finally {
      await context.close();
    }
  });
});
