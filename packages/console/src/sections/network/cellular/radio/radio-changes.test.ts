import { describe, expect, it } from 'vitest';
import { cellChanges, type RadioHistory } from './radio-changes';

const history = (cellId: (number | null)[], technology: RadioHistory['technology']): RadioHistory => ({
  intervalSeconds: 60,
  kept: 'flash',
  time: cellId.map((_, n) => 1_000 + n * 60_000),
  rsrp: cellId.map(() => -90),
  rsrq: cellId.map(() => -10),
  sinr: cellId.map(() => 10),
  technology,
  cellId,
});

describe('cellChanges', () => {
  it('marks each change of cell or technology at the first sample after it', () => {
    expect(cellChanges(history([1, 1, 2, 2, 2], ['lte', 'lte', 'lte', 'nr5g_nsa', 'nr5g_nsa']))).toEqual([
      { time: 121_000, from: 1, to: 2, technology: 'lte', technologyChanged: false },
      { time: 181_000, from: 2, to: 2, technology: 'nr5g_nsa', technologyChanged: true },
    ]);
  });

  it('has none for one cell all day, and none for an empty history', () => {
    expect(cellChanges(history([5, 5, 5], ['lte', 'lte', 'lte']))).toEqual([]);
    expect(cellChanges(history([], []))).toEqual([]);
  });
});
