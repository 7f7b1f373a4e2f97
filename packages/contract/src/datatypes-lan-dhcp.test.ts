// Issue 13 items 15, 21, 22: the DHCP pool and static leases against the LAN subnet, one
// message per rule, and host names as dnsmasq takes them for a static lease.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  ValidationKey,
  checkDhcpRange,
  isLanNetmask,
  isLeaseHostname,
  isUnicastMac,
  leaseHostnameSchema,
  safeLeaseHostname,
  lanHostIpKey,
  unicastMacSchema,
} from './datatypes';

const lan24 = { ipaddr: '192.168.1.1', netmask: '255.255.255.0' };
const lan25 = { ipaddr: '192.168.1.1', netmask: '255.255.255.128' };

describe('the DHCP pool in the LAN subnet', () => {
  it('flags both start 0 and end 255, each field with its key', () => {
    expect(checkDhcpRange(0, 255)).toEqual({
      code: '-4',
      errors: [
        { field: 'start', key: ValidationKey.dhcpOutOfRange },
        { field: 'end', key: ValidationKey.dhcpOutOfRange },
      ],
    });
  });

  it('answers -4 for a pool of .100-.250 in a /25, whose last host is .126', () => {
    expect(checkDhcpRange(100, 250, lan25)).toEqual({ code: '-4', errors: [{ field: 'end', key: ValidationKey.dhcpOutsideSubnet }] });
    expect(checkDhcpRange(127, 200, lan25)?.errors).toEqual([
      { field: 'start', key: ValidationKey.dhcpOutsideSubnet },
      { field: 'end', key: ValidationKey.dhcpOutsideSubnet },
    ]);
    expect(checkDhcpRange(100, 126, lan25)).toBeUndefined();
    expect(checkDhcpRange(100, 250, lan24)).toBeUndefined();
    // A /16 has more hosts than spec 5's 1-254 allows: the spec's range still bounds the pool.
    expect(checkDhcpRange(100, 254, { ipaddr: '10.0.0.1', netmask: '255.255.0.0' })).toBeUndefined();
  });

  it("answers -4 on both fields for a pool holding the router's own address", () => {
    const key = ValidationKey.dhcpPoolHasRouter;
    expect(checkDhcpRange(1, 50, lan24)).toEqual({ code: '-4', errors: [{ field: 'start', key }, { field: 'end', key }] });
    expect(checkDhcpRange(100, 250, { ipaddr: '192.168.1.150', netmask: '255.255.255.0' })?.code).toBe('-4');
    expect(checkDhcpRange(2, 50, lan24)).toBeUndefined();
  });

  it('never lets a pool reach the network or broadcast address or the router, whatever the LAN', () => {
    const prefix = fc.integer({ min: 8, max: 30 });
    fc.assert(
      fc.property(prefix, fc.integer({ min: 1, max: 254 }), fc.integer({ min: 1, max: 254 }), fc.integer({ min: 1, max: 300 }), (bits, start, end, routerHost) => {
        const hostBits = 2 ** (32 - bits) - 1;
        const router = Math.min(routerHost, hostBits - 1);
        const mask = [24, 16, 8, 0].map((shift) => ((0xffffffff << (32 - bits)) >>> shift) & 0xff).join('.');
        const ip = [24, 16, 8, 0].map((shift) => ((0x0a000000 + router) >>> shift) & 0xff).join('.');
        const verdict = checkDhcpRange(start, end, { ipaddr: ip, netmask: mask });
        if (verdict !== undefined) return true;
        return start >= 1 && end < hostBits && end > start && !(start <= router && router <= end);
      }),
    );
  });
});

