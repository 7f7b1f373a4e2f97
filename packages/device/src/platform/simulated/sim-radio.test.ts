import { describe, expect, it } from 'vitest';
import { SimRadio } from './sim-radio';

describe('SimRadio', () => {
  it('is the same radio for the same seed and time, and drifts within realistic bounds', () => {
    const a = new SimRadio(42);
    const b = new SimRadio(42);
    expect(a.reading(5_000)).toEqual(b.reading(5_000));
    for (let t = 0; t < 86_400; t += 600) {
      const r = a.reading(t);
      expect(r.rsrp).toBeGreaterThan(-115);
      expect(r.rsrp).toBeLessThan(-70);
      expect(r.rsrq).toBeGreaterThanOrEqual(-19.5);
      expect(r.sinr).toBeLessThanOrEqual(30);
      expect(r.band).toMatch(/^B\d+$/);
      expect(r.pci).toBeGreaterThanOrEqual(0);
    }
    expect(a.reading(100).rsrp).not.toBe(a.reading(1_900).rsrp);
  });

  it('hands over between cells over a day, at the same times for the same seed', () => {
    const cells = (seed: number) => {
      const radio = new SimRadio(seed);
      return Array.from({ length: 24 * 12 }, (_, n) => radio.reading(n * 300).cellId);
    };
    const day = cells(7);
    expect(new Set(day).size).toBeGreaterThan(1);
    expect(cells(7)).toEqual(day);
  });

  it('gives the past a minute apart, never before boot', () => {
    const radio = new SimRadio(3);
    const boot = 1_800_000_000_000;
    const samples = radio.past(boot, boot - 3_600_000, boot + 600_000, 60_000);
    expect(samples).toHaveLength(10);
    expect(samples[0]!.time).toBe(boot + 60_000);
  });
});
