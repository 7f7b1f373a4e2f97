// An op of the router build with its input checked by the contract's zod schema, as the Node
// daemon checks it (op-call.ts). Its own module: the schema library loads with the first op
// that needs it, not with the dispatcher (router-dispatcher.ts). Browser-safe.
import type { OpDef } from '@rc/contract/op';
import { checkInput, type FeatureGate } from '@rc/core/ops/op-call';
import type { RouterOp } from './router-dispatcher';
import type { RouterHandler } from './router-ops';

export function contractRouterOp(def: OpDef, handler: RouterHandler, isEnabled: FeatureGate): RouterOp {
  return { def, handler, checkInput: async (input, hasUpload = false) => checkInput(def, input, isEnabled, hasUpload) };
}
