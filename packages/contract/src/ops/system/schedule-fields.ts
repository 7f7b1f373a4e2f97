// Field schemas of the reboot schedule, which two tabs show (spec 2: "timed restart" under
// settings, "auto reboot by weekdays" as its own tab; menu_conf.json gates each separately).
// Not an ops module: the registry spreads ops modules whole.
import { z } from 'zod';
import { ValidationKey } from '../../datatypes';

export function switchSchema() {
  return z.enum(['1', '0'], { error: ValidationKey.required });
}

/** daily: at `time` every day; weekly: at `time` on the chosen weekdays. */
export const RebootMethods = ['daily', 'weekly'] as const;
export type RebootMethod = (typeof RebootMethods)[number];

export function rebootMethodSchema() {
  return z.enum(RebootMethods, { error: ValidationKey.required });
}
