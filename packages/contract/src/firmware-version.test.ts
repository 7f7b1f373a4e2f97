import { describe, expect, it } from 'vitest';
import { compareFirmwareVersions } from './firmware-version';

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
