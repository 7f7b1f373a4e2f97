import type { TFunction } from 'i18next';
import type { OpOutput } from '@rc/contract/op';
import type { get_syslog } from '@rc/contract/ops/system/log';
import { pageOfOp } from '../history/history-labels';

export type LogEntry = OpOutput<typeof get_syslog>['entries'][number];

/** An entry's event in the reader's language; a save names its page ("File sharing"), not its op. */
export function logEntryText(t: TFunction, entry: LogEntry): string {
  const params = entry.params.op === undefined ? entry.params : { ...entry.params, op: pageOfOp(t, entry.params.op) };
  return t(`syslog.event.${entry.event}`, { ...params, context: entry.params.keep === '0' ? 'reset' : undefined, defaultValue: entry.content });
}

/** The entries whose worded text or date holds the search text, ignoring case. */
export function matchingEntries(entries: readonly LogEntry[], search: string, words: (entry: LogEntry) => string): readonly LogEntry[] {
  const needle = search.trim().toLocaleLowerCase();
  if (needle === '') return entries;
  return entries.filter((entry) => words(entry).toLocaleLowerCase().includes(needle));
}

/** The log as a text file, one entry a line: date, type, event (what Export saves). */
export function logAsText(entries: readonly LogEntry[], line: (entry: LogEntry) => string[]): Blob {
  return new Blob([entries.map((entry) => line(entry).join('\t')).join('\n') + '\n'], { type: 'text/plain;charset=utf-8' });
}
