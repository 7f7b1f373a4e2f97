// Part of virtual:router-op-modules (op-modules-source.ts, src/load-op.ts): every op whose input is the empty object
// (the status pages' reads, the shell's session calls), with what the dispatcher checks of it
// beside its input. Such an op is answered without its contract module, whose zod schemas load
// with it (DESIGN budgets); an input that is not empty still goes to the contract's zod.
import { toJSONSchema, type ZodType } from 'zod';
import type { OpDef } from '@rc/contract/op';
import type { RouterOpDef } from './src/ubus/router-dispatcher.ts';
import { scanOpModules } from './op-module-scan.ts';

/** What the dispatcher reads of an op (router-dispatcher.ts RouterOpDef) that plain data can carry. */
const carried = ['method', 'public', 'mutates', 'revertsPending', 'feature', 'anyFeature'] as const satisfies readonly (keyof RouterOpDef)[];

/** Definitions that need more than a gate and the empty input: a rollback, a file, a gate by input value. */
const needsContract = ['risky', 'download', 'upload', 'featureBy'] as const;

/** z.strictObject({}) and nothing more: no refinement, no transform. */
function takesNoInput(input: ZodType): boolean {
  const def = input._zod.def as { type: string; checks?: unknown[] };
  if (def.type !== 'object' || def.checks?.length) return false;
  const schema = toJSONSchema(input, { io: 'input', unrepresentable: 'throw' }) as Record<string, unknown>;
  const properties = schema.properties as Record<string, unknown> | undefined;
  return schema.type === 'object' && schema.additionalProperties === false && Object.keys(properties ?? {}).length === 0 && !schema.required;
}

export type LightOps = Record<string, Pick<RouterOpDef, (typeof carried)[number]>>;

export async function lightOps(): Promise<LightOps> {
  const { defs } = scanOpModules(new Set());
  const light: LightOps = {};
  for (const [op, file] of defs) {
    const def = ((await import(/* @vite-ignore */ file)) as Record<string, OpDef>)[op];
    if (!def || needsContract.some((key) => def[key] !== undefined) || !takesNoInput(def.input)) continue;
    light[op] = Object.fromEntries(carried.filter((key) => def[key] !== undefined).map((key) => [key, def[key]])) as LightOps[string];
  }
  return light;
}
