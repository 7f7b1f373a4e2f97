// Sets of TCP/UDP ports as sorted, disjoint ranges: the DMZ sends every port but the excluded
// ones, as one redirect per range left (dmz-settings.ts), however wide the excluded ranges are.
import { parsePortRange } from '@rc/contract/datatypes';

export interface PortRange {
  from: number;
  to: number;
}

const FIRST_PORT = 1;
const LAST_PORT = 65535;

/** `80,8000:8080` as ranges; a bad item names nothing (its own rule refuses it). */
export function rangesOfList(list: string): PortRange[] {
  return list === '' ? [] : list.split(',').flatMap((item) => parsePortRange(item) ?? []);
}

/** fw4's `80`, `8000-8080` or `8000:8080` (src_dport, dest_port); undefined when unreadable. */
export function rangeOfOption(value: string | undefined): PortRange | undefined {
  return parsePortRange((value ?? '').trim().replace('-', ':'));
}

/** Sorted, overlapping and touching ranges joined. */
export function mergeRanges(ranges: readonly PortRange[]): PortRange[] {
  const merged: PortRange[] = [];
  for (const range of [...ranges].sort((a, b) => a.from - b.from)) {
    const last = merged.at(-1);
    if (last && range.from <= last.to + 1) last.to = Math.max(last.to, range.to);
    else merged.push({ ...range });
  }
  return merged;
}

/** Every port 1-65535 not in `ranges`. */
export function complementRanges(ranges: readonly PortRange[]): PortRange[] {
  const gaps: PortRange[] = [];
  let next = FIRST_PORT;
  for (const range of mergeRanges(ranges)) {
    if (range.from > next) gaps.push({ from: next, to: range.from - 1 });
    next = Math.max(next, range.to + 1);
  }
  if (next <= LAST_PORT) gaps.push({ from: next, to: LAST_PORT });
  return gaps;
}

/** The ports of `ranges` that are not in `removed`. */
export function withoutRanges(ranges: readonly PortRange[], removed: readonly PortRange[]): PortRange[] {
  return complementRanges([...complementRanges(ranges), ...removed]);
}

/** As the page writes them: ascending, `a:b` for a range. */
export function listOfRanges(ranges: readonly PortRange[]): string {
  return mergeRanges(ranges)
    .map((range) => (range.from === range.to ? String(range.from) : `${range.from}:${range.to}`))
    .join(',');
}

/** As fw4 takes a port option: `80` or `8000-8080`. */
export function optionOfRange(range: PortRange): string {
  return range.from === range.to ? String(range.from) : `${range.from}-${range.to}`;
}
