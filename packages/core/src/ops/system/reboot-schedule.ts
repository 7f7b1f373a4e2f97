// System > Reboot schedule: the weekly view of the schedule the settings tab also shows.
import type { Ops } from '@rc/contract/registry';
import { readRebootSchedule, rebootDays, schedulePackage, writeRebootSchedule } from '../../schedule/reboot-schedule';
import type { UciPackage } from '../../uci/uci-types';
import type { Handler } from '../op-context';

export const get_reboot_schedule: Handler<Ops['get_reboot_schedule']> = async (_input, ctx) => {
  const schedule = readRebootSchedule(await ctx.store.read(schedulePackage));
  return { enabled: schedule.enabled, time: schedule.time, weekdays: rebootDays(schedule) };
};

export const set_reboot_schedule: Handler<Ops['set_reboot_schedule']> = async (input, ctx) => {
  await ctx.store.transact('set_reboot_schedule', [schedulePackage], (draft) => {
    writeRebootSchedule(draft[schedulePackage] as UciPackage, { ...input, method: 'weekly' });
  });
  return {};
};