describe('a static lease address in the LAN subnet', () => {
  it("refuses an address of another subnet, the router's own, the network and the broadcast address", () => {
    expect(lanHostIpKey('192.168.1.20', lan24)).toBeUndefined();
    expect(lanHostIpKey('10.0.0.5', lan24)).toBe(ValidationKey.leaseOutsideSubnet);
    expect(lanHostIpKey('192.168.1.200', lan25)).toBe(ValidationKey.leaseOutsideSubnet);
    expect(lanHostIpKey('192.168.1.1', lan24)).toBe(ValidationKey.routerAddress);
    expect(lanHostIpKey('192.168.1.0', lan24)).toBe(ValidationKey.hostAddress);
    expect(lanHostIpKey('192.168.1.255', lan24)).toBe(ValidationKey.hostAddress);
    expect(lanHostIpKey('192.168.1.127', lan25)).toBe(ValidationKey.hostAddress);
  });

  it('takes a LAN mask of /8-/30 only', () => {
    expect(isLanNetmask('255.255.255.252')).toBe(true);
    expect(isLanNetmask('255.0.0.0')).toBe(true);
    for (const mask of ['0.0.0.0', '254.0.0.0', '255.255.255.254', '255.255.255.255']) expect(isLanNetmask(mask), mask).toBe(false);
  });
});

describe('a static lease MAC', () => {
  it('is unicast: neither the broadcast nor a multicast address', () => {
    expect(isUnicastMac('00:11:22:33:44:55')).toBe(true);
    expect(isUnicastMac('02:00:00:00:00:01')).toBe(true);
    expect(unicastMacSchema().safeParse('ff:ff:ff:ff:ff:ff').error?.issues.map((i) => i.message)).toEqual([ValidationKey.macUnicast]);
    expect(unicastMacSchema().safeParse('01:00:5E:00:00:01').error?.issues.map((i) => i.message)).toEqual([ValidationKey.macUnicast]);
    expect(unicastMacSchema().safeParse('33:33:00:00:00:01').error?.issues.map((i) => i.message)).toEqual([ValidationKey.macUnicast]);
    expect(unicastMacSchema().safeParse('00:11:22:33:44').error?.issues.map((i) => i.message)).toEqual([ValidationKey.mac]);
  });
});

describe('a static lease host name', () => {
  it('accepts what dnsmasq takes as a --dhcp-host name, two letters or one included', () => {
    for (const name of ['pc', 'a', 'nas-1', 'Living-Room-TV', '1pc', 'x.lan', 'a'.repeat(63)]) expect(isLeaseHostname(name), name).toBe(true);
  });

  it('refuses what dnsmasq would read as something else or reject, stopping DHCP for the LAN', () => {
    const refused = ['', '-pc', 'pc-', 'my pc', 'my_pc', '小米手环', '<b>guest</b>', "x'\nconfig rule", 'a'.repeat(64), '123', '12h', '30m', 'infinite', 'ignore', '1.2.3.4', 'aa:bb', 'a..b'];
    for (const name of refused) expect(isLeaseHostname(name), name).toBe(false);
    expect(leaseHostnameSchema().safeParse('my pc').error?.issues.map((i) => i.message)).toEqual([ValidationKey.leaseHostname]);
  });

  it('makes a client-chosen name safe, or empty when nothing of it is usable', () => {
    expect(safeLeaseHostname('synology-nas')).toBe('synology-nas');
    expect(safeLeaseHostname('<b>guest</b>')).toBe('b-guest-b');
    expect(safeLeaseHostname("John's iPhone")).toBe('John-s-iPhone');
    expect(safeLeaseHostname('小米手环')).toBe('');
    expect(safeLeaseHostname('小米手环 Pro')).toBe('Pro');
    expect(safeLeaseHostname('42')).toBe('');
    fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (raw) => {
      const safe = safeLeaseHostname(raw);
      return safe === '' || isLeaseHostname(safe);
    }));
    // CPU-bound (100 strings of up to 300 code units, about 1 s alone): vitest's 5 s cut it short on a
    // loaded 2-core machine, a failure that said nothing of the code
  }, 30_000);
});
