// Apply with automatic rollback (issue 15): the state of a risky save awaiting confirmation, and
// the browser's answer to it. Available whatever menu_conf.json says: a pending change must always
// be confirmable.
import { z } from 'zod';
import { defineOp } from '../../op';

export const get_apply_status = defineOp({
  op: 'get_apply_status',
  method: 'GET',
  summary:
    'Whether a risky save awaits confirmation: the op that saved it and the seconds before the device rolls it back; and the last change the device rolled back by itself since it started.',
  input: z.strictObject({}),
  output: z.object({
    pending: z.boolean(),
    op: z.string(),
    secondsLeft: z.number(),
    lastRollback: z.object({ op: z.string(), time: z.string() }).nullable(),
  }),
});

export const apply_confirm = defineOp({
  op: 'apply_confirm',
  method: 'POST',
  summary:
    "Keeps the pending change. Callable without a session with the `token` the risky save answered (`apply_token`): the console confirms from the LAN's new address, where its session is unknown; -12 apply.tokenRefused without either. -12 apply.nothingPending when none is pending (it was rolled back already).",
  public: true,
  input: z.strictObject({ token: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/).optional() }),
  output: z.object({}),
});

export const apply_revert = defineOp({
  op: 'apply_revert',
  method: 'POST',
  summary: 'Rolls the pending change back now. -12 apply.nothingPending when none is pending.',
  input: z.strictObject({}),
  output: z.object({}),
});
