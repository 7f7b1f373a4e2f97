// The login page's ops on a router skip zod only for input zod accepts: the JSON Schema the build
// generates from the contract (login-inputs.ts) may refuse what the contract accepts (the
// dispatcher then decides), never accept what it refuses.
import { describe, expect, it } from 'vitest';
import { get_login_info, login } from '@rc/contract/ops/session';
import { loginInputsModule } from './login-inputs';
import { passesInput, type InputSchema } from './src/light-input';

async function generated(): Promise<Record<string, { method: string; input: InputSchema }>> {
  const source = await loginInputsModule();
  return JSON.parse(source.replace(/^export const loginInputs = /, '').replace(/;\n$/, '')) as Record<string, { method: string; input: InputSchema }>;
}

const loginInputs: unknown[] = [
  { username: 'root', password: 'router-admin-1' },
  { username: 'root', password: '' },
  { username: '', password: 'x' },
  { username: 'a'.repeat(64), password: 'p'.repeat(128) },
  { username: 'a'.repeat(65), password: 'p' },
  { username: 'root', password: 'p'.repeat(129) },
  { username: 'root' },
  { username: 'root', password: 'x', extra: '1' },
  { username: 1, password: 'x' },
  { username: 'root', password: undefined },
  { username: '😀'.repeat(32), password: 'x' },
  { username: '😀'.repeat(33), password: 'x' },
  ['root', 'x'],
  null,
  'root',
];

describe('the login page ops answered without the dispatcher', () => {
  it('are the public login ops, with their contract method', async () => {
    const inputs = await generated();
    expect(Object.keys(inputs).sort()).toEqual(['get_login_info', 'login']);
    expect(inputs.login!.method).toBe('POST');
    expect(inputs.get_login_info!.method).toBe('GET');
  });

  it('pass exactly the login inputs the contract accepts', async () => {
    const schema = (await generated()).login!.input;
    for (const input of loginInputs) expect([input, passesInput(schema, input)]).toEqual([input, login.input.safeParse(input).success]);
  });

  it('pass get_login_info only without fields', async () => {
    const schema = (await generated()).get_login_info!.input;
    for (const input of [{}, { a: '1' }, [], null]) expect([input, passesInput(schema, input)]).toEqual([input, get_login_info.input.safeParse(input).success]);
  });

  it('fail an input against a schema keyword they do not know (zod decides)', () => {
    expect(passesInput({ type: 'object', properties: { token: { type: 'string', pattern: '^[a-z]+$' } }, additionalProperties: false }, { token: 'abc' })).toBe(false);
    expect(passesInput({ type: 'object', properties: {} }, {})).toBe(false);
  });
});
