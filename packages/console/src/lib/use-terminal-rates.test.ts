import { describe, expect, it } from 'vitest';
import { ratesBetween } from './use-terminal-rates';

const sample = (at: number, rx: number, tx: number) => ({ at, counters: new Map([['AA', { mac: 'AA', rxBytes: rx, txBytes: tx }]]) });

describe('ratesBetween (issue 30.11)', () => {
  it('divides the counters\' growth by the seconds between two answers', () => {
    expect(ratesBetween(sample(0, 1000, 5000), sample(5000, 6000, 55_000)).get('AA')).toEqual({ up: 1000, down: 10_000 });
  });

  it('has no rate before a second answer, for a new device, or when counters went back (a reconnect)', () => {
    expect(ratesBetween(undefined, sample(5000, 1, 1)).size).toBe(0);
    expect(ratesBetween(sample(0, 9000, 9000), sample(5000, 10, 10)).size).toBe(0);
    expect(ratesBetween({ at: 0, counters: new Map() }, sample(5000, 10, 10)).size).toBe(0);
  });
});
