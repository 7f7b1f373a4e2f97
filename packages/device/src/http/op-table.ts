// The contract's op table as the dispatcher reads it: by own name only (no '__proto__' or
// 'toString'), and only entries that are op declarations of that very name.
import { ops, type OpName } from '@rc/contract/registry';
import type { OpDef } from '@rc/contract/op';

export function findOp(name: unknown): { name: OpName; op: OpDef } | undefined {
  if (typeof name !== 'string' || !Object.hasOwn(ops, name)) return undefined;
  const entry: unknown = ops[name as OpName];
  if (!isOpDef(entry) || entry.op !== name) return undefined;
  return { name: name as OpName, op: entry };
}

/** Every op of the table, for tests and generated docs. */
export function allOps(): OpDef[] {
  return Object.keys(ops).flatMap((name) => findOp(name)?.op ?? []);
}

function isOpDef(entry: unknown): entry is OpDef {
  return typeof entry === 'object' && entry !== null && 'op' in entry && 'input' in entry && 'output' in entry;
}
