import { describe, expect, it } from 'vitest';
import { compareFirmwareReleases, compareFirmwareVersions } from './firmware-version';

describe('compareFirmwareVersions', () => {
  it('orders by the numbers, then by the build date', () => {
    expect(compareFirmwareVersions('V1.0.3 build 20261101', 'V1.0.4')).toBeLessThan(0);
    expect(compareFirmwareVersions('V1.10.0', 'V1.9.9')).toBeGreaterThan(0);
    expect(compareFirmwareVersions('V1.0.3 build 20261201', 'V1.0.3 build 20261101')).toBeGreaterThan(0);
    expect(compareFirmwareVersions('V1.0.3', 'V1.0.3 build 20261101')).toBeLessThan(0);
    expect(compareFirmwareVersions('V2.0.0 build 20260101', 'V2.0.0 build 20260101')).toBe(0);
  });

  it('throws on a string that is not a version', () => {
    expect(() => compareFirmwareVersions('1.0.3', 'V1.0.3')).toThrow(RangeError);
  });
});

describe('compareFirmwareReleases (issue 26.5)', () => {
  it('orders the same version by its build date, whether or not the version spells it', () => {
    const running = { version: 'V9.9.9', buildDate: '2026-11-01' };
    expect(compareFirmwareReleases({ version: 'V9.9.9 build 20200101', buildDate: '2020-01-01' }, running)).toBeLessThan(0);
    expect(compareFirmwareReleases({ version: 'V9.9.9', buildDate: '2026-10-31' }, running)).toBeLessThan(0);
    expect(compareFirmwareReleases({ version: 'V9.9.9 build 20261102', buildDate: '2026-11-02' }, running)).toBeGreaterThan(0);
    expect(compareFirmwareReleases({ version: 'V9.9.9 build 20261101', buildDate: '2026-11-01' }, running)).toBe(0);
  });

  it('orders different versions by their numbers alone', () => {
    const running = { version: 'V1.0.3 build 20261101', buildDate: '2026-11-01' };
    expect(compareFirmwareReleases({ version: 'V1.0.4 build 20200101', buildDate: '2020-01-01' }, running)).toBeGreaterThan(0);
    expect(compareFirmwareReleases({ version: 'V1.0.2 build 20271231', buildDate: '2027-12-31' }, running)).toBeLessThan(0);
  });
});
