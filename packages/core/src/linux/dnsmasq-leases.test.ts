import { describe, expect, it } from 'vitest';
import { parseDnsmasqLeases } from './dnsmasq-leases';

describe('parseDnsmasqLeases', () => {
  it('reads IPv4 leases, upper-cases MACs, blanks "*" host names and skips IPv6 and junk lines', () => {
    const text = [
      '1700000000 3c:22:fb:01:02:03 192.168.1.120 iPhone 01:3c:22:fb:01:02:03',
      '0 aa:bb:cc:dd:ee:ff 192.168.1.5 * *',
      'duid 00:01:00:01:2a:bc:de:f0:00:11:22:33:44:55',
      '1700000100 1234 fd00::5 host6 00:02:00',
      'garbage',
      '',
    ].join('\n');
    expect(parseDnsmasqLeases(text)).toEqual([
      { hostname: 'iPhone', ip: '192.168.1.120', mac: '3C:22:FB:01:02:03', expiresAt: 1_700_000_000_000 },
      { hostname: '', ip: '192.168.1.5', mac: 'AA:BB:CC:DD:EE:FF', expiresAt: 0 },
    ]);
  });
});
