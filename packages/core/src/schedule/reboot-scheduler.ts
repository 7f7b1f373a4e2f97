// "The device really reboots then": checks the schedule a few times a minute against the clock in
// the device's time zone and takes the same reboot path as the reboot op. A reboot shorter than a
// minute must not fire twice in the same minute, so the last fired minute is remembered.
import { Weekdays, type Weekday } from '@rc/contract/constants';
import type { ConfigStore } from '../uci/config-store';
import { systemSettings } from '../settings/system-settings';
import { readRebootSchedule, rebootDays, schedulePackage } from './reboot-schedule';
import { zoneClock } from '../lib/zone-clock';

export interface RebootSchedulerOptions {
  store: ConfigStore;
  /** true while an upgrade, restore, reboot or reset runs: no scheduled reboot then */
  isBusy: () => boolean;
  reboot: () => Promise<void>;
  onError: (err: unknown) => void;
  now?: () => number;
  tickMs?: number;
}

export interface LocalMinute {
  /** YYYY-MM-DD HH:MM in the zone */
  key: string;
  time: string;
  weekday: Weekday;
}

const CHECK_EVERY_MS = 15_000;

export class RebootScheduler {
  private timer: NodeJS.Timeout | undefined;
  private lastFired = '';
  private readonly now: () => number;

  constructor(private readonly options: RebootSchedulerOptions) {
    this.now = options.now ?? Date.now;
  }

  start(): void {
    this.timer ??= setInterval(() => void this.check().catch(this.options.onError), this.options.tickMs ?? CHECK_EVERY_MS);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  /** Reboots when the schedule names this minute; true when it did. */
  async check(at: number = this.now()): Promise<boolean> {
    const schedule = readRebootSchedule(await this.options.store.read(schedulePackage));
    if (schedule.enabled !== '1' || this.options.isBusy()) return false;
    const minute = localMinute(at, systemSettings(await this.options.store.read('system')).zonename);
    if (minute.time !== schedule.time || !rebootDays(schedule).includes(minute.weekday) || minute.key === this.lastFired) return false;
    this.lastFired = minute.key;
    await this.options.reboot();
    return true;
  }
}

const two = (value: number) => String(value).padStart(2, '0');
// zoneClock's weekday, 0 Sunday
const weekdayNames: readonly Weekday[] = [Weekdays[6], ...Weekdays.slice(0, 6)];

/** The wall clock of `zonename` at `at`; an unknown zone reads as UTC. */
export function localMinute(at: number, zonename: string): LocalMinute {
  const clock = zoneClock(at, zonename);
  const time = `${two(clock.hour)}:${two(clock.minute)}`;
  return { key: `${clock.year}-${two(clock.month)}-${two(clock.day)} ${time}`, time, weekday: weekdayNames[clock.weekday] ?? 'mon' };
}

/** HHMMSS of `zonename` at `at`, as syslog-style tools stamp their lines. */
export function localClock(at: number, zonename: string): string {
  const clock = zoneClock(at, zonename);
  return `${two(clock.hour)}${two(clock.minute)}${two(clock.second)}`;
}
