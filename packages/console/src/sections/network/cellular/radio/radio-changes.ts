import type { OpOutput } from '@rc/contract/op';
import type { get_radio_history } from '@rc/contract/ops/network/radio';

export type RadioHistory = OpOutput<typeof get_radio_history>;

export interface CellChange {
  /** epoch ms of the first sample on the new cell */
  time: number;
  from: number | null;
  to: number | null;
  technology: string;
  /** the technology changed, not (only) the cell */
  technologyChanged: boolean;
}

/** Where the serving cell or the technology differs from the sample before: the handovers. */
export function cellChanges(history: RadioHistory): CellChange[] {
  const changes: CellChange[] = [];
  for (let n = 1; n < history.time.length; n++) {
    const from = history.cellId[n - 1] ?? null;
    const to = history.cellId[n] ?? null;
    const technology = history.technology[n] ?? 'none';
    const technologyChanged = technology !== history.technology[n - 1];
    if (from !== to || technologyChanged) changes.push({ time: history.time[n] ?? 0, from, to, technology, technologyChanged });
  }
  return changes;
}

const columns = ['time', 'rsrp', 'rsrq', 'sinr', 'technology', 'cellId'] as const;

export const emptyHistory: RadioHistory = { intervalSeconds: 60, kept: 'memory', time: [], rsrp: [], rsrq: [], sinr: [], technology: [], cellId: [] };

/** The answer when its columns are arrays of one length; an empty history for anything else. */
export function usableHistory(answer: RadioHistory | undefined): RadioHistory {
  if (!answer) return emptyHistory;
  const length = Array.isArray(answer.time) ? answer.time.length : -1;
  const kept = ['flash', 'memory'].includes(answer.kept);
  return kept && columns.every((name) => Array.isArray(answer[name]) && answer[name].length === length) ? answer : emptyHistory;
}
