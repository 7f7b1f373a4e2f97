// The automatic reboot of spec 2 (settings "timed restart", and the reboot tab "by weekdays"): one
// schedule in our own UCI file, as OpenWrt has none (luci-app-autoreboot keeps its own too):
//   config schedule 'reboot'
//     option enabled '1'
//     option method 'weekly'        # or 'daily'
//     option time '03:30'           # device time zone, system.@system[0].zonename
//     list weekday 'mon'
import { Weekdays, type Weekday } from '@rc/contract/constants';
import { isClockTime } from '@rc/contract/mac-and-clock';
import type { RebootMethod } from '@rc/contract/ops/system/schedule-fields';
import { ensureSection, getList, getOption, getSection, setOption } from '../uci/uci-edit';
import type { UciPackage } from '../uci/uci-types';

export const schedulePackage = 'autoreboot';
const SECTION = 'reboot';

export interface RebootSchedule {
  enabled: '1' | '0';
  method: RebootMethod;
  time: string;
  weekdays: Weekday[];
}

const defaults: RebootSchedule = { enabled: '0', method: 'daily', time: '03:00', weekdays: [...Weekdays] };

/** What the file says; a value a hand edit broke reads as the default, so the page still loads. */
export function readRebootSchedule(pkg: UciPackage): RebootSchedule {
  const section = getSection(pkg, SECTION);
  if (!section) return { ...defaults, weekdays: [...defaults.weekdays] };
  const method = getOption(section, 'method');
  const time = getOption(section, 'time');
  const days = getList(section, 'weekday').filter((day): day is Weekday => (Weekdays as readonly string[]).includes(day));
  return {
    enabled: getOption(section, 'enabled') === '1' ? '1' : '0',
    method: method === 'weekly' ? 'weekly' : 'daily',
    time: isClockTime(time) ? time : defaults.time,
    weekdays: days.length > 0 ? Weekdays.filter((day) => days.includes(day)) : [...defaults.weekdays],
  };
}

/** Writes the fields given; the others keep what the file holds. */
export function writeRebootSchedule(pkg: UciPackage, change: Partial<RebootSchedule>): void {
  const section = ensureSection(pkg, 'schedule', SECTION);
  if (change.enabled !== undefined) setOption(section, 'enabled', change.enabled);
  if (change.method !== undefined) setOption(section, 'method', change.method);
  if (change.time !== undefined) setOption(section, 'time', change.time);
  if (change.weekdays !== undefined) setOption(section, 'weekday', Weekdays.filter((day) => change.weekdays?.includes(day)));
}

/** The days a schedule reboots on: every day when daily. */
export function rebootDays(schedule: RebootSchedule): Weekday[] {
  return schedule.method === 'daily' ? [...Weekdays] : schedule.weekdays;
}
