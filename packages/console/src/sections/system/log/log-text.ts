import type { TFunction } from 'i18next';
import type { OpOutput } from '@rc/contract/op';
import type { get_syslog } from '@rc/contract/ops/system/log';
import { pageOfOp } from '../history/history-labels';

export type LogEntry = OpOutput<typeof get_syslog>['entries'][number];

/** An entry's event in the reader's language; a save names its page ("File sharing"), not its op. */
export function logEntryText(t: TFunction, entry: LogEntry): string {
  const params = entry.params.op === undefined ? entry.params : { ...entry.params, op: pageOfOp(t, entry.params.op) };
  const context = entry.params.keep === '0' ? 'reset' : entry.event === 'simSwitch' ? entry.params.reason : undefined;
  return t(`syslog.event.${entry.event}`, { ...params, ...slotWords(t, params), context, defaultValue: entry.content });
}

const slots = ['sim1', 'sim2', 'none'];

/** The SIM failover's slots (sim1, sim2, none) in the reader's words (issue 42.1). */
function slotWords(t: TFunction, params: Record<string, string>): Record<string, string> {
  const named = ['from', 'to', 'slot'].filter((key) => slots.includes(params[key] ?? ''));
  return Object.fromEntries(named.map((key) => [key, t(`syslog.slot.${params[key]}`)]));
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
