// A draft's difference from what rpcd's `uci get` answered (rpcd-uci-values.ts) staged as
// `uci delete/set/add/order` calls (rpcd uci.c), in the session's delta folder until a commit or
// apply lands them. Loaded with the first save (ubus-config-save.ts). Browser-safe.
import type { UciPackage, UciSection, UciValue } from '@rc/core/uci/uci-types';
import type { Ubus } from './ubus';

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
  // Each call sent without waiting for the one before, so that they go in one batch (issue 41):
  // uhttpd runs a batch in order, and a staged change lands only with the commit or apply.
  const call = (method: string, args: Record<string, unknown>) => {
    calls++;
    return ubus.call<{ section?: string }>('uci', method, { config, ...args });
  };
  const staged: Array<Promise<unknown>> = [];
  for (const name of diff.beforeNames) if (!keptNames.has(name)) staged.push(call('delete', { section: name }));
  for (const [section, name] of kept) {
    const { removed, values } = optionChanges(beforeByName.get(name)!, section);
    if (removed.length > 0) staged.push(call('delete', { section: name, options: removed }));
    if (Object.keys(values).length > 0) staged.push(call('set', { section: name, values }));
  }
  const placed = new Map(kept);
  const added = diff.after.sections.filter((section) => !placed.has(section));
  const addedNames = added.map((section) => call('add', { type: section.type, ...(section.name === undefined ? {} : { name: section.name }), values: valuesOf(section) }));
  const [, names] = await Promise.all([Promise.all(staged), Promise.all(addedNames)]);
  added.forEach((section, index) => placed.set(section, names[index]!.section ?? section.name ?? ''));
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
