// Issue 12, items 6 and 7: what an attacker tried against the sign-in.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { testInitialPassword } from '../../../../device/test-support/test-device';
import { devicesPerTest } from '../../../../device/test-support/devices-per-test';
import { loginFrom, rawRequest } from '../../../../device/test-support/raw-request';
import { routerScryptCost } from '../../../../device/src/sessions/password-hash';
import type { TestDevice } from '../../../../device/test-support/test-device';

const devices = devicesPerTest();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a foreign web page cannot lock the admin out (issue 12.6)', () => {
  it('refuses a GET login, as eight <img> tags send it, and the lockout never starts', async () => {
    const device = await devices.start();
    for (let i = 0; i < 8; i++) {
      const answer = await rawRequest(device, { path: `/cgi-bin/webapi?op=login&username=admin&password=guess-${i}` });
      expect(answer.status).toBe(405);
      expect(answer.body.code).toBe('-9');
    }
    expect((await loginFrom(device, '127.0.0.1', testInitialPassword)).code).toBe('1');
  });

  it('takes a login as a JSON body only: a form or text/plain POST is refused unread', async () => {
    const device = await devices.start();
    for (const [type, body] of [
      ['application/x-www-form-urlencoded', 'username=admin&password=x'],
      ['text/plain', JSON.stringify({ username: 'admin', password: 'x' })],
      ['multipart/form-data; boundary=b', '--b\r\nContent-Disposition: form-data; name="username"\r\n\r\nadmin\r\n--b--\r\n'],
    ]) {
      const answer = await rawRequest(device, { method: 'POST', path: '/cgi-bin/webapi?op=login', headers: { 'content-type': type! }, body });
      expect(answer.status, type).toBe(415);
      expect(answer.body.code, type).toBe('-2');
    }
  });

  it('refuses a POST whose Origin is another site, and takes one from its own origin or none', async () => {
    const device = await devices.start();
    const { host } = new URL(device.url);
    const post = (origin: string | undefined) =>
      rawRequest(device, {
        method: 'POST',
        path: '/cgi-bin/webapi?op=login',
        headers: { 'content-type': 'application/json', ...(origin ? { origin } : {}) },
        body: JSON.stringify({ username: 'admin', password: testInitialPassword }),
      });
    for (const foreign of ['http://evil.example', `https://${host}.evil.example`, 'null', `http://127.0.0.2:${new URL(device.url).port}`]) {
      const answer = await post(foreign);
      expect(answer.status, foreign).toBe(403);
      expect(answer.body.code, foreign).toBe('-9');
    }
    expect((await post(`http://${host}`)).body.code).toBe('1');
    expect((await post(undefined)).body.code).toBe('1');
  });

  it('refuses a Host that is not one of its names (DNS rebinding), API and files alike', async () => {
    const device = await devices.start({ allowedHosts: ['router.example'] });
    const token = await device.login();
    const port = new URL(device.url).port;
    for (const path of [`/cgi-bin/webapi?op=get_web_msg&access_token=${token}`, '/menu_conf.json', '/']) {
      const evil = await rawRequest(device, { path, headers: { host: `evil.example:${port}` } });
      expect(evil.status, path).toBe(421);
    }
    // Its addresses, localhost, the configured host name (system.hostname, alone and in the
    // DHCP domain, as dnsmasq answers it) and --allowed-host.
    for (const host of ['127.0.0.1', '192.168.1.1', '[::1]', 'localhost', 'ZBT-WE1626', 'zbt-we1626.lan', 'router.example', 'Router.Example.']) {
      const answer = await rawRequest(device, { path: `/cgi-bin/webapi?op=get_web_msg&access_token=${token}`, headers: { host: `${host}:${port}` } });
      expect(answer.body.code, host).toBe('1');
    }
  });
});

