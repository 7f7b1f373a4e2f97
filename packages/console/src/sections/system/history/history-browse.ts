import type { HistoryEntry } from './use-history';

export interface HistoryDay {
  /** YYYY-MM-DD in the device's time zone */
  day: string;
  entries: HistoryEntry[];
}

/** Entries (newest first) in runs of one device day each, in the order given. */
export function groupByDay(entries: readonly HistoryEntry[], dayOf: (entry: HistoryEntry) => string): HistoryDay[] {
  const days: HistoryDay[] = [];
  for (const entry of entries) {
    const day = dayOf(entry);
    const last = days.at(-1);
    if (last?.day === day) last.entries.push(entry);
    else days.push({ day, entries: [entry] });
  }
  return days;
}

/**
 * What a search finds an entry by: its page and title, who saved it, and every file, section,
 * option and value it changed (a credential's value is never in an entry to be found).
 */
export function searchText(entry: HistoryEntry, words: readonly string[]): string {
  const changes = entry.files.flatMap((file) =>
    file.sections.flatMap((section) => [file.pkg, section.key, section.type, section.label, ...section.options.flatMap((option) => [option.option, option.before ?? '', option.after ?? ''])]),
  );
  return [...words, entry.op, entry.by, ...changes].join('\n').toLowerCase();
}

/** True when every word typed is somewhere in the entry (any case). */
export function matchesSearch(haystack: string, typed: string): boolean {
  return typed
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word !== '')
    .every((word) => haystack.includes(word));
}
