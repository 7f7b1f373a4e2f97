// Between UciPackage and rpcd's `uci` object (rpcd uci.c): what `uci get` answers turned into a
// package, and a draft's difference from what was read staged as `uci delete/set/add/order`
// calls, in the session's delta folder until a commit or apply lands them. Browser-safe.
import type { UciPackage, UciSection, UciValue } from '../uci/uci-types';
import type { Ubus } from './ubus';

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

/** What was read (a copy, in rpcd's order) and what the handler left in its draft. */
export interface PackageDiff {
  config: string;
  before: UciPackage;
  /** rpcd's names of `before`'s sections, same order */
  beforeNames: string[];
  /** rpcd's names of the section objects the draft started from */
  names: Map<UciSection, string>;
  after: UciPackage;
}

/** Stages the draft's difference in the session; answers how many calls it made. */
export async function stagePackage(ubus: Ubus, diff: PackageDiff): Promise<number> {
  const { config } = diff;
  const beforeByName = new Map(diff.beforeNames.map((name, i) => [name, diff.before.sections[i]!] as const));
  const kept = keptSections(diff, beforeByName);
  const keptNames = new Set(kept.values());
  let calls = 0;
  const call = async (method: string, args: Record<string, unknown>) => {
    calls++;
    return ubus.call<{ section?: string }>('uci', method, { config, ...args });
  };
  for (const name of diff.beforeNames) if (!keptNames.has(name)) await call('delete', { section: name });
  for (const [section, name] of kept) {
    const { removed, values } = optionChanges(beforeByName.get(name)!, section);
    if (removed.length > 0) await call('delete', { section: name, options: removed });
    if (Object.keys(values).length > 0) await call('set', { section: name, values });
  }
  const placed = new Map(kept);
  for (const section of diff.after.sections) {
    if (placed.has(section)) continue;
    const added = await call('add', { type: section.type, ...(section.name === undefined ? {} : { name: section.name }), values: valuesOf(section) });
    placed.set(section, added.section ?? section.name ?? '');
  }
  const wanted = diff.after.sections.map((section) => placed.get(section)!);
  const landed = [...diff.beforeNames.filter((name) => keptNames.has(name)), ...diff.after.sections.filter((s) => !kept.has(s)).map((s) => placed.get(s)!)];
  if (wanted.join('\0') !== landed.join('\0')) await call('order', { sections: wanted });
  return calls;
}

/** The draft's sections that are sections read (same object, type and name), by rpcd's name. */
function keptSections(diff: PackageDiff, beforeByName: Map<string, UciSection>): Map<UciSection, string> {
  const kept = new Map<UciSection, string>();
  const taken = new Set<string>();
  for (const section of diff.after.sections) {
    const name = diff.names.get(section);
    const was = name === undefined ? undefined : beforeByName.get(name);
    if (name === undefined || !was || taken.has(name) || was.type !== section.type || was.name !== section.name) continue;
    kept.set(section, name);
    taken.add(name);
  }
  return kept;
}

function optionChanges(before: UciSection, after: UciSection): { removed: string[]; values: Record<string, UciValue> } {
  const removed = [...before.options.keys()].filter((option) => !after.options.has(option));
  const values: Record<string, UciValue> = Object.create(null) as Record<string, UciValue>;
  for (const [option, value] of after.options) {
    const old = before.options.get(option);
    if (old === undefined || !sameValue(old, value)) values[option] = value;
  }
  return { removed, values };
}

function valuesOf(section: UciSection): Record<string, UciValue> {
  return Object.fromEntries(section.options);
}

function sameValue(a: UciValue, b: UciValue): boolean {
  if (typeof a === 'string' || typeof b === 'string') return a === b;
  return a.length === b.length && a.every((item, i) => item === b[i]);
}
