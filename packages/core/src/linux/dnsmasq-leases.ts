// dnsmasq's lease file (/tmp/dhcp.leases on OpenWrt): one lease a line,
// "<expiry epoch seconds> <mac> <ip> <hostname or *> <client id or *>"; expiry 0 = infinite.
import type { DhcpLease } from '../platform/platform';

const MAC = /^[0-9a-f]{2}(?::[0-9a-f]{2}){5}$/i;
const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;

export function parseDnsmasqLeases(text: string): DhcpLease[] {
  const leases: DhcpLease[] = [];
  for (const line of text.split('\n')) {
    const [expiry, mac, ip, hostname] = line.trim().split(/\s+/);
    // IPv6 lines (duid first) and malformed ones are skipped.
    if (!expiry || !/^\d+$/.test(expiry) || !mac || !MAC.test(mac) || !ip || !IPV4.test(ip)) continue;
    leases.push({
      hostname: hostname === undefined || hostname === '*' ? '' : hostname,
      ip,
      mac: mac.toUpperCase(),
      expiresAt: Number(expiry) * 1000,
    });
  }
  return leases;
}
