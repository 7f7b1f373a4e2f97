// The router's login page signs in and shows its facts without the dispatcher; anything its
// generated schema does not pass goes to the dispatcher (undefined), as does every other op.
import { describe, expect, it } from 'vitest';
import { silentLogger } from '@rc/core/log';
import { fakeRouter } from '../device/test-support/fake-router-bus';
import { recordedResult } from '../device/test-support/recorded-calls';
import { loginInputsModule } from './login-inputs';
import { loginAnswerer, type LoginInputs } from './src/login-answer';

async function answerer() {
  const source = await loginInputsModule();
  const inputs = JSON.parse(source.replace(/^export const loginInputs = /, '').replace(/;\n$/, '')) as LoginInputs;
  const router = fakeRouter({});
  return { router, answer: loginAnswerer(router.ubus, inputs, () => undefined, silentLogger) };
}

const login = { op: 'login', method: 'POST' } as const;

describe('the router login page ops', () => {
  it('signs in with the plugin and answers -3 for a wrong password', async () => {
    const { router, answer } = await answerer();
    expect(await answer(login, { username: 'root', password: 'wrong' })).toEqual({ code: '-3' });
    const signed = await answer(login, { username: 'root', password: router.password() });
    expect(signed).toEqual({ code: '1', access_token: expect.stringMatching(/^[a-z0-9]{32}$/) });
    expect(router.sessions.has(String(signed?.access_token))).toBe(true);
  });

  it('leaves input its contract refuses, other methods and other ops to the dispatcher', async () => {
    const { answer } = await answerer();
    expect(await answer(login, { username: '', password: 'x' })).toBeUndefined();
    expect(await answer(login, { username: 'root', password: 'x', role: 'admin' })).toBeUndefined();
    expect(await answer({ op: 'login', method: 'GET' }, { username: 'root', password: 'x' })).toBeUndefined();
    expect(await answer({ op: 'get_system_status', method: 'GET' }, {})).toBeUndefined();
    expect(await answer({ op: 'apply_confirm', method: 'POST' }, {})).toBeUndefined();
  });

  it('answers get_login_info before sign-in from system board and info, as the unauthenticated ACL group allows', async () => {
    const { answer } = await answerer();
    const board = recordedResult<{ model: string; release: { version: string } }>('system', 'board');
    const info = recordedResult<{ uptime: number }>('system', 'info');
    expect(await answer({ op: 'get_login_info', method: 'GET' }, {})).toEqual({ code: '1', sysversion: board.release.version, uptime: info.uptime, board: board.model });
  });
});
