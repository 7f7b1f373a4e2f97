// System > System log (spec 3 "Log entry: date, type (all | net | sys | other), content"). The
// device writes it itself: logins, failed logins, setting changes, reboots, upgrades.
import { z } from 'zod';
import { defineOp } from '../../op';
import { SystemLimits } from '../../constants';

const entryType = z.enum(['net', 'sys', 'other']);

export const get_syslog = defineOp({
  op: 'get_syslog',
  method: 'GET',
  feature: 'mgnt_log',
  summary: `The system log, newest first, at most ${SystemLimits.syslogMaxEntries} entries, of one type or all. event names what happened (the console words it per language); content is the same in English.`,
  input: z.strictObject({ type: z.enum(['all', 'net', 'sys', 'other'], { error: 'syslog.typeInvalid' }).default('all') }),
  output: z.object({
    entries: z.array(
      z.object({
        /** epoch milliseconds */
        time: z.number(),
        type: entryType,
        event: z.string(),
        content: z.string(),
        params: z.record(z.string(), z.string()),
      }),
    ),
  }),
});

export const clear_syslog = defineOp({
  op: 'clear_syslog',
  method: 'POST',
  feature: 'mgnt_log',
  mutates: true,
  summary: 'Empties the system log; the clearing itself is its first new entry, so an audit trail never vanishes silently.',
  input: z.strictObject({}),
  output: z.object({}),
});
