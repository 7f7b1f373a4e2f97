// A history entry's files in router terms: section by section, option by option, as uci names
// them (`dhcp.lan.start: 100 → 120`). A named section is known by its name, an anonymous one by
// its type and place among that type (`@rule[3]`, as `uci show` says), labelled by its `name`.
import { parseUci } from '../uci/uci-parse';
import type { UciPackage, UciSection, UciValue } from '../uci/uci-types';
import { SECRET_PLACEHOLDER, isSecretOption } from '../uci/history-redaction';

export interface OptionChange {
  option: string;
  /** null: not set */
  before: string | null;
  after: string | null;
  /** a credential: its values are never known to history */
  secret: boolean;
}

export interface SectionChange {
  /** the name, or `@type[n]` */
  key: string;
  type: string;
  /** the section's `name` option, a rule's label, when it has one */
  label: string;
  kind: 'added' | 'removed' | 'changed';
  options: OptionChange[];
}

export function parseOrEmpty(text: string | null, pkg: string): UciPackage {
  return text === null ? { name: pkg, sections: [] } : parseUci(text, pkg);
}

/** The sections of a package by key, in file order. */
export function keyedSections(pkg: UciPackage): Map<string, UciSection> {
  const counts = new Map<string, number>();
  const keyed = new Map<string, UciSection>();
  for (const section of pkg.sections) {
    const index = counts.get(section.type) ?? 0;
    counts.set(section.type, index + 1);
    keyed.set(section.name ?? `@${section.type}[${index}]`, section);
  }
  return keyed;
}

export function valueText(value: UciValue | undefined): string | null {
  if (value === undefined) return null;
  return typeof value === 'string' ? value : value.join(', ');
}

/** `secretsChanged`: the entry's `pkg.section.option` credentials that changed. */
export function diffPackages(before: UciPackage, after: UciPackage, secretsChanged: readonly string[] = []): SectionChange[] {
  const was = keyedSections(before);
  const is = keyedSections(after);
  const keys = [...new Set([...was.keys(), ...is.keys()])];
  return keys.flatMap((key) => {
    const old = was.get(key);
    const now = is.get(key);
    const options = diffOptions(old, now, (option) => secretsChanged.includes(`${after.name}.${key}.${option}`));
    if (options.length === 0 && old?.type === now?.type) return [];
    const section = (now ?? old)!;
    const kind = !old ? 'added' : !now ? 'removed' : 'changed';
    return [{ key, type: section.type, label: valueText(section.options.get('name')) ?? '', kind, options }];
  });
}

function diffOptions(old: UciSection | undefined, now: UciSection | undefined, secretChanged: (option: string) => boolean): OptionChange[] {
  const names = [...new Set([...(old?.options.keys() ?? []), ...(now?.options.keys() ?? [])])];
  return names.flatMap((option): OptionChange[] => {
    const before = valueText(old?.options.get(option));
    const after = valueText(now?.options.get(option));
    const secret = before === SECRET_PLACEHOLDER || after === SECRET_PLACEHOLDER || isSecretOption(option);
    if (secret) return before !== after || secretChanged(option) ? [{ option, before: null, after: null, secret }] : [];
    return before === after ? [] : [{ option, before, after, secret }];
  });
}
