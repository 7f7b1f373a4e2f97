import { describe, expect, it } from 'vitest';
import { isPrivateWanAddress } from './wan-reach';

describe('isPrivateWanAddress', () => {
  it.each(['10.0.0.1', '10.255.255.254', '172.16.0.1', '172.31.255.1', '192.168.8.10', '100.64.0.1', '100.127.255.254', '169.254.3.4', '127.0.0.1', '192.0.0.2'])(
    '%s cannot be reached from the internet',
    (ip) => expect(isPrivateWanAddress(ip)).toBe(true),
  );
  it.each(['8.8.8.8', '172.15.255.255', '172.32.0.1', '100.63.255.255', '100.128.0.1', '192.169.0.1', '11.0.0.1', '203.0.113.7'])('%s is public', (ip) => expect(isPrivateWanAddress(ip)).toBe(false));
  it('is false for what is not an address (a down WAN answers "")', () => {
    for (const value of ['', 'router.example', '10.0.0', '10.0.0.256']) expect(isPrivateWanAddress(value)).toBe(false);
  });
});
