import { describe, expect, it } from 'vitest';
import { testInitialPassword, type TestDevice } from '../../../../device/test-support/test-device';
import { devicesPerTest } from '../../../../device/test-support/devices-per-test';

const devices = devicesPerTest();

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const login = (device: TestDevice, password: string, username = 'admin', method: 'GET' | 'POST' = 'POST') =>
  device.call('login', { method, input: { username, password } }).then((r) => r.body);

describe('login screen facts', () => {
  it('answers version, operation hours and model without a token, and nothing more', async () => {
    const device = await devices.start();
    const { body } = await device.call('get_login_info', {});
    expect(body).toEqual({ code: '1', sysversion: expect.stringMatching(/^V\d/), uptime: expect.any(Number), board: expect.any(String) });
  });
});

describe('login', () => {
  it('signs in by POST with the factory password and answers a 256-bit token', async () => {
    const device = await devices.start();
    const body = await login(device, testInitialPassword);
    expect(body).toEqual({ code: '1', access_token: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect((await device.call('get_web_msg', { token: body.access_token })).body.code).toBe('1');
  });

  it("accepts the spec's GET login only with --legacy-get-login", async () => {
    const device = await devices.start({ legacyGetLogin: true });
    const body = await login(device, testInitialPassword, 'admin', 'GET');
    expect(body.code).toBe('1');
    expect((await device.call('long_link', { token: body.access_token })).body.code).toBe('1');
  });

  it('answers -3 alike to a wrong password and to a wrong username', async () => {
    const device = await devices.start();
    expect(await login(device, 'wrong-password')).toEqual({ code: '-3' });
    expect(await login(device, testInitialPassword, 'root')).toEqual({ code: '-3' });
  });

  it('answers -2 without username or password', async () => {
    const device = await devices.start();
    const { body } = await device.call('login', { input: { username: 'admin' } });
    expect(body.code).toBe('-2');
    expect(body.errors).toEqual([{ field: 'password', key: 'validation.required' }]);
    expect((await device.call('login', { input: { username: '', password: 'x' } })).body.errors).toEqual([
      { field: 'username', key: 'login.usernameRequired' },
    ]);
  });

  it('locks a client out after 5 failures with retry_after, checked before the password, growing', async () => {
    const device = await devices.start({ lockoutSeconds: 1 });
    for (let i = 0; i < 5; i++) expect((await login(device, `guess-${i}`)).code).toBe('-3');
    // Even the right password is refused during the lockout: it is not even checked.
    expect(await login(device, testInitialPassword)).toEqual({ code: '-5', retry_after: 1 });
    await sleep(1100);
    expect((await login(device, 'guess-6')).code).toBe('-3');
    expect(await login(device, 'guess-7')).toEqual({ code: '-5', retry_after: 2 });
    await sleep(2100);
    expect((await login(device, testInitialPassword)).code).toBe('1');
    // A success forgets the failures.
    for (let i = 0; i < 4; i++) await login(device, `again-${i}`);
    expect((await login(device, testInitialPassword)).code).toBe('1');
  });

  it('counts parallel guesses: a burst cannot outrun the lockout', async () => {
    const device = await devices.start();
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => login(device, `burst-${i}`)));
    const codes = answers.map((a) => a.code);
    expect(codes.filter((c) => c === '-3')).toHaveLength(5);
    expect(codes.filter((c) => c === '-5')).toHaveLength(7);
  });
});

describe('sessions', () => {
  it("ends a session left idle, while the administrator's calls keep a session alive", async () => {
    const device = await devices.start({ sessionIdleSeconds: 0.6 });
    const idle = await device.login();
    const busy = await device.login();
    for (let i = 0; i < 4; i++) {
      await sleep(250);
      expect((await device.call('get_system_status', { token: busy })).body.code).toBe('1');
    }
    expect((await device.call('long_link', { token: idle })).body).toEqual({ code: '-1' });
  });

  it('logs out by the spec path /cgi-bin/webapi/login?op=logout and the token is dead', async () => {
    const device = await devices.start();
    const token = await device.login();
    const other = await device.login();
    const { body } = await device.call('logout', { token, path: '/cgi-bin/webapi/login' });
    expect(body).toEqual({ code: '1' });
    expect((await device.call('get_web_msg', { token })).body).toEqual({ code: '-1' });
    expect((await device.call('get_web_msg', { token: other })).body.code).toBe('1');
    expect((await device.call('logout', { token: other })).body.code).toBe('1');
    expect((await device.call('long_link', { token: other })).body.code).toBe('-1');
  });
});

describe('change_password', () => {
  it('answers -10 when the old password is wrong and keeps the password', async () => {
    const device = await devices.start();
    const token = await device.login();
    const { body } = await device.call('change_password', { token, input: { role: 'admin', oldpassword: 'not-it', newpassword: 'new-pass-1' } });
    expect(body).toEqual({ code: '-10' });
    expect((await login(device, testInitialPassword)).code).toBe('1');
  });

  it('counts a wrong old password as a failed sign-in: the fifth locks, even the right old one, and nothing changes (issue 39.6)', async () => {
    const device = await devices.start({ lockoutSeconds: 1 });
    const token = await device.login();
    const change = (oldpassword: string) => device.call('change_password', { token, input: { role: 'admin', oldpassword, newpassword: 'taken-over-1' } }).then((r) => r.body);
    for (let i = 0; i < 5; i++) expect((await change(`guess-${i}`)).code).toBe('-10');
    expect((await change(testInitialPassword)).code).toBe('-5');
    await sleep(1100);
    expect((await login(device, testInitialPassword)).code).toBe('1');
  });

  it('answers -2 with field newpassword for a password shorter than 5', async () => {
    const device = await devices.start();
    const token = await device.login();
    const { body } = await device.call('change_password', { token, input: { oldpassword: testInitialPassword, newpassword: 'abcd' } });
    expect(body).toEqual({ code: '-2', errors: [{ field: 'newpassword', key: 'password.tooShort' }] });
  });

  it('changes the password, ends every other session, and the new one survives a restart', async () => {
    const device = await devices.start();
    const mine = await device.login();
    const other = await device.login();
    const { body } = await device.call('change_password', { token: mine, input: { role: 'admin', oldpassword: testInitialPassword, newpassword: 'N3w-secret' } });
    expect(body).toEqual({ code: '1' });
    expect((await device.call('long_link', { token: mine })).body.code).toBe('1');
    expect((await device.call('long_link', { token: other })).body.code).toBe('-1');
    expect((await login(device, testInitialPassword)).code).toBe('-3');
    expect((await login(device, 'N3w-secret')).code).toBe('1');

    const again = devices.add(await device.restart());
    expect((await login(again, testInitialPassword)).code).toBe('-3');
    expect((await login(again, 'N3w-secret')).code).toBe('1');
    expect(again.logs.join('\n')).not.toContain('N3w-secret');
  });
});
