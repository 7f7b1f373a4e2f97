import type { TFunction } from 'i18next';
import { formatDuration } from '@rc/contract/duration';

/** An uptime or lease in words of the current language ('3 d 04:05:06' style). */
export function durationText(t: TFunction, totalSeconds: number): string {
  const { days, hours, minutes, seconds } = formatDuration(totalSeconds);
  const clock = [hours, minutes, seconds].map((part) => String(part).padStart(2, '0')).join(':');
  return days > 0 ? t('common.durationWithDays', { days, clock }) : clock;
}
