// An op's contract definition and handler, loaded on its first call from the modules the build
// found for it (op-module-scan.ts); the router's own answers (router-ops.ts) come first.
import { opModules } from 'virtual:router-op-modules';
import type { OpDef } from '@rc/contract/op';
import type { RouterOp } from '../../device/src/ubus/router-dispatcher';
import type { RouterHandler } from '../../device/src/ubus/router-ops';

export function createLoadOp(own: ReadonlyMap<string, RouterHandler>): (name: string) => Promise<RouterOp | undefined> {
  const loaded = new Map<string, Promise<RouterOp | undefined>>();
  const load = async (name: string): Promise<RouterOp | undefined> => {
    const modules = Object.hasOwn(opModules, name) ? opModules[name] : undefined;
    if (!modules) return undefined;
    const [defs, handlers] = await Promise.all([modules.def(), modules.handler?.()]);
    const def = defs[name] as OpDef | undefined;
    const handler = own.get(name) ?? (handlers?.[name] as RouterHandler | undefined);
    return def && handler ? { def, handler } : undefined;
  };
  return (name) => {
    let op = loaded.get(name);
    if (!op) {
      op = load(name);
      loaded.set(name, op);
      // A chunk that failed to arrive (the router rebooting) is fetched again next time.
      op.catch(() => loaded.delete(name));
    }
    return op;
  };
}
