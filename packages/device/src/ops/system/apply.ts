// Apply with automatic rollback (issue 15): system/apply/pending-apply.ts holds the pending change.
import type { Ops } from '@rc/contract/registry';
import type { Handler } from '../op-context';
import { OpError } from '../op-error';

export const get_apply_status: Handler<Ops['get_apply_status']> = async (_input, ctx) => ctx.system.apply.status();

export const apply_confirm: Handler<Ops['apply_confirm']> = async (_input, ctx) => {
  if (!(await ctx.system.apply.confirm())) throw new OpError('-12', 'apply.nothingPending');
  return {};
};

export const apply_revert: Handler<Ops['apply_revert']> = async (_input, ctx) => {
  if (!(await ctx.system.apply.rollback())) throw new OpError('-12', 'apply.nothingPending');
  return {};
};
