import { describe, expect, it } from 'vitest';
import { ops } from '@rc/contract/registry';
import { refs } from './op-refs';

describe('schema-free op references', () => {
  it.each(Object.entries(refs))('%s names a contract op with its method', (name, ref) => {
    const def = (ops as Record<string, { op: string; method: string }>)[name];
    expect(def, `${name} is not in the contract registry`).toBeDefined();
    expect(ref).toMatchObject({ op: def?.op, method: def?.method });
  });
});
