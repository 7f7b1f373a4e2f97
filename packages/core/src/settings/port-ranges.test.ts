import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { complementRanges, listOfRanges, mergeRanges, rangesOfList, withoutRanges, type PortRange } from './port-ranges';

const covered = (ranges: PortRange[], port: number) => ranges.some((range) => range.from <= port && port <= range.to);
const range = fc.tuple(fc.integer({ min: 1, max: 65535 }), fc.integer({ min: 0, max: 3000 })).map(([from, width]) => ({ from, to: Math.min(65535, from + width) }));

describe('port ranges', () => {
  it('joins overlapping and touching ranges, and reads a page list', () => {
    expect(mergeRanges(rangesOfList('8000:8010,22,8005:8020,23'))).toEqual([{ from: 22, to: 23 }, { from: 8000, to: 8020 }]);
    expect(listOfRanges(rangesOfList('443,22,21'))).toBe('21:22,443');
  });

  it('complements to exactly the ports not named, however wide', () => {
    expect(complementRanges(rangesOfList('1:1000,2000:65535'))).toEqual([{ from: 1001, to: 1999 }]);
    expect(complementRanges([])).toEqual([{ from: 1, to: 65535 }]);
    fc.assert(
      fc.property(fc.array(range, { maxLength: 8 }), fc.integer({ min: 1, max: 65535 }), (ranges, port) => {
        expect(covered(complementRanges(ranges), port)).toBe(!covered(ranges, port));
      }),
    );
  });

  it('takes ports out of ranges', () => {
    expect(withoutRanges(rangesOfList('60:70'), rangesOfList('68,22'))).toEqual([{ from: 60, to: 67 }, { from: 69, to: 70 }]);
  });
});
