import { describe, expect, it } from 'vitest';
import { macVendor } from './mac-vendor';

describe('macVendor (issue 30.11)', () => {
  it("names the maker of a MAC's OUI from the trimmed IEEE list", () => {
    expect(macVendor('00:03:93:12:34:56')).toBe('Apple');
    expect(macVendor('f0:18:98:aa:bb:cc')).toBe('Apple');
    expect(macVendor('24:0A:C4:00:00:01')).toBe('Espressif');
    expect(macVendor('00:00:F0:00:00:01')).toBe('Samsung');
    expect(macVendor('00:09:BF:00:00:01')).toBe('Nintendo');
  });

  it('says a locally administered (random) MAC is a private address', () => {
    expect(macVendor('DA:A1:19:00:00:01')).toBe('private');
    expect(macVendor('02:00:00:00:00:01')).toBe('private');
  });

  it('knows nothing of makers left out of the trimmed list, nor of what is no MAC', () => {
    expect(macVendor('00:00:00:00:00:01')).toBeUndefined();
    expect(macVendor('not a mac')).toBeUndefined();
  });
});
