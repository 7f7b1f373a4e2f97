// The module virtual:router-login-inputs (src/login-ops.ts): for each op the router's login page
// answers without the dispatcher (router-login.ts loginHandlers), its method and its input's
// shape (input-shape.ts), generated from the contract's zod schema so that the rule lives once.
import { toJSONSchema } from 'zod';
import type { OpDef } from '@rc/contract/op';
import { loginHandlers } from './src/ubus/router-login.ts';
import { inputShape } from './input-shape.ts';
import { scanOpModules } from './op-module-scan.ts';

/** What the dispatcher checks beyond the input, which these ops must not need. */
const dispatcherOnly = ['feature', 'featureBy', 'anyFeature', 'mutates', 'risky', 'upload', 'download'] as const;

export async function loginInputsModule(): Promise<string> {
  const { defs } = scanOpModules(new Set());
  const entries: Record<string, { method: string; input: unknown }> = {};
  for (const op of Object.keys(loginHandlers(undefined as never))) {
    const file = defs.get(op);
    const def = file ? ((await import(/* @vite-ignore */ file)) as Record<string, OpDef>)[op] : undefined;
    if (!def?.public || dispatcherOnly.some((key) => def[key] !== undefined)) throw new Error(`${op}: not a public op the login page can call without the dispatcher`);
    entries[op] = { method: def.method, input: inputShape(toJSONSchema(def.input, { io: 'input', unrepresentable: 'throw' }) as Record<string, unknown>, op) };
  }
  return `export const loginInputs = ${JSON.stringify(entries)};\n`;
}
