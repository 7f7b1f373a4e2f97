// The DMZ's limits and messages, shared by its ops, the device and the page.
import { parsePortRange } from '../../datatypes';

/**
 * fw4 takes an ipset entry of ports one port at a time (fw4.uc parse_ipsetentry refuses
 * ranges), so each excluded range is written port by port: at most this many in all.
 */
export const DmzLimits = { maxExcludedPorts: 1024 } as const;

export const DmzKey = {
  hostRequired: 'dmz.hostRequired',
  tooManyPorts: 'dmz.tooManyPorts',
} as const;

/** How many ports `80,8000:8080` names (81 + 1); a bad list counts 0, its own rule refuses it. */
export function excludedPortCount(list: string): number {
  if (list === '') return 0;
  return list.split(',').reduce((sum, item) => {
    const range = parsePortRange(item);
    return sum + (range ? range.to - range.from + 1 : 0);
  }, 0);
}
