// The reboot schedule (our `autoreboot` file) as an entry of OpenWrt's crontab, /etc/crontabs/root,
// which BusyBox crond runs in the system's time zone (system.timezone). Our lines end with a
// marker comment; every other line of the file is kept as it is. A router without an RTC boots
// with the time of its newest file in /etc (base-files' /etc/init.d/sysfixtime) until NTP answers;
// the entry sleeps past its minute and touches /etc/banner first, as OpenWrt's cron guide does,
// so that the clock after the reboot is past the entry and crond does not reboot it again.
import { Weekdays, type Weekday } from '@rc/contract/constants';
import { rebootDays, type RebootSchedule } from '@rc/core/schedule/reboot-schedule';

/** root's crontab, which BusyBox crond reads. */
export const crontabPath = '/etc/crontabs/root';

export const crontabMarker = '# routerd: reboot schedule';

// cron's day of week: 0 is Sunday.
const cronDay: Record<Weekday, number> = { sun: 0, mon: 1, tue: 2, wed: 3, thu: 4, fri: 5, sat: 6 };

/** The crontab with our entry for `schedule` in place of the old one (none when disabled). */
export function withRebootEntry(crontab: string, schedule: RebootSchedule): string {
  const kept = crontab.split('\n').filter((line) => line !== '' && !line.endsWith(crontabMarker));
  if (schedule.enabled === '1') kept.push(rebootEntry(schedule));
  return kept.length > 0 ? `${kept.join('\n')}\n` : '';
}

export function rebootEntry(schedule: RebootSchedule): string {
  const [hour = '0', minute = '0'] = schedule.time.split(':');
  const days = rebootDays(schedule);
  const dow = days.length === Weekdays.length ? '*' : days.map((day) => cronDay[day]).sort((a, b) => a - b).join(',');
  return `${Number(minute)} ${Number(hour)} * * ${dow} sleep 70 && touch /etc/banner && /sbin/reboot ${crontabMarker}`;
}
