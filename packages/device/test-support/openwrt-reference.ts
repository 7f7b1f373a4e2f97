// OpenWrt's own files for the tests: its shipped configs (`defaults/`, `stock/`) and what its real
// `uci` makes of them and of the grammar's corners (`syntax/`), in ../shared/openwrt beside the
// checkout (or a folder above it: a git worktree sits deeper than the clone). They came from
// OpenWrt's repositories, so they are never copied into the project; a test that reads them skips,
// saying so in its title, where the folder is absent. OPENWRT_REFERENCE names another folder
// (one without `defaults/` acts as absent: how the skipping is checked).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { it } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

function findReference(): string | undefined {
  const named = process.env.OPENWRT_REFERENCE;
  if (named !== undefined) return existsSync(path.join(named, 'defaults')) ? named : undefined;
  for (let dir = path.dirname(repoRoot); ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'shared/openwrt');
    if (existsSync(path.join(candidate, 'defaults'))) return candidate;
    if (path.dirname(dir) === dir) return undefined;
  }
}

/** The folder, or undefined where this machine has none. */
export const openwrtReference = findReference();

/** Titles a test that needs the folder: unchanged where it is present, saying it is skipped where not. */
export function needsReference(title: string): string {
  return openwrtReference ? title : `${title} (skipped: ../shared/openwrt, OpenWrt's own files, is absent)`;
}

/** Registers a skipped test that says what did not run, where the folder is absent (a test table over its files is empty then). */
export function reportSkippedWithoutReference(what: string): void {
  if (!openwrtReference) it.skip(needsReference(what), () => undefined);
}

export type ReferenceGroup = 'defaults' | 'stock' | 'syntax';

/** The files of a group with no extension (the inputs; `.show`, `.export`, `.error` are uci's answers). */
export function referenceNames(group: ReferenceGroup): string[] {
  if (!openwrtReference) return [];
  return readdirSync(path.join(openwrtReference, group)).filter((name) => /^[a-z0-9-]+$/.test(name)).sort();
}

/** One file of the folder, or undefined where it (or the folder) is absent. */
export function readReference(group: ReferenceGroup, file: string): string | undefined {
  if (!openwrtReference) return undefined;
  const at = path.join(openwrtReference, group, file);
  return existsSync(at) ? readFileSync(at, 'utf8') : undefined;
}

/** Each input of a group by name; empty where the folder is absent. */
export function referenceConfigs(group: ReferenceGroup, names = referenceNames(group)): Record<string, string> {
  return Object.fromEntries(names.map((name) => [name, readReference(group, name) ?? '']));
}
