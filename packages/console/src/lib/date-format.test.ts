// Issue 42.5: one date and time format per language. Every date the console shows is formatted by
// lib/device-time.ts; a page that formats one itself (toLocaleString of a Date, Intl.DateTimeFormat)
// shows a second format beside it ("12/7/2026, 6:45:58 PM" beside "12/07/2026, 18:45:58").
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatTime } from './device-time';

const src = join(import.meta.dirname, '..');
const helper = 'lib/device-time.ts';
// Reads a zone's offset from Intl's parts and shows nothing.
const computesOnly = new Set(['sections/first-start/browser-zone.ts']);
const formatsItself = /Intl\.DateTimeFormat\s*\(|\.toLocale(Date|Time)String\s*\(|Date\([^()]*(\([^()]*\))?[^()]*\)\.toLocaleString\s*\(/;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('date formatting', () => {
  it('goes through lib/device-time.ts everywhere in the console', () => {
    const offenders = sourceFiles(src)
      .map((file) => relative(src, file))
      .filter((file) => file !== helper && !computesOnly.has(file))
      .filter((file) => formatsItself.test(readFileSync(join(src, file), 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('catches a page that formats a date itself', () => {
    expect(formatsItself.test('cell: (s) => new Date(s.time).toLocaleString(i18n.language)')).toBe(true);
    expect(formatsItself.test('new Intl.DateTimeFormat(i18n.language, { dateStyle: "full" })')).toBe(true);
    // a count is not a date
    expect(formatsItself.test('Math.round(value).toLocaleString(i18n.language)')).toBe(false);
  });

  it('shows a date as the date-and-time stamp shows it, in each language', () => {
    const at = Date.UTC(2026, 11, 7, 18, 5, 9);
    for (const language of ['en', 'zh-CN', 'zh-TW']) {
      const stamp = formatTime(at, language, 'datetime', 'UTC');
      expect(stamp.startsWith(formatTime(at, language, 'date', 'UTC')), language).toBe(true);
      expect(stamp.endsWith(formatTime(at, language, 'clock', 'UTC')), language).toBe(true);
    }
    expect(formatTime(at, 'en', 'datetime', 'UTC')).toBe('12/07/2026, 18:05:09');
  });
});
