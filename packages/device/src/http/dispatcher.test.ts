import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { allOps } from './op-table';
import { startTestDevice, type TestDevice } from '../../test-support/test-device';
import { apiContentSecurityPolicy, contentSecurityPolicy } from './security-headers';

let device: TestDevice;
let token: string;

beforeAll(async () => {
  device = await startTestDevice({
    handlers: {
      // A handler that fails the way a bug would: the answer must not show the error.
      get_cellular_info: async () => {
        throw new Error('modem AT channel died at /work/secret/modem.ts:42');
      },
    },
  });
  token = await device.login();
});
afterAll(() => device.cleanup());

const privateOps = allOps().filter((op) => !op.public);

describe('the API refuses before any handler runs', () => {
  it('keeps only login, the login screen facts and the token-bound apply_confirm public', () => {
    expect(allOps().filter((op) => op.public).map((op) => op.op).sort()).toEqual(['apply_confirm', 'get_login_info', 'login']);
  });

  it('answers -1 to every op but login without a token', async () => {
    for (const op of privateOps) {
      const { body } = await device.call(op.op);
      expect(body, op.op).toEqual({ code: '-1' });
    }
  });

  it('answers -1 to every op but login with a bogus or malformed token', async () => {
    for (const op of privateOps) {
      for (const bogus of ['0'.repeat(64), 'x', '']) {
        const { body } = await device.call(op.op, { token: bogus });
        expect(body, op.op).toEqual({ code: '-1' });
      }
    }
  });

  it('never takes a cookie as authentication', async () => {
    const { body } = await device.call('get_web_msg', { headers: { cookie: `AC_TOKEN=${token}; ROLE=admin` } });
    expect(body).toEqual({ code: '-1' });
  });

  it('answers -9 to an unknown op, with or without a token', async () => {
    for (const op of ['no_such_op', '__proto__', 'constructor', 'toString', '']) {
      expect((await device.call(op, { token })).body.code, op).toBe('-9');
      expect((await device.call(op)).body.code, op).toBe('-9');
    }
  });

  it('answers -9 to a request without an op', async () => {
    const response = await fetch(`${device.url}/cgi-bin/webapi?access_token=${token}`);
    expect(((await response.json()) as { code: string }).code).toBe('-9');
  });
});

