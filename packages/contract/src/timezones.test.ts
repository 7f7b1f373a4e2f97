import { describe, expect, it } from 'vitest';
import { isZoneName, posixTimeZone, TimeZones, zoneNames } from './timezones';

// A POSIX TZ string as OpenWrt writes system.timezone: name, offset, optional DST rule.
const POSIX_TZ_RE = /^(?:[A-Za-z]{3,}|<[+-]\d{2,4}>)[+-]?\d{1,2}(?::\d{2})?(?:(?:[A-Za-z]{3,}|<[+-]\d{2,4}>)(?:[+-]?\d{1,2}(?::\d{2})?)?,M\d{1,2}\.\d\.\d(?:\/-?\d{1,3}(?::\d{2})?)?,M\d{1,2}\.\d\.\d(?:\/-?\d{1,3}(?::\d{2})?)?)?$/;

describe('time zone table', () => {
  it('offers at least the common eighty zones, China first among them', () => {
    expect(zoneNames.length).toBeGreaterThanOrEqual(80);
    expect(posixTimeZone('Asia/Shanghai')).toBe('CST-8');
    expect(posixTimeZone('Europe/Berlin')).toBe('CET-1CEST,M3.5.0,M10.5.0/3');
  });

  it('holds a POSIX TZ string for every zone and a zone name every browser knows', () => {
    for (const [zone, tz] of Object.entries(TimeZones)) {
      expect(tz, zone).toMatch(POSIX_TZ_RE);
      expect(() => new Intl.DateTimeFormat('en', { timeZone: zone }), zone).not.toThrow();
    }
  });

  it('knows only its own names', () => {
    expect(isZoneName('Asia/Shanghai')).toBe(true);
    for (const bad of ['Mars/Olympus', '__proto__', 'toString', '', 42]) expect(isZoneName(bad)).toBe(false);
  });
});
