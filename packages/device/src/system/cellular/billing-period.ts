// The local day and billing month a moment falls in, in the router's zone (system.@system[0].zonename):
// a month runs from its reset day at 00:00 to the day before the next one.

export interface LocalDate {
  year: number;
  month: number;
  day: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(zonename: string): Intl.DateTimeFormat {
  let cached = formatters.get(zonename);
  if (!cached) {
    try {
      cached = new Intl.DateTimeFormat('en-CA', { timeZone: zonename, year: 'numeric', month: '2-digit', day: '2-digit' });
    } catch {
      cached = new Intl.DateTimeFormat('en-CA', { timeZone: 'UTC', year: 'numeric', month: '2-digit', day: '2-digit' });
    }
    if (formatters.size >= 8) formatters.clear();
    formatters.set(zonename, cached);
  }
  return cached;
}

export function localDate(at: number, zonename: string): LocalDate {
  const parts = Object.fromEntries(formatter(zonename).formatToParts(new Date(at)).map((part) => [part.type, Number(part.value)]));
  return { year: parts.year ?? 1970, month: parts.month ?? 1, day: parts.day ?? 1 };
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
