import { afterEach, describe, expect, it } from 'vitest';
import { startTestDevice, type TestDevice } from '../../../test-support/test-device';
import { consoleHostFor, followHost, lanMoveOf } from './lan-follow';

const network = (ip: string) => `config interface 'lan'\n\toption proto 'static'\n\toption ipaddr '${ip}'\n\toption netmask '255.255.255.0'\n`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('where the console follows a LAN address change', () => {
  it('finds the move in the network file, none when the address stays or is missing', () => {
    expect(lanMoveOf(network('192.168.1.1'), network('192.168.5.1'))).toEqual({ from: '192.168.1.1', to: '192.168.5.1' });
    expect(lanMoveOf(network('192.168.1.1'), network('192.168.1.1'))).toBeUndefined();
    expect(lanMoveOf(null, network('192.168.1.1'))).toBeUndefined();
    expect(lanMoveOf('not uci {', network('192.168.1.1'))).toBeUndefined();
  });

  it('follows only a browser that came in by the old LAN address', () => {
    const move = { from: '192.168.1.1', to: '10.0.0.1' };
    expect(followHost(move, '192.168.1.1', false)).toBe('10.0.0.1');
    expect(followHost(move, '192.168.1.1:8080', false)).toBe('10.0.0.1');
    expect(followHost(move, 'zbt-we1626.lan', false)).toBeUndefined();
    expect(followHost(move, '127.168.1.1:8080', true)).toBe('127.0.0.1');
    expect(consoleHostFor('192.168.5.1', true)).toBe('127.168.5.1');
  });
});

describe('--follow-lan: the simulated router moves its listening address with the LAN (issue 15)', () => {
  let device: TestDevice | undefined;
  afterEach(async () => {
    await device?.cleanup();
    device = undefined;
  });

  async function moveLan(windowSeconds: number) {
    device = await startTestDevice({ followLan: true, applyWindowSeconds: windowSeconds });
    const oldUrl = device.url;
    expect(new URL(oldUrl).hostname).toBe('127.168.1.1');
    const token = await device.login();
    const { body } = await device.call('set_lan_config', { token, input: { ipaddr: '192.168.5.1', netmask: '255.255.255.0' } });
    expect(body).toMatchObject({ code: '1', pending_apply: windowSeconds, follow_host: '127.168.5.1', apply_token: expect.stringMatching(/^[\w-]{32}$/) });
    await sleep(800);
    await expect(fetch(`${oldUrl}/`)).rejects.toThrow();
    expect(new URL(device.url).hostname).toBe('127.168.5.1');
    return { oldUrl, applyToken: body.apply_token as string };
  }

  it('answers at the new address only, where the pending change is confirmed with its token, no session', async () => {
    const { applyToken } = await moveLan(2);
    expect((await device!.call('apply_confirm', { input: { token: 'x'.repeat(32) } })).body).toEqual({ code: '-12', msg: 'apply.tokenRefused' });
    expect((await device!.call('apply_confirm', { input: {} })).body).toEqual({ code: '-12', msg: 'apply.tokenRefused' });
    expect((await device!.call('apply_confirm', { input: { token: applyToken } })).body).toEqual({ code: '1' });
    await sleep(2_500);
    expect(new URL(device!.url).hostname).toBe('127.168.5.1');
    expect((await device!.call('get_login_info')).body.code).toBe('1');
  });

  it('goes back to the old address when nobody confirms', async () => {
    const { oldUrl } = await moveLan(1);
    await sleep(1_800);
    expect(device!.url).toBe(oldUrl);
    expect((await fetch(`${oldUrl}/cgi-bin/webapi?op=get_login_info`)).status).toBe(200);
  });

  it('starts on the address of the LAN it finds', async () => {
    const { oldUrl } = await moveLan(2);
    const token = await device!.login();
    await device!.call('apply_confirm', { token });
    device = await device!.restart();
    expect(new URL(device.url).hostname).toBe('127.168.5.1');
    expect(oldUrl).not.toBe(device.url);
  });
});
