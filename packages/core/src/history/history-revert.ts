// Undoing a history entry on the live files: each option the entry changed goes back to its
// value before, a section it added goes, a section it removed comes back. Only where the file
// still holds what the entry left: an option a later change (or LuCI, or a hand edit) touched
// again is a conflict, and nothing is written. Credentials are never in history, so the ones the
// entry changed stay as they are now, and the caller is told which.
import type { UciHistoryEntry } from '../uci/history-entry';
import type { UciDraft } from '../uci/config-store';
import type { UciPackage, UciSection } from '../uci/uci-types';
import { addSection, removeSection, setOption } from '../uci/uci-edit';
import { diffPackages, keyedSections, parseOrEmpty, valueText, type SectionChange } from './history-diff';

export class HistoryConflict extends Error {
  constructor(readonly where: string[]) {
    super(`changed again since: ${where.join(', ')}`);
    this.name = 'HistoryConflict';
  }
}

export interface RevertResult {
  /** `pkg.section.option` credentials the entry changed, left as they are */
  keptSecrets: string[];
}

/** `pkg.section.option` (and `pkg.section` for a section added or removed) for each thing the entry changed. */
export function touchedBy(entry: UciHistoryEntry): string[] {
  return entry.files.flatMap((file) =>
    diffPackages(parseOrEmpty(file.before, file.pkg), parseOrEmpty(file.after, file.pkg), file.secretsChanged).flatMap((change) => {
      const where = `${file.pkg}.${change.key}`;
      return [...(change.kind === 'changed' ? [] : [where]), ...change.options.map((option) => `${where}.${option.option}`)];
    }),
  );
}

/**
 * Applies the inverse of `entry` to the draft, which holds every package the entry touched. What a
 * later entry changed again is a conflict even when a still later one put the value back (issue
 * 28.13: compared by entry, not by value); the live values catch what LuCI or a hand edit changed.
 */
export function revertEntry(entry: UciHistoryEntry, draft: UciDraft, later: readonly UciHistoryEntry[] = []): RevertResult {
  const mine = new Set(touchedBy(entry));
  const conflicts = [...new Set(later.flatMap(touchedBy))].filter((where) => mine.has(where));
  const keptSecrets: string[] = [];
  for (const file of entry.files) {
    const before = parseOrEmpty(file.before, file.pkg);
    const after = parseOrEmpty(file.after, file.pkg);
    const current = draft[file.pkg] ?? { name: file.pkg, sections: [] };
    const revert = new FileRevert(file.pkg, current, keyedSections(before), keyedSections(current), conflicts, keptSecrets);
    diffPackages(before, after, file.secretsChanged).forEach((change) => revert.section(change));
    revert.removeAdded();
  }
  if (conflicts.length > 0) throw new HistoryConflict([...new Set(conflicts)]);
  return { keptSecrets };
}

class FileRevert {
  private readonly doomed: UciSection[] = [];

  constructor(
    private readonly pkg: string,
    private readonly current: UciPackage,
    private readonly before: Map<string, UciSection>,
    private readonly now: Map<string, UciSection>,
    private readonly conflicts: string[],
    private readonly keptSecrets: string[],
  ) {}

  section(change: SectionChange): void {
    const where = `${this.pkg}.${change.key}`;
    const live = this.now.get(change.key);
    if (change.kind === 'removed') return this.restoreRemoved(change, live, where);
    if (!live) return void this.conflicts.push(where);
    const touched = change.options.filter((option) => !option.secret && valueText(live.options.get(option.option)) !== option.after);
    touched.forEach((option) => this.conflicts.push(`${where}.${option.option}`));
    change.options.filter((option) => option.secret).forEach((option) => this.keptSecrets.push(`${where}.${option.option}`));
    if (touched.length > 0) return;
    if (change.kind === 'added') this.doomed.push(live);
    else for (const option of change.options) if (!option.secret) setOption(live, option.option, this.before.get(change.key)?.options.get(option.option));
  }

  removeAdded(): void {
    this.doomed.forEach((section) => removeSection(this.current, section));
  }

  private restoreRemoved(change: SectionChange, live: UciSection | undefined, where: string): void {
    const old = this.before.get(change.key);
    if (!old) return;
    if (live && old.name !== undefined) return void this.conflicts.push(where);
    const section = addSection(this.current, old.type, old.name);
    for (const [option, value] of old.options) {
      const secret = change.options.find((entry) => entry.option === option)?.secret;
      if (secret) this.keptSecrets.push(`${where}.${option}`);
      else setOption(section, option, value);
    }
  }
}
