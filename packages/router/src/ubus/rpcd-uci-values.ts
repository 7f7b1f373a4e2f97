// What rpcd's `uci get {config}` answers (rpcd uci.c rpc_uci_dump_section), turned into a
// package with rpcd's section names, for the store's reads (ubus-config-store.ts); staging a
// change is uci-changes.ts's, loaded with the first save. Browser-safe.
import type { UciPackage, UciSection, UciValue } from '@rc/core/uci/uci-types';

/** One section as `uci get {config}` answers it (rpc_uci_dump_section). */
export interface RpcdSection {
  '.anonymous'?: boolean;
  '.type'?: unknown;
  '.name'?: unknown;
  '.index'?: unknown;
  [option: string]: unknown;
}

export interface ReadPackage {
  pkg: UciPackage;
  /** rpcd's name of each section object of `pkg` (cfgXXXXXX for an anonymous one) */
  names: Map<UciSection, string>;
  /** rpcd's section names in file order */
  order: string[];
}

export function fromRpcdValues(config: string, values: Record<string, RpcdSection>): ReadPackage {
  const entries = Object.values(values)
    .filter((entry) => typeof entry['.name'] === 'string' && typeof entry['.type'] === 'string')
    .sort((a, b) => Number(a['.index'] ?? 0) - Number(b['.index'] ?? 0));
  const names = new Map<UciSection, string>();
  const sections = entries.map((entry) => {
    const section = toSection(entry);
    names.set(section, entry['.name'] as string);
    return section;
  });
  return { pkg: { name: config, sections }, names, order: entries.map((entry) => entry['.name'] as string) };
}

function toSection(entry: RpcdSection): UciSection {
  const options = new Map<string, UciValue>();
  for (const [option, value] of Object.entries(entry)) {
    if (option.startsWith('.')) continue;
    if (typeof value === 'string') options.set(option, value);
    else if (Array.isArray(value)) options.set(option, value.map(String));
  }
  const type = entry['.type'] as string;
  return entry['.anonymous'] ? { type, options } : { type, name: entry['.name'] as string, options };
}

