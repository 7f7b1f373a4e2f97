// The login page's ops on a router skip zod only for input zod accepts: the shape the build reads
// from the contract (login-inputs.ts, input-shape.ts) may refuse what the contract accepts (the
// dispatcher then decides), never accept what it refuses.
import { describe, expect, it } from 'vitest';
import { get_login_info, login } from '@rc/contract/ops/session';
import { inputShape } from './input-shape';
import { loginInputsModule } from './login-inputs';
import { passesInput, type InputShape } from './src/light-input';

async function generated(): Promise<Record<string, { method: string; input: InputShape }>> {
  const source = await loginInputsModule();
  return JSON.parse(source.replace(/^export const loginInputs = /, '').replace(/;\n$/, '')) as Record<string, { method: string; input: InputShape }>;
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

  it('are not built from a schema that says more than a closed object of strings with lengths', () => {
    expect(() => inputShape({ type: 'object', properties: { token: { type: 'string', pattern: '^[a-z]+$' } }, additionalProperties: false }, 'op')).toThrow(/pattern/);
    expect(() => inputShape({ type: 'object', properties: {} }, 'op')).toThrow(/closed/);
    expect(() => inputShape({ type: 'object', properties: { n: { type: 'number' } }, additionalProperties: false }, 'op')).toThrow(/string/);
    expect(() => inputShape({ type: 'object', properties: {}, additionalProperties: false, minProperties: 1 }, 'op')).toThrow(/minProperties/);
  });

  it('let an optional field be absent, never of another type', () => {
    const shape = inputShape({ type: 'object', properties: { note: { type: 'string', maxLength: 3 } }, additionalProperties: false }, 'op');
    expect([{}, { note: 'abc' }, { note: 'abcd' }, { note: 1 }, { note: undefined }].map((input) => passesInput(shape, input))).toEqual([true, true, false, false, false]);
  });
});