describe('password guessing (issue 12.7)', () => {
  it('signs in twelve parallel logins with the right password from one address, none counted as a failure', async () => {
    const device = await devices.start();
    const answers = await Promise.all(Array.from({ length: 12 }, () => loginFrom(device, '127.0.0.1', testInitialPassword)));
    expect(answers.map((a) => a.code)).toEqual(Array(12).fill('1'));
  });

  it('holds the guessing addresses back once the account met its budget of failures, and lets a right password in after the back-off', async () => {
    const device = await devices.start({ lockoutSeconds: 1 });
    expect((await loginFrom(device, '127.0.0.50', testInitialPassword)).code).toBe('1');
    // Twenty guesses from five addresses, four each: no address meets its own lockout.
    for (let a = 2; a < 7; a++) for (let i = 0; i < 4; i++) expect((await loginFrom(device, `127.0.0.${a}`, `guess-${i}`)).code).toBe('-3');
    expect(await loginFrom(device, '127.0.0.2', 'guess-x')).toEqual({ code: '-5', retry_after: 1 });
    expect(await loginFrom(device, '127.0.0.3', testInitialPassword)).toEqual({ code: '-5', retry_after: 1 });
    // The address that signed in before the guessing is not held back by the account's budget,
    // nor is one without failures (issue 26.4).
    expect((await loginFrom(device, '127.0.0.50', testInitialPassword)).code).toBe('1');
    expect((await loginFrom(device, '127.0.0.8', testInitialPassword)).code).toBe('1');
    await sleep(1100);
    expect((await loginFrom(device, '127.0.0.3', testInitialPassword)).code).toBe('1');
  });

  it('gives a signed-in browser a device cookie that keeps it in while new addresses spend every budget (issue 26.4)', async () => {
    const device = await devices.start();
    const first = await loginAs(device, '127.0.0.50', testInitialPassword);
    const setCookie = String(first.headers['set-cookie']);
    expect(setCookie).toMatch(/^rc_device=admin\.[\w-]+\.[\w-]+; Max-Age=\d+; Path=\/cgi-bin; HttpOnly; SameSite=Strict$/);
    const cookie = setCookie.split(';')[0]!;
    // Twenty guesses, each from a new address: both budgets of the account are spent.
    for (let a = 0; a < 20; a++) expect((await loginFrom(device, `127.0.1.${a}`, 'guess')).code).toBe('-3');
    expect((await loginFrom(device, '127.0.2.1', testInitialPassword)).code).toBe('-5');
    // The browser with its cookie gets in from any address; a forged cookie does not.
    expect((await loginAs(device, '127.0.2.2', testInitialPassword, cookie)).body.code).toBe('1');
    expect((await loginAs(device, '127.0.2.3', testInitialPassword, `${cookie.slice(0, -2)}AA`)).body.code).toBe('-5');
  });

  it('locks a device cookie out after five wrong passwords of its own', async () => {
    const device = await devices.start();
    const cookie = String((await loginAs(device, '127.0.0.50', testInitialPassword)).headers['set-cookie']).split(';')[0]!;
    for (let i = 0; i < 5; i++) expect((await loginAs(device, '127.0.0.50', `guess-${i}`, cookie)).body.code).toBe('-3');
    expect((await loginAs(device, '127.0.0.50', testInitialPassword, cookie)).body).toEqual({ code: '-5', retry_after: 30 });
    // The address itself did not fail: without the cookie it signs in.
    expect((await loginFrom(device, '127.0.0.50', testInitialPassword)).code).toBe('1');
  });

  it('a page of another origin in the admin\'s own browser cannot lock that browser out (issue 39.2)', async () => {
    const device = await devices.start();
    const admin = '127.0.0.50';
    const cookie = String((await loginAs(device, admin, testInitialPassword)).headers['set-cookie']).split(';')[0]!;
    // What such a page can send from the admin's address: simple POSTs (its Origin, text/plain or
    // JSON; the cookie even, though SameSite=Strict keeps it home) and <img> GETs.
    for (let i = 0; i < 8; i++) {
      const body = JSON.stringify({ username: 'admin', password: `guess-${i}` });
      for (const type of ['text/plain', 'application/json']) {
        const post = await rawRequest(device, { method: 'POST', path: '/cgi-bin/webapi?op=login', from: admin, headers: { 'content-type': type, origin: 'http://attacker.example', cookie }, body });
        expect(post.status).toBe(403);
      }
      expect((await rawRequest(device, { path: `/cgi-bin/webapi?op=login&username=admin&password=guess-${i}`, from: admin })).status).toBe(405);
    }
    expect((await loginAs(device, admin, testInitialPassword, cookie)).body.code).toBe('1');
    // nothing was counted against the address either
    for (let i = 0; i < 4; i++) expect((await loginFrom(device, admin, `typo-${i}`)).code).toBe('-3');
    expect((await loginFrom(device, admin, testInitialPassword)).code).toBe('1');
  });

  it('keeps serving the console files while a flood of logins hashes', async () => {
    const consoleDir = await mkdtemp(path.join(tmpdir(), 'rc-console-'));
    try {
      await mkdir(path.join(consoleDir, 'assets'));
      await writeFile(path.join(consoleDir, 'index.html'), '<!doctype html><title>console</title>');
      // the router's own scrypt cost: what the thread pool must stay free of
      const device = await devices.start({ consoleDir, passwordHashCost: routerScryptCost });
      let answered = 0;
      const flood = Array.from({ length: 24 }, () => loginFrom(device, '127.0.0.1', testInitialPassword).then(() => (answered += 1)));
      await sleep(20);
      const page = await rawRequest(device, { path: '/' });
      expect(page.status).toBe(200);
      // Logins hash one at a time, so the thread pool stays free for the file.
      expect(answered).toBeLessThan(8);
      await Promise.all(flood);
    } finally {
      await rm(consoleDir, { recursive: true, force: true });
    }
  });
});

function loginAs(device: TestDevice, from: string, password: string, cookie?: string) {
  const body = JSON.stringify({ username: 'admin', password });
  const headers = { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) };
  return rawRequest(device, { method: 'POST', path: '/cgi-bin/webapi?op=login', from, headers, body });
}
