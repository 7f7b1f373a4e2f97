// An op's definition, handler and input check, loaded on its first call from the modules the
// build found for it (op-module-scan.ts); the router's own answers (router-ops.ts) come first.
// An op that takes no input (light-ops.ts) loads only its handler: its definition's gates come
// with the build, and the contract's zod only for an input that is not empty, to refuse it.
import { lightGates, moduleLoaders, opModules } from 'virtual:router-op-modules';
import type { OpDef } from '@rc/contract/op';
import type { FeatureGate } from '@rc/core/ops/op-gates';
import type { RouterOp } from './ubus/router-dispatcher';
import type { RouterHandler } from './ubus/router-ops';

type LoadOp = (name: string) => Promise<RouterOp | undefined>;

/** Each op loaded once; a chunk that failed to arrive (the router rebooting) is fetched again next time. */
function loadOnce(load: LoadOp): LoadOp {
  const loaded = new Map<string, Promise<RouterOp | undefined>>();
  return (name) => {
    let op = loaded.get(name);
    if (!op) {
      op = load(name);
      loaded.set(name, op);
      op.catch(() => loaded.delete(name));
    }
    return op;
  };
}

export function createLoadOp(own: ReadonlyMap<string, RouterHandler>, isEnabled: FeatureGate): LoadOp {
  const modulesOf = (name: string) => (Object.hasOwn(opModules, name) ? opModules[name] : undefined);
  const handlerOf = async (name: string) => {
    const handlerModule = moduleLoaders[modulesOf(name)?.[1] ?? -1];
    return own.get(name) ?? ((await handlerModule?.())?.[name] as RouterHandler | undefined);
  };

  const contractOp = loadOnce(async (name) => {
    const modules = modulesOf(name);
    if (!modules) return undefined;
    const [defs, handler, { contractRouterOp }] = await Promise.all([moduleLoaders[modules[0]]!(), handlerOf(name), import('./ubus/router-contract-op')]);
    const def = defs[name] as OpDef | undefined;
    return def && handler ? contractRouterOp(def, handler, isEnabled) : undefined;
  });

  const lightOp = loadOnce(async (name) => {
    const gates = lightGates[modulesOf(name)![2]!]!;
    const handler = await handlerOf(name);
    if (!handler) return undefined;
    return {
      def: { op: name, ...gates },
      handler,
      checkInput: async (input) => (Object.keys(input).length === 0 ? { data: {} } : (await contractOp(name))!.checkInput(input)),
    };
  });

  return (name) => (modulesOf(name)?.[2] === undefined ? contractOp(name) : lightOp(name));
}
