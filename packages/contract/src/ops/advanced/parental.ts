// Advanced > Parental control (spec 2, 3): rules that cut a device's internet access by MAC in
// a daily time window on chosen weekdays, as firewall4 `config rule` sections with its
// start_time / stop_time / weekdays options (fw4 renders them as `meta hour` / `meta day`).
import { z } from 'zod';
import { defineOp } from '../../op';
import { Weekdays } from '../../constants';
import { clockTimeSchema, duplicateIndexes, emptyOr, macSchema, requiredString, ValidationKey, weekdaysSchema } from '../../datatypes';
import { PARENTAL_ID_RE, ParentalKey, ParentalLimits } from './parental-fields';

const switchValue = z.enum(['1', '0']);

const parentalRule = z
  .strictObject({
    /** the rule's row id (its section name); '' for a new rule */
    id: z.union([z.literal(''), z.string().regex(PARENTAL_ID_RE)]),
    mac: macSchema(),
    /** HH:MM, device time; an end before the start runs through midnight */
    startTime: clockTimeSchema(),
    endTime: clockTimeSchema(),
    weekdays: weekdaysSchema(),
    description: emptyOr(requiredString(ParentalKey.description, ParentalLimits.descriptionMaxLength), ParentalKey.description),
    enabled: switchValue,
  })
  .superRefine((rule, ctx) => {
    if (rule.startTime === rule.endTime) ctx.addIssue({ code: 'custom', path: ['endTime'], message: ParentalKey.sameTimes });
  });

export type ParentalRule = z.output<typeof parentalRule>;

const parentalRuleList = z
  .array(parentalRule)
  .max(ParentalLimits.maxRules, ValidationKey.tooManyEntries)
  .superRefine((rules, ctx) => {
    const ids = rules.map((rule, index) => rule.id || `new ${index}`);
    for (const index of duplicateIndexes(ids, (id) => id)) ctx.addIssue({ code: 'custom', path: [index, 'id'], message: ValidationKey.duplicate });
    for (const index of duplicateIndexes(rules, (rule) => `${rule.mac.toLowerCase()} ${rule.startTime} ${rule.endTime} ${rule.weekdays.join(',')}`)) {
      ctx.addIssue({ code: 'custom', path: [index, 'mac'], message: ParentalKey.duplicate });
    }
  });

const parentalRow = z.object({
  id: z.string(),
  mac: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  weekdays: z.array(z.enum(Weekdays)),
  description: z.string(),
  enabled: switchValue,
});

export const get_parental = defineOp({
  op: 'get_parental',
  method: 'GET',
  feature: 'adv_parent',
  summary: 'Parental control rules: MAC, daily start and end (HH:MM, device time; an end before the start runs through midnight), weekdays the window starts on, description, on or off.',
  input: z.strictObject({}),
  output: z.object({ rules: z.array(parentalRow) }),
});

export const set_parental = defineOp({
  op: 'set_parental',
  method: 'POST',
  feature: 'adv_parent',
  mutates: true,
  summary: 'Replaces the parental control rules (at most 32). A rule keeps its id; a new one (id empty) gets one. A window across midnight is written as two firewall rules and read back as one.',
  input: z.strictObject({ rules: parentalRuleList }),
  output: z.object({}),
});

export const get_parental_status = defineOp({
  op: 'get_parental_status',
  method: 'GET',
  feature: 'adv_parent',
  summary: 'The ids of the enabled rules whose window holds now, in the device time zone.',
  input: z.strictObject({}),
  output: z.object({ blockingNow: z.array(z.string()) }),
});
