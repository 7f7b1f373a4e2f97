import { describe, expect, it } from 'vitest';
import { ops } from '@rc/contract/registry';
import { handlers } from '../device/src/daemon-ops/handlers';
import { routerOwnOps } from './src/ubus/router-ops';
import { scanOpModules } from './op-module-scan';

const own = new Set(routerOwnOps({ ubus: undefined as never, apply: undefined as never }).keys());

describe('the router build\'s op modules', () => {
  const { defs, handlers: files } = scanOpModules(own);

  it('finds the contract module of every op, exporting that very definition', async () => {
    for (const [name, def] of Object.entries(ops)) {
      const file = defs.get(name);
      expect(file, name).toBeDefined();
      expect((await import(file!))[name], name).toBe(def);
    }
  });

  it('finds the daemon\'s own handler of every op the router does not answer itself', async () => {
    for (const name of Object.keys(ops)) {
      if (own.has(name)) continue;
      const file = files.get(name);
      expect(file, name).toBeDefined();
      expect((await import(file!))[name], name).toBe(handlers[name as keyof typeof handlers]);
    }
  });

  it('answers only ops of the contract itself', () => {
    expect([...own].filter((name) => !Object.hasOwn(ops, name))).toEqual([]);
  });
});
