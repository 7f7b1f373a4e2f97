import { describe, expect, it } from 'vitest';
import { lteBand, nrBand, wcdmaBand } from './radio-bands';

describe('bands from channel numbers', () => {
  it('finds the LTE band of an EARFCN (TS 36.101), the NR band of an NR-ARFCN (TS 38.104), the WCDMA one of a UARFCN', () => {
    expect([100, 1650, 1825, 3590, 38950, 40936, 6300].map(lteBand)).toEqual(['B1', 'B3', 'B3', 'B8', 'B40', 'B41', 'B20']);
    expect([627264, 633984, 504990, 720000, 155000].map(nrBand)).toEqual(['n78', 'n78', 'n41', 'n79', 'n28']);
    expect([10700, 3000].map(wcdmaBand)).toEqual(['B1', 'B8']);
  });

  it('has no band for an unknown or missing channel', () => {
    expect(lteBand(null)).toBe('');
    expect(lteBand(99_999)).toBe('');
    expect(nrBand(1)).toBe('');
  });
});
