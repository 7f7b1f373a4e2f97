import { ipv4ToInt } from './datatypes';

/**
 * Address blocks no internet host can dial (RFC 6890's not-globally-reachable IPv4 ranges):
 * a WAN address in one of them is behind another router or the carrier's NAT (CGNAT,
 * RFC 6598), so port forwards, DMZ, DDNS and WireGuard cannot be reached from outside.
 */
const NOT_GLOBAL: readonly (readonly [string, number])[] = [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // RFC 1918
  ['100.64.0.0', 10], // CGNAT, RFC 6598
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local: no DHCP answer
  ['172.16.0.0', 12], // RFC 1918
  ['192.0.0.0', 24], // IETF protocol assignments (DS-Lite's 192.0.0.0/29)
  ['192.168.0.0', 16], // RFC 1918
  ['198.18.0.0', 15], // benchmarking
  ['240.0.0.0', 4], // reserved
];

const BLOCKS = NOT_GLOBAL.map(([base, prefix]) => {
  const mask = prefix === 0 ? 0 : (0xffffffff << (32 - prefix)) >>> 0;
  return { network: (ipv4ToInt(base) ?? 0) & mask, mask };
});

/** True when `ip` is an IPv4 address the internet cannot reach (private, CGNAT, link-local...). */
export function isPrivateWanAddress(ip: string): boolean {
  const value = ipv4ToInt(ip);
  if (value === undefined) return false;
  return BLOCKS.some(({ network, mask }) => ((value & mask) >>> 0) === network >>> 0);
}
