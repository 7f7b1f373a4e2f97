import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CellularCountries, cellularCountryCodes, ispsOf, presetApn } from './cellular-isps';
import {
  inSameSubnet,
  intToIpv4,
  ipv4ToInt,
  isApn,
  isDialNumber,
  isHostAddress,
  isSimPin,
  prefixToNetmask,
  subnetsOverlap,
} from './datatypes';

const address = fc.nat({ max: 0xffffffff }).map(intToIpv4);
const mask = fc.integer({ min: 0, max: 32 }).map(prefixToNetmask);

describe('subnet rules', () => {
  it('finds two subnets overlapping exactly when the shorter prefix holds both addresses', () => {
    fc.assert(
      fc.property(address, mask, address, mask, (a, am, b, bm) => {
        const shorter = (ipv4ToInt(am) ?? 0) <= (ipv4ToInt(bm) ?? 0) ? am : bm;
        expect(subnetsOverlap(a, am, b, bm)).toBe(inSameSubnet(a, b, shorter));
        expect(subnetsOverlap(a, am, b, bm)).toBe(subnetsOverlap(b, bm, a, am));
      }),
      { numRuns: 3000 },
    );
  });

  it('takes a host address of a /8-/30, never the network or broadcast address', () => {
    expect(isHostAddress('192.168.1.1', '255.255.255.0')).toBe(true);
    expect(isHostAddress('10.0.255.255', '255.255.0.0')).toBe(false);
    expect(isHostAddress('10.0.0.0', '255.0.0.0')).toBe(false);
    expect(isHostAddress('192.168.1.2', '255.255.255.252')).toBe(true);
    expect(isHostAddress('192.168.1.2', '255.255.255.254')).toBe(false);
    expect(isHostAddress('1.2.3.4', '254.0.0.0')).toBe(false);
    expect(isHostAddress('192.168.1.1', '255.0.255.0')).toBe(false);
  });
});

describe('cellular rules', () => {
  it('takes APNs as operators write them and refuses what would break a config line', () => {
    for (const good of ['cmnet', '3gnet', 'internet.telekom', 'fast.t-mobile.com', 'web.vodafone.de', 'mms_ctnet', 'A1']) expect(isApn(good), good).toBe(true);
    for (const bad of ['', 'my apn', '-cmnet', 'cmnet.', 'a..b', "cm'net", 'cmnet\n', 'a'.repeat(101)]) expect(isApn(bad), bad).toBe(false);
  });

  it('takes a PIN of 4-8 digits only', () => {
    fc.assert(fc.property(fc.stringMatching(/^\d{4,8}$/), (pin) => isSimPin(pin)));
    for (const bad of ['', '123', '123456789', '12a4', ' 1234', '1234\n']) expect(isSimPin(bad), bad).toBe(false);
  });

  it('takes dial strings of digits, * and #', () => {
    for (const good of ['*99#', '*99***1#', '#777', '+8613800000000']) expect(isDialNumber(good), good).toBe(true);
    for (const bad of ['', '*99#;reboot', '99 1', '1+1', '9'.repeat(33)]) expect(isDialNumber(bad), bad).toBe(false);
  });

  it("offers every country's ISPs with a valid preset APN, and 'custom' last", () => {
    for (const country of cellularCountryCodes) {
      const isps = ispsOf(country);
      expect(isps.at(-1)).toBe('custom');
      for (const isp of CellularCountries[country]) expect(isApn(presetApn(isp.id)), isp.id).toBe(true);
    }
    expect([presetApn('cmcc'), presetApn('cucc'), presetApn('ctcc')]).toEqual(['cmnet', '3gnet', 'ctnet']);
    expect(presetApn('custom')).toBeUndefined();
  });
});