describe('input validation', () => {
  it('refuses an unknown field by name with -2', async () => {
    const { body } = await device.call('get_lan_config', { token, input: { ipaddr: '10.0.0.1' } });
    expect(body).toEqual({ code: '-2', errors: [{ field: 'ipaddr', key: 'validation.unknownField' }] });
  });

  it('answers the i18n key of the contract for a bad field', async () => {
    const { body } = await device.call('change_password', { token, input: { oldpassword: 'x', newpassword: 'abc' } });
    expect(body).toEqual({ code: '-2', errors: [{ field: 'newpassword', key: 'password.tooShort' }] });
  });

  it('answers a generic key where the contract has none', async () => {
    const { body } = await device.call('change_password', { token, input: { oldpassword: 'x', newpassword: 5 } });
    expect(body).toEqual({ code: '-2', errors: [{ field: 'newpassword', key: 'validation.invalid' }] });
  });

  it('refuses a JSON body that is not an object', async () => {
    const response = await fetch(`${device.url}/cgi-bin/webapi?op=change_password&access_token=${token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '[1,2]',
    });
    expect(((await response.json()) as { code: string }).code).toBe('-2');
  });

  it('refuses malformed JSON with -2', async () => {
    const response = await fetch(`${device.url}/cgi-bin/webapi?op=change_password&access_token=${token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"oldpassword":',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: '-2', msg: 'malformed request' });
  });

  it('refuses a JSON key that could poison a prototype with -2', async () => {
    const response = await fetch(`${device.url}/cgi-bin/webapi?op=change_password&access_token=${token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"oldpassword":"x","newpassword":"abcdef","__proto__":{"admin":true}}',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: '-2', msg: 'malformed request' });
  });

  it('refuses a body that is neither JSON nor a raw upload with 415 and -2', async () => {
    const response = await fetch(`${device.url}/cgi-bin/webapi?op=change_password&access_token=${token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'oldpassword=x&newpassword=abcdef',
    });
    expect(response.status).toBe(415);
    expect(((await response.json()) as { code: string }).code).toBe('-2');
  });

  it('refuses a body over 64 KB with 413 and -2', async () => {
    const response = await fetch(`${device.url}/cgi-bin/webapi?op=change_password&access_token=${token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ oldpassword: 'x'.repeat(70 * 1024), newpassword: 'abcdef' }),
    });
    expect(response.status).toBe(413);
    expect(((await response.json()) as { code: string }).code).toBe('-2');
  });

  it('refuses the wrong method: a write by GET, a read by POST', async () => {
    const write = await device.call('change_password', { token, method: 'GET', input: { oldpassword: 'a', newpassword: 'bbbbbb' } });
    expect(write.status).toBe(405);
    expect(write.body.code).toBe('-9');
    const read = await device.call('get_web_msg', { token, method: 'POST' });
    expect(read.status).toBe(405);
    expect(read.body.code).toBe('-9');
  });

  it('does not echo the URL, token included, in a 404', async () => {
    const response = await fetch(`${device.url}/cgi-bin/other?access_token=${token}`);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain(token);
    expect(await (await fetch(`${device.url}/x?access_token=${token}`)).text()).not.toContain(token);
  });

  it('does not run an op for a HEAD request', async () => {
    const response = await fetch(`${device.url}/cgi-bin/webapi?op=reboot&access_token=${token}`, { method: 'HEAD' });
    expect(response.status).toBe(404);
    expect((await device.call('long_link', { token })).body.code).toBe('1');
  });
});

describe('errors', () => {
  it('answers -12 with a generic message for a handler bug and logs it server-side only', async () => {
    const { status, body } = await device.call('get_cellular_info', { token });
    expect(status).toBe(200);
    expect(body).toEqual({ code: '-12', msg: 'internal error' });
    expect(JSON.stringify(body)).not.toMatch(/secret|at |\.ts/);
    expect(device.logs.some((line) => line.includes('modem AT channel died'))).toBe(true);
  });

  it('answers -7 to a change while the device is busy, reads still work', async () => {
    device.device.services.power.markBusy();
    try {
      const { body } = await device.call('change_password', { token, input: { oldpassword: 'a', newpassword: 'bbbbbb' } });
      expect(body).toEqual({ code: '-7' });
      expect((await device.call('get_web_msg', { token })).body.code).toBe('1');
    } finally {
      device.device.services.power.clearBusy();
    }
  });
});

describe('headers', () => {
  it('sends the security headers and no-store on API answers', async () => {
    for (const { headers } of [await device.call('get_web_msg', { token }), await device.call('get_web_msg'), await device.call('nope')]) {
      expect(headers.get('content-security-policy')).toBe(apiContentSecurityPolicy);
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('referrer-policy')).toBe('no-referrer');
      expect(headers.get('x-frame-options')).toBe('DENY');
      expect(headers.get('cache-control')).toBe('no-store');
      expect(headers.get('set-cookie')).toBeNull();
    }
  });

  it('sends the security headers on files and errors too', async () => {
    for (const [url, policy] of [['/', contentSecurityPolicy], ['/menu_conf.json', apiContentSecurityPolicy], ['/nothing-here', contentSecurityPolicy]] as const) {
      const response = await fetch(device.url + url);
      expect(response.headers.get('content-security-policy'), url).toBe(policy);
      expect(response.headers.get('x-frame-options'), url).toBe('DENY');
    }
  });
});

describe('menu_conf.json', () => {
  it('serves the permission file of the data folder with any query string, never cached', async () => {
    const response = await fetch(`${device.url}/menu_conf.json?static=1&t=${Date.now()}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.text()).toBe(readFileSync(path.join(device.dataDir, 'menu_conf.json'), 'utf8'));
  });
});

describe('features of menu_conf.json', () => {
  it('answers -9 to an op whose feature the model turns off', async () => {
    const gated = await startTestDevice();
    try {
      const file = path.join(gated.dataDir, 'menu_conf.json');
      const conf = JSON.parse(readFileSync(file, 'utf8'));
      conf.net.net_wan = '0';
      await writeFile(file, JSON.stringify(conf));
      const again = await gated.restart();
      try {
        const t = await again.login();
        expect((await again.call('get_wan_status', { token: t })).body.code).toBe('-9');
        expect((await again.call('get_lan_status', { token: t })).body.code).toBe('1');
        // -9 comes before the token check: a disabled feature does not exist on this model.
        expect((await again.call('get_wan_status')).body.code).toBe('-9');
      } finally {
        await again.cleanup();
      }
    } finally {
      await gated.cleanup();
    }
  });
});
