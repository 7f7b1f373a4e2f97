import type { OpDef } from '@rc/contract/op';

/**
 * What callOp needs of an op. Pages pass the contract's definition (`ops.get_x`); the
 * login page and the shell pass an `opRef` so that their chunks carry no schema library.
 */
export interface OpRef<D extends OpDef = OpDef> {
  op: string;
  method: 'GET' | 'POST';
  /** Type only: the definition the reference stands for. */
  readonly definition?: D;
}

export function opRef<D extends OpDef>(op: D['op'], method: D['method']): OpRef<D> {
  return { op, method };
}
