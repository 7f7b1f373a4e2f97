import { describe, expect, it } from 'vitest';
import { set_dhcp_config } from '@rc/contract/ops/network/dhcp';
import { dhcpConfigSave } from './use-dhcp';

const pool = { enabled: '1', start: 100, end: 250, leaseTime: 12, leaseUnit: 'h' };
const issues = (input: object, lan?: { ipaddr: string; netmask: string }) => {
  const result = dhcpConfigSave(lan).input.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => ({ field: issue.path.join('.'), key: issue.message }));
};

describe('dhcpConfigSave', () => {
  it("refuses in the browser what the device answers -4 and -6, on spec 5's fields", () => {
    expect(issues(pool)).toEqual([]);
    expect(issues({ ...pool, start: 0 })).toEqual([{ field: 'start', key: 'validation.dhcpOutOfRange' }]);
    expect(issues({ ...pool, end: 255 })).toEqual([{ field: 'end', key: 'validation.dhcpOutOfRange' }]);
    expect(issues({ ...pool, start: 200, end: 200 })).toEqual([{ field: 'end', key: 'validation.dhcpEndNotAfterStart' }]);
  });

  it('flags every failing field: start 0 and end 255 both (issue 13.21)', () => {
    expect(issues({ ...pool, start: 0, end: 255 })).toEqual([
      { field: 'start', key: 'validation.dhcpOutOfRange' },
      { field: 'end', key: 'validation.dhcpOutOfRange' },
    ]);
  });

  it("refuses in the browser a pool beyond the LAN subnet or holding the router's address (issue 13.15)", () => {
    const lan25 = { ipaddr: '192.168.1.1', netmask: '255.255.255.128' };
    expect(issues(pool, lan25)).toEqual([{ field: 'end', key: 'validation.dhcpOutsideSubnet' }]);
    expect(issues({ ...pool, start: 1, end: 50 }, lan25).map((issue) => issue.field)).toEqual(['start', 'end']);
    expect(issues({ ...pool, end: 126 }, lan25)).toEqual([]);
  });

  it('leaves the wire schema accepting them, so that the device can answer its own codes', () => {
    expect(set_dhcp_config.input.safeParse({ ...pool, start: 0, end: 300 }).success).toBe(true);
  });
});
