// The router's wall clock from the POSIX TZ string of each zone the settings tab offers, checked
// against ICU's tzdata (Node's Intl) around the year, the switch days included.
import { describe, expect, it } from 'vitest';
import { TimeZones } from '@rc/contract/timezones';
import { parsePosixTz, zoneClock } from './zone-clock';

function intl(at: number, zone: string) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone: zone, weekday: 'short', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day), hour: Number(parts.hour), minute: Number(parts.minute), second: Number(parts.second), weekday: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(parts.weekday!) };
}

// every 61 hours and 7 minutes through 2025-2026: every weekday, hour and switch day of the year
const instants = Array.from({ length: 290 }, (_, i) => Date.UTC(2025, 0, 1) + i * (61 * 3600 + 7 * 60) * 1000);

// Casablanca's POSIX string has no rule for its Ramadan hour, which tzdata lists year by year: the
// router's own libc reads the POSIX string too, so the console goes with it there.
const posixOnly = new Set(['Africa/Casablanca']);

describe('the wall clock of a zone without ICU (issue 41.5)', () => {
  it.each(Object.keys(TimeZones).filter((zone) => !posixOnly.has(zone)))('reads %s as ICU does', (zone) => {
    expect(parsePosixTz(TimeZones[zone as keyof typeof TimeZones])).toBeDefined();
    for (const at of instants) expect(zoneClock(at, zone), new Date(at).toISOString()).toEqual(intl(at, zone));
  });

  it('turns at the switch: Berlin 2026-03-29 01:59:59 UTC is 02:59:59 CET, a second later 04:00 CEST', () => {
    const at = Date.UTC(2026, 2, 29, 0, 59, 59);
    expect(zoneClock(at, 'Europe/Berlin')).toMatchObject({ hour: 1, minute: 59 });
    expect(zoneClock(at + 1000, 'Europe/Berlin')).toMatchObject({ hour: 3, minute: 0 });
  });

  it('reads a zone the table lacks through ICU, and an unknown one as UTC', () => {
    const at = Date.UTC(2026, 6, 1, 12);
    expect(zoneClock(at, 'Asia/Kathmandu')).toEqual(intl(at, 'Asia/Kathmandu'));
    expect(zoneClock(at, 'No/Such_Zone')).toMatchObject({ hour: 12, minute: 0 });
  });

  it.each(['', 'CST', '8', 'CST-8CDT,M13.1.0,M10.1.0', 'CST-8CDT,X1,M10.1.0'])('refuses the TZ string %j', (text) => {
    expect(parsePosixTz(text)).toBeUndefined();
  });
});
