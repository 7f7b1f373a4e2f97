// The part of a backup's config files a restore writes (issue 39.3): only what restorable-options.ts
// lists, with a value of the kind it takes and none that contract unsafe-options names; the rest
// is listed as not restored and never reaches the store. A file with nothing taken out is kept
// byte for byte. Pure and browser-safe: both builds restore through it.
import type { NotRestoredReason } from '@rc/contract/backup-archive';
import { isUnsafeOption } from '@rc/contract/unsafe-options';
import { exportUci } from '../uci/uci-format';
import { parseUci } from '../uci/uci-parse';
import type { UciPackage, UciSection } from '../uci/uci-types';
import { RESTORABLE } from './restorable-options';

export interface NotRestored {
  package: string;
  /** the section's name, or `@type[index]` for an anonymous one as `uci show` names it; '' for a whole file */
  section: string;
  /** the section's type; '' for a whole file */
  type: string;
  /** '' for a whole section or file */
  option: string;
  reason: NotRestoredReason;
}

export interface RestorableFiles {
  files: Record<string, string>;
  notRestored: NotRestored[];
}

/** Throws UciParseError for a file that is no UCI (the caller refuses the archive as corrupt). */
export function restorableFiles(files: Record<string, string>): RestorableFiles {
  const kept: Record<string, string> = {};
  const notRestored: NotRestored[] = [];
  for (const [pkg, text] of Object.entries(files)) {
    if (!Object.hasOwn(RESTORABLE, pkg)) {
      notRestored.push({ package: pkg, section: '', type: '', option: '', reason: 'package' });
      continue;
    }
    const parsed = parseUci(text, pkg);
    const refused = filterPackage(parsed);
    kept[pkg] = refused.length === 0 ? text : exportUci(parsed);
    notRestored.push(...refused);
  }
  return { files: kept, notRestored };
}

/** Takes out of `pkg` what may not be restored, and says what. */
function filterPackage(pkg: UciPackage): NotRestored[] {
  const types = RESTORABLE[pkg.name]!;
  const refused: NotRestored[] = [];
  const names = new Map(pkg.sections.map((section) => [section, sectionName(pkg, section)]));
  for (const section of [...pkg.sections]) {
    const where = { package: pkg.name, section: names.get(section)!, type: section.type };
    const options = Object.hasOwn(types, section.type) ? types[section.type]! : undefined;
    if (!options) {
      refused.push({ ...where, option: '', reason: 'section' });
      pkg.sections.splice(pkg.sections.indexOf(section), 1);
      continue;
    }
    for (const [option, value] of [...section.options]) {
      const reason = optionRefusal(pkg.name, section, options, option, typeof value === 'string' ? [value] : value);
      if (!reason) continue;
      refused.push({ ...where, option, reason });
      section.options.delete(option);
    }
  }
  return refused;
}

function optionRefusal(pkg: string, section: UciSection, options: Record<string, (value: string) => boolean>, option: string, values: string[]): NotRestoredReason | undefined {
  const kind = Object.hasOwn(options, option) ? options[option] : undefined;
  if (!kind) return 'option';
  if (!values.every(kind) || isUnsafeOption(pkg, section.type, option, values)) return 'value';
  return undefined;
}

function sectionName(pkg: UciPackage, section: UciSection): string {
  return section.name ?? `@${section.type}[${pkg.sections.filter((other) => other.type === section.type).indexOf(section)}]`;
}
