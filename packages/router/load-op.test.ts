// An op without input is answered with its handler alone; its contract module (and zod) loads
// only to refuse an input that is not empty, or for an op with input (load-op.ts).
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineOp } from '@rc/contract/op';

const loaded: string[] = [];
const statusDef = defineOp({ op: 'get_status', method: 'GET', summary: '', input: z.strictObject({}), output: z.object({}) });
const bandDef = defineOp({ op: 'get_band', method: 'GET', summary: '', input: z.strictObject({ band: z.enum(['2g', '5g']) }), output: z.object({}) });
const module = (name: string, exports: Record<string, unknown>) => async () => (loaded.push(name), exports);

vi.mock('virtual:router-op-modules', () => ({
  moduleLoaders: [
    module('contract', { get_status: statusDef, get_band: bandDef }),
    module('handlers', { get_status: async () => ({ up: true }), get_band: async (input: { band: string }) => ({ band: input.band }) }),
  ],
  lightGates: [{ method: 'GET', feature: 'wifi' }],
  opModules: { get_status: [0, 1, 0], get_band: [0, 1] },
}));

const { createLoadOp } = await import('./src/load-op');

beforeEach(() => {
  loaded.length = 0;
});

describe('the router build loading an op', () => {
  it('answers an op without input from its handler module and the gates the build read', async () => {
    const op = (await createLoadOp(new Map(), () => true)('get_status'))!;
    expect(op.def).toEqual({ op: 'get_status', method: 'GET', feature: 'wifi' });
    expect(await op.checkInput({})).toEqual({ data: {} });
    expect(loaded).toEqual(['handlers']);
  });

  it('refuses a field sent to an op without input with the contract\'s answer, loading it then', async () => {
    const op = (await createLoadOp(new Map(), () => true)('get_status'))!;
    expect(await op.checkInput({ band: '2g' })).toMatchObject({ refusal: { code: '-2' } });
    expect(loaded).toContain('contract');
  });

  it('checks an op with input by its contract schema', async () => {
    const op = (await createLoadOp(new Map(), () => true)('get_band'))!;
    expect(loaded.sort()).toEqual(['contract', 'handlers']);
    expect(await op.checkInput({ band: '2g' })).toEqual({ data: { band: '2g' } });
    expect(await op.checkInput({ band: '6g' })).toMatchObject({ refusal: { code: '-2' } });
  });

  it('runs the router\'s own handler in place of the daemon\'s', async () => {
    const own = async () => ({ own: true });
    const op = (await createLoadOp(new Map([['get_status', own]]), () => true)('get_status'))!;
    expect(op.handler).toBe(own);
    expect(loaded).toEqual([]);
  });

  it('knows no op the contract does not declare', async () => {
    expect(await createLoadOp(new Map(), () => true)('get_nothing')).toBeUndefined();
  });
});
