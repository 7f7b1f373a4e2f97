import { describe, expect, it, vi } from 'vitest';
import type { CellRadio } from '../platform/platform';
import { HISTORY_SPAN_MS, MAX_SAMPLES, RadioHistory, SAMPLE_EVERY_MS, type HistoryCopy } from './radio-history';

const radio = (rsrp: number, cellId = 1): CellRadio => ({
  technology: 'lte', band: 'B3', arfcn: 1650, nrBand: '', nrArfcn: null, cellId, pci: 1, tac: 1, rsrp, rsrq: -10, sinr: 12, rssi: -60,
});

function memoryCopy(text?: string): HistoryCopy & { writes: string[] } {
  const writes: string[] = [];
  return {
    kept: 'flash',
    writeEveryMs: 3_600_000,
    writes,
    read: async () => writes[writes.length - 1] ?? text,
    write: async (t) => void writes.push(t),
  };
}

describe('RadioHistory', () => {
  it('keeps one day of minutes at most, oldest dropped', async () => {
    let now = 1_800_000_000_000;
    const history = new RadioHistory({ read: async () => radio(-90), now: () => now });
    for (let n = 0; n < MAX_SAMPLES + 30; n++) {
      await history.sample();
      now += SAMPLE_EVERY_MS;
    }
    const samples = history.samples();
    expect(samples.length).toBeLessThanOrEqual(MAX_SAMPLES);
    expect(samples[0]!.time).toBeGreaterThanOrEqual(now - HISTORY_SPAN_MS);
  });

  it('writes its copy once an hour of samples, not each minute, and once more when stopped', async () => {
    let now = 1_800_000_000_000;
    const copy = memoryCopy();
    const history = new RadioHistory({ read: async () => radio(-90), now: () => now, copy });
    await history.start();
    for (let n = 0; n < 150; n++) {
      now += SAMPLE_EVERY_MS;
      await history.sample();
    }
    expect(copy.writes).toHaveLength(2);
    await history.stop();
    expect(copy.writes).toHaveLength(3);
    expect(JSON.parse(copy.writes[2]!).samples).toHaveLength(151);
  });

  it('starts again from its copy, and ignores a damaged or hostile one', async () => {
    const now = 1_800_000_000_000;
    const copy = memoryCopy();
    const first = new RadioHistory({ read: async () => radio(-88, 7), now: () => now - 120_000, copy });
    await first.start();
    await first.stop();
    const second = new RadioHistory({ read: async () => radio(-95, 8), now: () => now, copy });
    await second.start();
    expect(second.samples().map((s) => [s.rsrp, s.cellId])).toEqual([[-88, 7], [-95, 8]]);
    await second.stop();

    for (const text of ['{', '{"samples": 5}', '{"samples":[{"time":"x"},{"time":1,"rsrp":"-1","rsrq":null,"sinr":null,"technology":"lte","cellId":null},{"__proto__":{"time":1}}]}']) {
      const history = new RadioHistory({ read: async () => undefined, now: () => now, copy: memoryCopy(text) });
      await history.start();
      expect(history.samples().map((s) => s.technology)).toEqual(['none']);
      await history.stop();
    }
  });

  it('fills the time before its first sample from what the platform can tell', async () => {
    const now = 1_800_000_000_000;
    const history = new RadioHistory({
      read: async () => radio(-90),
      now: () => now,
      past: (from, to, step) => [{ time: to - step, rsrp: -80, rsrq: -9, sinr: 20, technology: 'lte' as const, cellId: 3 }].filter((s) => s.time >= from),
    });
    await history.start();
    expect(history.samples().map((s) => s.rsrp)).toEqual([-80, -90]);
    await history.stop();
  });
});

describe('RadioHistory stopped while starting', () => {
  it('leaves no sampling timer behind and writes its copy last (a daemon stopped at once)', async () => {
    vi.useFakeTimers();
    try {
      let reads = 0;
      const copy = memoryCopy();
      const history = new RadioHistory({ read: async () => ((reads += 1), radio(-90)), copy, now: () => Date.now() });
      const starting = history.start();
      await history.stop();
      await starting;
      const [readsAtStop, writesAtStop] = [reads, copy.writes.length];
      expect(writesAtStop).toBeGreaterThan(0);
      await vi.advanceTimersByTimeAsync(SAMPLE_EVERY_MS * 3);
      expect([reads, copy.writes.length]).toEqual([readsAtStop, writesAtStop]);
    } finally {
      vi.useRealTimers();
    }
  });
});
