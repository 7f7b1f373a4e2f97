// System > History (issue 15): the saved changes, option by option, with revert, restore as of a
// point, and export. Credentials are never answered: a changed one says only that it changed.
import { z } from 'zod';
import { defineOp } from '../../op';
import { packageChangeSchema } from '../../config-change';

const historyId = z.string().regex(/^[0-9TZ-]{20,40}$/, 'validation.invalid');

const historyEntry = z.object({
  id: z.string(),
  /** ISO 8601 */
  time: z.string(),
  /** the op that saved it (set_dhcp, restore_upload, revert_history_entry...) */
  op: z.string(),
  /** the administrator's address (a router: the rpcd account, root); '' for the daemon's own changes */
  by: z.string(),
  files: z.array(packageChangeSchema),
});

export const get_history = defineOp({
  op: 'get_history',
  method: 'GET',
  feature: 'mgnt_history',
  summary: 'The saved changes, newest first (the newest 200 within 2 MB unless the daemon is told otherwise), each file as section and option changes.',
  input: z.strictObject({}),
  output: z.object({ entries: z.array(historyEntry) }),
});

export const get_history_raw = defineOp({
  op: 'get_history_raw',
  method: 'GET',
  feature: 'mgnt_history',
  summary: "One entry's files as uci export writes them, before and after (null: no file), credentials replaced by '(secret)'.",
  input: z.strictObject({ id: historyId }),
  output: z.object({ files: z.array(z.object({ pkg: z.string(), before: z.string().nullable(), after: z.string().nullable() })) }),
});

const revertOutput = z.object({
  /** `pkg.section.option` credentials the undone change(s) had set: left as they are now */
  keptSecrets: z.array(z.string()),
});

export const revert_history_entry = defineOp({
  op: 'revert_history_entry',
  method: 'POST',
  feature: 'mgnt_history',
  mutates: true,
  risky: true,
  summary:
    "Undoes one change as a new change. Refused (-12 history.conflict, `where` naming the options) when a later change touched the same options; -12 history.notFound for an unknown id. A restore that takes away a disk's mount (fstab) unmounts it; when that disk cannot be unmounted nothing is restored (-12 history.unmountFailed, `id` and `target` naming it).",
  input: z.strictObject({ id: historyId }),
  output: revertOutput,
});

export const restore_history_point = defineOp({
  op: 'restore_history_point',
  method: 'POST',
  feature: 'mgnt_history',
  mutates: true,
  risky: true,
  summary: 'Brings the settings back to what they were right after this change, by undoing every newer change, newest first, as one new change. Same refusals as revert_history_entry.',
  input: z.strictObject({ id: historyId }),
  output: revertOutput,
});

export const history_export = defineOp({
  op: 'history_export',
  method: 'GET',
  feature: 'mgnt_history',
  download: { contentType: 'application/json' },
  summary: 'Answers the history itself, not JSON of the API: one entry (id) or all of them, as a .json file with credentials redacted.',
  input: z.strictObject({ id: historyId.optional() }),
  output: z.object({}),
});
