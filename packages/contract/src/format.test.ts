import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatBytes, formatDuration, formatRate, rateAxis, signalLevel } from './format';

describe('signalLevel', () => {
  it('maps dBm readings on the spec 9 thresholds', () => {
    expect(signalLevel(-49)).toBe(4);
    expect(signalLevel(-50)).toBe(3);
    expect(signalLevel(-69)).toBe(3);
    expect(signalLevel(-70)).toBe(2);
    expect(signalLevel(-84)).toBe(2);
    expect(signalLevel(-85)).toBe(1);
    expect(signalLevel(-113)).toBe(1);
  });

  it('maps positive readings on their own thresholds', () => {
    expect(signalLevel(51)).toBe(4);
    expect(signalLevel(50)).toBe(3);
    expect(signalLevel(31)).toBe(3);
    expect(signalLevel(30)).toBe(2);
    expect(signalLevel(16)).toBe(2);
    expect(signalLevel(15)).toBe(1);
    expect(signalLevel(1)).toBe(1);
  });

  it('shows one bar for a modem with no reading (0 or not a number)', () => {
    expect(signalLevel(0)).toBe(1);
    expect(signalLevel(NaN)).toBe(1);
    expect(signalLevel(-Infinity)).toBe(1);
  });

  it('never drops a bar as the signal gets stronger on either scale', () => {
    const dbm = fc.integer({ min: -140, max: -1 });
    const positive = fc.integer({ min: 0, max: 100 });
    for (const scale of [dbm, positive]) {
      fc.assert(fc.property(scale, scale, (a, b) => signalLevel(Math.min(a, b)) <= signalLevel(Math.max(a, b))));
    }
  });
});

describe('formatBytes', () => {
  it('uses base 1024 with two decimals above a kilobyte', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1023)).toBe('1023 B');
    expect(formatBytes(1024)).toBe('1.00 KB');
    expect(formatBytes(1536)).toBe('1.50 KB');
    expect(formatBytes(1024 ** 2 * 5.25)).toBe('5.25 MB');
    expect(formatBytes(1024 ** 3)).toBe('1.00 GB');
    expect(formatBytes(1024 ** 4 * 2)).toBe('2.00 TB');
    expect(formatBytes(1536, 0)).toBe('2 KB');
    expect(formatBytes(1536, 1)).toBe('1.5 KB');
  });

  it('moves to the next unit rather than showing 1024.00', () => {
    expect(formatBytes(1024 * 1024 - 1)).toBe('1.00 MB');
    expect(formatBytes(1023.7)).toBe('1.00 KB');
  });

  it('stops at TB', () => {
    expect(formatBytes(1024 ** 5)).toBe('1024.00 TB');
  });

  it('shows a negative or non-finite count as 0 B', () => {
    expect(formatBytes(-1)).toBe('0 B');
    expect(formatBytes(NaN)).toBe('0 B');
    expect(formatBytes(Infinity)).toBe('0 B');
  });

  it('always shows a number below 1024 and a unit, and reads back close to the input', () => {
    const factor = { B: 1, KB: 1024, MB: 1024 ** 2, GB: 1024 ** 3, TB: 1024 ** 4 } as const;
    fc.assert(
      fc.property(fc.double({ min: 1, max: 1024 ** 4 - 1, noNaN: true }), (bytes) => {
        const match = /^(\d+(?:\.\d{2})?) (B|KB|MB|GB|TB)$/.exec(formatBytes(bytes));
        if (!match) return false;
        const value = Number(match[1]);
        const unit = match[2] as keyof typeof factor;
        return value < 1024 && Math.abs(value * factor[unit] - bytes) <= factor[unit] * 0.005 + 0.5;
      }),
    );
  });
});

describe('formatRate', () => {
  it('formats bytes per second', () => {
    expect(formatRate(1536)).toBe('1.50 KB/s');
    expect(formatRate(0)).toBe('0 B/s');
    expect(formatRate(1024 ** 2 * 12.5, 1)).toBe('12.5 MB/s');
  });
});

describe('formatDuration', () => {
  it('splits seconds into days, hours, minutes and seconds', () => {
    expect(formatDuration(0)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
    expect(formatDuration(59)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 59 });
    expect(formatDuration(3661)).toEqual({ days: 0, hours: 1, minutes: 1, seconds: 1 });
    expect(formatDuration(90061.9)).toEqual({ days: 1, hours: 1, minutes: 1, seconds: 1 });
  });

  it('shows nothing elapsed for a negative or non-finite time', () => {
    expect(formatDuration(-5)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
    expect(formatDuration(NaN)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });

  it('adds its parts back up to the whole seconds, each part within its range', () => {
    fc.assert(
      fc.property(fc.nat({ max: 10 * 365 * 86_400 }), (total) => {
        const { days, hours, minutes, seconds } = formatDuration(total);
        return (
          days * 86_400 + hours * 3_600 + minutes * 60 + seconds === total && hours < 24 && minutes < 60 && seconds < 60
        );
      }),
    );
  });
});

describe('rateAxis (issue 30.13)', () => {
  it('puts the ticks at round numbers of one unit, up to the top of the data', () => {
    const kb = rateAxis(1_150 * 1024);
    expect(kb.ticks.map(kb.label)).toEqual(['0 KB/s', '500 KB/s', '1000 KB/s', '1500 KB/s']);
    const mb = rateAxis(37 * 1024 ** 2);
    expect(mb.ticks.map(mb.label)).toEqual(['0 MB/s', '10 MB/s', '20 MB/s', '30 MB/s', '40 MB/s']);
    const bytes = rateAxis(1024);
    expect(bytes.ticks.map(bytes.label)).toEqual(['0 B/s', '500 B/s', '1000 B/s', '1500 B/s']);
    const tiny = rateAxis(3);
    expect(tiny.ticks.map(tiny.label)).toEqual(['0 B/s', '1 B/s', '2 B/s', '3 B/s']);
  });

  it('gives the same ticks again for its own top tick, so the scale and the axis agree', () => {
    for (const max of [1, 999, 4_097, 123_456, 9_876_543, 5e9]) {
      const { ticks } = rateAxis(max);
      expect(rateAxis(ticks[ticks.length - 1]!).ticks).toEqual(ticks);
    }
  });
});
