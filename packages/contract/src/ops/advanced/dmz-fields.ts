// The DMZ's limits and messages, shared by its ops, the device and the page.
import { parsePortRange } from '../../datatypes';

export const DmzKey = {
  hostRequired: 'dmz.hostRequired',
  /** every port 1-65535 excluded: nothing would go to the host */
  everyPort: 'dmz.everyPort',
} as const;

/** Whether `1:1000,1001:65535` (ports and a:b ranges) leaves no port 1-65535 out; a bad list does not. */
export function coversEveryPort(list: string): boolean {
  const ranges = list.split(',').map(parsePortRange);
  let next = 1;
  for (const range of ranges.flatMap((item) => item ?? []).sort((a, b) => a.from - b.from)) {
    if (range.from > next) return false;
    next = Math.max(next, range.to + 1);
  }
  return next > 65535;
}
