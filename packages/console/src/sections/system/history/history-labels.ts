import type { TFunction } from 'i18next';

/** Which page saved a change, in that page's own words ("DHCP"); the op's name for one without. */
export function pageOfOp(t: TFunction, op: string): string {
  return t(`system-history.ops.${op}`, { defaultValue: op });
}
