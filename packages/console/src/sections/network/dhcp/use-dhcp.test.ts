import { describe, expect, it } from 'vitest';
import { set_dhcp_config } from '@rc/contract/ops/network/dhcp';
import { dhcpConfigSave } from './use-dhcp';

const pool = { enabled: '1', start: 100, end: 250, leaseTime: 12, leaseUnit: 'h' };
const issues = (input: object) => {
  const result = dhcpConfigSave.input.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => ({ field: issue.path.join('.'), key: issue.message }));
};

describe('dhcpConfigSave', () => {
  it("refuses in the browser what the device answers -4 and -6, on spec 5's fields", () => {
    expect(issues(pool)).toEqual([]);
    expect(issues({ ...pool, start: 0 })).toEqual([{ field: 'start', key: 'validation.dhcpOutOfRange' }]);
    expect(issues({ ...pool, end: 255 })).toEqual([{ field: 'end', key: 'validation.dhcpOutOfRange' }]);
    expect(issues({ ...pool, start: 200, end: 200 })).toEqual([{ field: 'end', key: 'validation.dhcpEndNotAfterStart' }]);
  });

  it('leaves the wire schema accepting them, so that the device can answer its own codes', () => {
    expect(set_dhcp_config.input.safeParse({ ...pool, start: 0, end: 300 }).success).toBe(true);
  });
});
