// Apply with automatic rollback (issue 15): system/apply/pending-apply.ts holds the pending change.
import type { Ops } from '@rc/contract/registry';
import type { Handler } from '../op-context';
import { OpError } from '../../errors/op-error';

export const get_apply_status: Handler<Ops['get_apply_status']> = async (_input, ctx) => ctx.system.apply.status();

// Without a session only with the pending change's own token (the console at the new LAN address).
export const apply_confirm: Handler<Ops['apply_confirm']> = async (input, ctx) => {
  if (!ctx.token && !(input.token !== undefined && ctx.system.apply.holdsToken(input.token))) {
    throw new OpError('-12', ctx.system.apply.active ? 'apply.tokenRefused' : 'apply.nothingPending');
  }
  if (!(await ctx.system.apply.confirm())) throw new OpError('-12', 'apply.nothingPending');
  return {};
};

export const apply_revert: Handler<Ops['apply_revert']> = async (_input, ctx) => {
  if (!(await ctx.system.apply.rollback())) throw new OpError('-12', 'apply.nothingPending');
  return {};
};
