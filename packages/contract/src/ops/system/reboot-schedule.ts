// System > Reboot schedule (spec 2 "auto reboot by weekdays"): the weekly view of the schedule
// that get_timed_reboot shows under settings; saving it makes the schedule weekly.
import { z } from 'zod';
import { defineOp } from '../../op';
import { clockTimeSchema, ValidationKey, weekdaysSchema } from '../../datatypes';
import { switchSchema } from './schedule-fields';

export const get_reboot_schedule = defineOp({
  op: 'get_reboot_schedule',
  method: 'GET',
  feature: 'reboot',
  summary: 'Automatic reboot: on or off, time of day (device time zone) and weekdays; a daily schedule reads as all seven days.',
  input: z.strictObject({}),
  output: z.object({ enabled: z.enum(['1', '0']), time: z.string(), weekdays: z.array(z.string()) }),
});

export const set_reboot_schedule = defineOp({
  op: 'set_reboot_schedule',
  method: 'POST',
  feature: 'reboot',
  mutates: true,
  summary: 'Saves the automatic reboot as a weekly schedule; time and weekdays are required when enabled, kept when left out. The device reboots then.',
  input: z
    .strictObject({ enabled: switchSchema(), time: clockTimeSchema().optional(), weekdays: weekdaysSchema().optional() })
    .superRefine((value, context) => {
      if (value.enabled !== '1') return;
      if (value.time === undefined) context.addIssue({ code: 'custom', path: ['time'], message: ValidationKey.clockTime });
      if (value.weekdays === undefined) context.addIssue({ code: 'custom', path: ['weekdays'], message: ValidationKey.weekdays });
    }),
  output: z.object({}),
});
