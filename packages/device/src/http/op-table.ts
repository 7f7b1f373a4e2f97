// The contract's op table as the dispatcher reads it: by own name only (no '__proto__' or
// 'toString'), and only entries that are op declarations of that very name.
import { ops, type OpName } from '@rc/contract/registry';
import type { OpDef } from '@rc/contract/op';

export interface FoundOp {
  name: OpName;
  op: OpDef;
}

// Built once: every call looks its op up twice (the dispatcher, the audit), and a Map lookup
// allocates nothing (bench/README.md, "Status op under load").
const byName = new Map<string, FoundOp>(
  Object.keys(ops).flatMap((name) => {
    const entry: unknown = ops[name as OpName];
    return isOpDef(entry) && entry.op === name ? [[name, { name: name as OpName, op: entry }] as const] : [];
  }),
);

export function findOp(name: unknown): FoundOp | undefined {
  return typeof name === 'string' ? byName.get(name) : undefined;
}

/** Every op of the table, for tests and generated docs. */
export function allOps(): OpDef[] {
  return [...byName.values()].map((found) => found.op);
}

function isOpDef(entry: unknown): entry is OpDef {
  return typeof entry === 'object' && entry !== null && 'op' in entry && 'input' in entry && 'output' in entry;
}
