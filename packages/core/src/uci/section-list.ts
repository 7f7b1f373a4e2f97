// Saving a list the console edits as a whole (static leases, routes, QoS rules) onto UCI
// sections: an item whose key matches a section updates it in place, keeping the options the
// console does not know (LuCI's `tag`, `mtu`, `onlink`...); sections left over are removed and
// new items appended. Sections the list does not own are never touched.
import { addSection, removeSection } from './uci-edit';
import type { UciPackage, UciSection } from './uci-types';

export interface SectionList<T> {
  type: string;
  /** the sections this list owns, in file order */
  owned: UciSection[];
  /** compared without case */
  keyOfSection(section: UciSection): string;
  keyOfItem(item: T): string;
  write(section: UciSection, item: T): void;
}

export function saveSectionList<T>(pkg: UciPackage, items: readonly T[], list: SectionList<T>): void {
  const free = new Map<string, UciSection[]>();
  for (const section of list.owned) {
    const key = list.keyOfSection(section).toLowerCase();
    free.set(key, [...(free.get(key) ?? []), section]);
  }
  const kept = new Set<UciSection>();
  const targets = items.map((item) => {
    const section = free.get(list.keyOfItem(item).toLowerCase())?.shift();
    if (section) kept.add(section);
    return section;
  });
  for (const section of list.owned) if (!kept.has(section)) removeSection(pkg, section);
  items.forEach((item, index) => list.write(targets[index] ?? addSection(pkg, list.type), item));
}
