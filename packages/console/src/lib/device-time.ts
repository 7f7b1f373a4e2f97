// Spec 2: the footer's system time is the device clock shown in the device's time zone.

// POSIX TZ's standard time: a name (CST, or <+04> quoted) and an offset west of UTC; a lone
// name such as OpenWrt's default 'UTC' is UTC itself. What may follow (daylight time) is ignored.
const POSIX_TZ_RE = /^(?:[A-Za-z]{3,}|<[A-Za-z0-9+-]{3,}>)(?:([+-]?)(\d{1,2})(?::(\d{2}))?|$)/;

/** UTC offset in minutes of a POSIX TZ string as OpenWrt stores it ('CST-8' is UTC+8). */
export function posixOffsetMinutes(tz: string): number | undefined {
  const match = POSIX_TZ_RE.exec(tz);
  if (!match) return undefined;
  const minutes = Number(match[2] ?? 0) * 60 + Number(match[3] ?? 0);
  return match[1] === '-' ? minutes : -minutes;
}

// Issue 42.5: the console's one date and time format per language; every date it shows is
// formatted here (lib/date-format.test.ts checks that no page formats one itself).
const clockFields: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' };
const dateFields: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit' };
const partFields = {
  datetime: { ...dateFields, ...clockFields },
  clock: clockFields,
  date: dateFields,
  weekday: { weekday: 'short' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

/**
 * 'datetime' for a full stamp, 'clock' for HH:MM:SS (a chart axis, "Updated at"), 'date' for a
 * day, 'weekday' for a day's short name (a schedule's days).
 */
export type DeviceTimePart = keyof typeof partFields;

/**
 * `epochMs` in the console's format for `locale`, in `timeZone` (an IANA name; the browser's
 * when left out: a time the browser measured itself, such as the device's last answer).
 */
export function formatTime(epochMs: number, locale: string, part: DeviceTimePart = 'datetime', timeZone?: string): string {
  if (!Number.isFinite(epochMs)) return '--';
  return new Intl.DateTimeFormat(locale, { ...partFields[part], ...(timeZone ? { timeZone } : {}) }).format(epochMs);
}

/**
 * The device time `epochMs` as the device would show it: by its IANA zone name when the
 * browser knows it, else by the POSIX offset; in UTC when the device names no zone, and '--'
 * for a zone neither reading knows (issue 28.14: never a clock of another zone).
 */
export function formatDeviceTime(epochMs: number, zonename: string | undefined, posixTz: string | undefined, locale: string, part: DeviceTimePart = 'datetime'): string {
  // A device that sends no clock (spec 7's get_web_msg has none) or a broken one: '--', never a throw.
  if (!Number.isFinite(epochMs)) return '--';
  try {
    if (zonename) return formatTime(epochMs, locale, part, zonename.replace(/ /g, '_'));
  } catch {
    // an unknown zone name: fall through to the offset
  }
  const offset = posixTz || zonename ? posixOffsetMinutes(posixTz ?? '') : 0;
  if (offset === undefined) return '--';
  return formatTime(epochMs + offset * 60_000, locale, part, 'UTC');
}
