// The wall clock of the router's zone without ICU (issue 41.5): building one Intl.DateTimeFormat
// with a time zone pages about 8 MB of Node's ICU code and data into the daemon, which the SIM
// usage meter did at every start (70.4 MB idle against the 60 MB budget). A zone of the settings
// tab's table (contract timezones.ts: the POSIX TZ string OpenWrt writes to system.timezone, what
// busybox and musl read) is worked out from that string; any other name still goes to Intl.
import { TimeZones } from '@rc/contract/timezones';

export interface ZoneClock {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  /** 0 Sunday to 6 Saturday */
  weekday: number;
}

interface PosixZone {
  /** seconds east of UTC, standard and daylight time */
  std: number;
  dst?: { offset: number; start: Transition; end: Transition };
}

interface Transition {
  /** day of the year (0-based) the rule names in year `year` */
  day(year: number): number;
  /** seconds after that day's local midnight (POSIX: -167 to 167 hours, 02:00 by default) */
  seconds: number;
}

const dayMs = 86_400_000;

/** The wall clock at `at` in `zonename` (an IANA name); an unknown zone reads as UTC. */
export function zoneClock(at: number, zonename: string): ZoneClock {
  const posix = Object.hasOwn(TimeZones, zonename) ? TimeZones[zonename as keyof typeof TimeZones] : undefined;
  const zone = posix === undefined ? undefined : parsePosixTz(posix);
  if (zone) return fieldsOf(at + offsetAt(at, zone) * 1000);
  return intlClock(at, zonename);
}

/** POSIX.1 TZ: std offset [dst [offset] [,start[/time],end[/time]]]; undefined for what it does not parse. */
export function parsePosixTz(text: string): PosixZone | undefined {
  const match = /^(<[^>]+>|[A-Za-z]{3,})([+-]?[\d:]+)(?:(<[^>]+>|[A-Za-z]{3,})([+-]?[\d:]+)?(?:,([^,/]+)(?:\/([+-]?[\d:]+))?,([^,/]+)(?:\/([+-]?[\d:]+))?)?)?$/.exec(text);
  if (!match) return undefined;
  const std = -seconds(match[2]!);
  if (!match[3]) return { std };
  const start = transition(match[5] ?? 'M3.2.0', match[6]);
  const end = transition(match[7] ?? 'M11.1.0', match[8]);
  if (!start || !end) return undefined;
  return { std, dst: { offset: match[4] ? -seconds(match[4]) : std + 3600, start, end } };
}

/** Seconds east of UTC in force at `at`. */
function offsetAt(at: number, zone: PosixZone): number {
  const { dst } = zone;
  if (!dst) return zone.std;
  const year = new Date(at + zone.std * 1000).getUTCFullYear();
  // the start is reckoned in standard time, the end in daylight time (POSIX)
  const startsAt = Date.UTC(year, 0, 1) + dst.start.day(year) * dayMs + (dst.start.seconds - zone.std) * 1000;
  const endsAt = Date.UTC(year, 0, 1) + dst.end.day(year) * dayMs + (dst.end.seconds - dst.offset) * 1000;
  const inDst = startsAt < endsAt ? at >= startsAt && at < endsAt : at >= startsAt || at < endsAt;
  return inDst ? dst.offset : zone.std;
}

function transition(date: string, time: string | undefined): Transition | undefined {
  const at = time === undefined ? 7200 : seconds(time);
  const rule = /^M(\d{1,2})\.([1-5])\.([0-6])$/.exec(date);
  if (rule) {
    const [month, week, weekday] = [Number(rule[1]), Number(rule[2]), Number(rule[3])];
    if (month < 1 || month > 12) return undefined;
    return { seconds: at, day: (year) => nthWeekday(year, month, week, weekday) };
  }
  const julian = /^J(\d{1,3})$/.exec(date);
  // Jn: 1-365, February 29 never counted
  if (julian) return { seconds: at, day: (year) => Number(julian[1]) - 1 + (isLeap(year) && Number(julian[1]) > 59 ? 1 : 0) };
  // n: 0-365, February 29 counted
  return /^\d{1,3}$/.test(date) ? { seconds: at, day: () => Number(date) } : undefined;
}

/** Mm.w.d: the d-th weekday (0 Sunday) of week w (5: the last) of month m, as a day of the year. */
function nthWeekday(year: number, month: number, week: number, weekday: number): number {
  const first = Date.UTC(year, month - 1, 1);
  let day = 1 + ((weekday - new Date(first).getUTCDay() + 7) % 7) + (week - 1) * 7;
  const length = new Date(Date.UTC(year, month, 0)).getUTCDate();
  while (day > length) day -= 7;
  return (first - Date.UTC(year, 0, 1)) / dayMs + day - 1;
}

function isLeap(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** [+-]hh[:mm[:ss]] in seconds. */
function seconds(text: string): number {
  const sign = text.startsWith('-') ? -1 : 1;
  const [hours = 0, minutes = 0, secs = 0] = text.replace(/^[+-]/, '').split(':').map(Number);
  return sign * (hours * 3600 + minutes * 60 + secs);
}

function fieldsOf(local: number): ZoneClock {
  const date = new Date(local);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate(), hour: date.getUTCHours(), minute: date.getUTCMinutes(), second: date.getUTCSeconds(), weekday: date.getUTCDay() };
}

const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const formatters = new Map<string, Intl.DateTimeFormat>();

/** A zone the table does not hold (set by hand): ICU's, whatever it costs; an unknown one is UTC. */
function intlClock(at: number, zonename: string): ZoneClock {
  let formatter = formatters.get(zonename);
  if (!formatter) {
    const fields: Intl.DateTimeFormatOptions = { weekday: 'short', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' };
    try {
      formatter = new Intl.DateTimeFormat('en-US', { ...fields, timeZone: zonename });
    } catch {
      return fieldsOf(at);
    }
    if (formatters.size >= 8) formatters.clear();
    formatters.set(zonename, formatter);
  }
  const parts = Object.fromEntries(formatter.formatToParts(at).map((part) => [part.type, part.value]));
  return { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day), hour: Number(parts.hour), minute: Number(parts.minute), second: Number(parts.second), weekday: weekdays.indexOf(parts.weekday ?? 'Sun') };
}
