import type { TFunction } from 'i18next';

/**
 * The words for a device value from a list (`prefix.value`): the value itself when the console
 * has no words for it, '--' when the device did not send it (issue 19.2).
 */
export function enumLabel(t: TFunction, prefix: string, value: string | undefined | null): string {
  return value ? t(`${prefix}.${value}`, { defaultValue: value }) : '--';
}
