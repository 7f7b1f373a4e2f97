import { describe, expect, it } from 'vitest';
import { formatDeviceTime, posixOffsetMinutes } from './device-time';

const newYear = Date.UTC(2026, 0, 1, 0, 0, 0);

describe('formatDeviceTime (issue 28.14)', () => {
  it("shows '--' for a time zone neither the browser nor the POSIX rules know, never another clock", () => {
    expect(formatDeviceTime(newYear, 'Mars/Olympus', 'garbage!', 'en', 'clock')).toBe('--');
    expect(formatDeviceTime(newYear, '', '8-CST', 'en', 'clock')).toBe('--');
    expect(formatDeviceTime(newYear, 'Not a zone', '', 'en', 'clock')).toBe('--');
  });

  it("reads OpenWrt's 'UTC' and angle-bracket names such as <+04>-4 (Asia/Dubai)", () => {
    expect(formatDeviceTime(newYear, '', 'UTC', 'en', 'clock')).toBe('00:00:00');
    expect(formatDeviceTime(newYear, '', '<+04>-4', 'en', 'clock')).toBe('04:00:00');
    expect(formatDeviceTime(newYear, '', '<-0330>3:30', 'en', 'clock')).toBe('20:30:00');
    expect(posixOffsetMinutes('CST-8')).toBe(480);
  });

  it('keeps UTC for a device that names no zone at all', () => {
    expect(formatDeviceTime(newYear, '', '', 'en', 'clock')).toBe('00:00:00');
  });
});
