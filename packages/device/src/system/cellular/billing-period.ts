// The local day and billing month a moment falls in, in the router's zone (system.@system[0].zonename):
// a month runs from its reset day at 00:00 to the day before the next one.
import { zoneClock } from '@rc/core/lib/zone-clock';

export interface LocalDate {
  year: number;
  month: number;
  day: number;
}

export function localDate(at: number, zonename: string): LocalDate {
  // without ICU for the settings tab's zones: the usage meter runs from the start (zone-clock.ts)
  const { year, month, day } = zoneClock(at, zonename);
  return { year, month, day };
}

export function dayKey(date: LocalDate): string {
  return `${date.year}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;
}

/** The first day of the billing month `at` falls in. */
export function periodStart(at: number, zonename: string, resetDay: number): LocalDate {
  const today = localDate(at, zonename);
  if (today.day >= resetDay) return { year: today.year, month: today.month, day: resetDay };
  return today.month === 1 ? { year: today.year - 1, month: 12, day: resetDay } : { year: today.year, month: today.month - 1, day: resetDay };
}
