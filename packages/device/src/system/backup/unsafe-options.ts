// The options of a backup that would make a program on the router run another program, load a
// plugin or reach outside the storage roots (contract unsafe-options, issue 26.1): a restore
// refuses the archive whole when this finds one. Pure, so that any restore step can call it.
import { isUnsafeOption, mayHoldUnsafeOptions } from '@rc/contract/unsafe-options';
import { parseUci } from '../../uci/uci-parse';
import type { UciPackage, UciSection } from '../../uci/uci-types';

export interface UnsafeOption {
  package: string;
  /** the section's name, or `@type[index]` for an anonymous one as `uci show` names it */
  section: string;
  option: string;
}

/** Every unsafe option of the backup's config files, in file order. A file that is no UCI is left to the parse that refuses it. */
export function unsafeOptions(files: Record<string, string>): UnsafeOption[] {
  return Object.entries(files).flatMap(([pkg, text]) => (mayHoldUnsafeOptions(pkg) ? unsafeOptionsOf(parsed(pkg, text)) : []));
}

function parsed(pkg: string, text: string): UciPackage | undefined {
  try {
    return parseUci(text, pkg);
  } catch {
    return undefined;
  }
}

function unsafeOptionsOf(pkg: UciPackage | undefined): UnsafeOption[] {
  if (!pkg) return [];
  return pkg.sections.flatMap((section) =>
    [...section.options]
      .filter(([option, value]) => isUnsafeOption(pkg.name, section.type, option, typeof value === 'string' ? [value] : value))
      .map(([option]) => ({ package: pkg.name, section: sectionName(pkg, section), option })),
  );
}

function sectionName(pkg: UciPackage, section: UciSection): string {
  return section.name ?? `@${section.type}[${pkg.sections.filter((other) => other.type === section.type).indexOf(section)}]`;
}
