// A draft is saved only if its file would read back as exactly the draft: the one check both
// stores make (the daemon's files, rpcd's uci on a router). Browser-safe.
import { packagesEqual } from './uci-edit';
import { exportUci } from './uci-format';
import { parseUci } from './uci-parse';
import type { UciPackage } from './uci-types';

/** The package as `uci export` writes it; throws if a uci file cannot hold the draft. */
export function writableText(op: string, wanted: UciPackage): string {
  const text = exportUci(wanted);
  if (!readsBackAs(text, wanted)) {
    throw new Error(`${op}: ${wanted.name} holds what a uci file cannot (a bad name, an empty value or list, a repeated section name)`);
  }
  return text;
}

function readsBackAs(text: string, pkg: UciPackage): boolean {
  try {
    return packagesEqual(parseUci(text, pkg.name), pkg);
  } catch {
    return false;
  }
}
