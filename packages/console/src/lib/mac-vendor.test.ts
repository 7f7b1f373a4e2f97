import { describe, expect, it } from 'vitest';
import { macVendor as vendorIn, vendorTable } from './mac-vendor';
import { ouiVendors } from './oui-vendors.generated';

const table = vendorTable(ouiVendors);
const macVendor = (mac: string) => vendorIn(mac, table);

describe('macVendor (issue 30.11)', () => {
  it("names the maker of a MAC's OUI from the trimmed IEEE list", () => {
    expect(macVendor('00:03:93:12:34:56')).toBe('Apple');
    expect(macVendor('f0:18:98:aa:bb:cc')).toBe('Apple');
    expect(macVendor('24:0A:C4:00:00:01')).toBe('Espressif');
    expect(macVendor('00:00:F0:00:00:01')).toBe('Samsung');
    expect(macVendor('00:09:BF:00:00:01')).toBe('Nintendo');
  });

  it('says a private address even before the list has loaded, and names no maker without it', () => {
    expect(vendorIn('DA:A1:19:00:00:01', undefined)).toBe('private');
    expect(vendorIn('00:03:93:12:34:56', undefined)).toBeUndefined();
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
