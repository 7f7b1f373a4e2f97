import type { TFunction } from 'i18next';
import { formatDuration } from '@rc/contract/duration';

/** An uptime or lease in words of the current language ('3 d 04:05:06' style). */
export function durationText(t: TFunction, totalSeconds: number): string {
  const { days, hours, minutes, seconds } = formatDuration(totalSeconds);
  const clock = [hours, minutes, seconds].map((part) => String(part).padStart(2, '0')).join(':');
  return days > 0 ? t('common.durationWithDays', { days, clock }) : clock;
}

/** How long ago, in the language's own short words: "23 sec. ago", "5 min. ago", "23秒前". */
export function agoText(language: string, secondsAgo: number): string {
  const format = new Intl.RelativeTimeFormat(language, { style: 'short' });
  const steps: [number, Intl.RelativeTimeFormatUnit][] = [[60, 'second'], [60, 'minute'], [24, 'hour']];
  let value = Math.max(0, Math.round(secondsAgo));
  for (const [size, unit] of steps) {
    if (value < size) return format.format(-value, unit);
    value = Math.floor(value / size);
  }
  return format.format(-value, 'day');
}

/** A whole span in the largest unit it fills evenly, in the language's own words: "6 hours", "6小时", "90 seconds". */
export function spanText(language: string, totalSeconds: number): string {
  const units: [number, 'day' | 'hour' | 'minute'][] = [[86_400, 'day'], [3600, 'hour'], [60, 'minute']];
  const [size, unit] = units.find(([unitSeconds]) => totalSeconds >= unitSeconds && totalSeconds % unitSeconds === 0) ?? [1, 'second' as const];
  return new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'long' }).format(totalSeconds / size);
}
