// The host a diagnostics program may be given. It reaches ping, traceroute and nslookup as an
// argument, so it is an allow-list: IPv4 or a host name by the contract's rule, or an IPv6
// literal. Nothing that can start with '-' (an option) or hold a shell or control character passes.
import { isIP } from 'node:net';
import { isIpOrHostname } from '@rc/contract/datatypes';

// Hex digits, colons and dots only: no zone index ('%eth0'), which isIP would accept with any text.
const IPV6_CHARS_RE = /^[0-9A-Fa-f:.]{2,45}$/;

export function isDiagnosticsHost(value: unknown): value is string {
  return isIpOrHostname(value) || isIpv6Literal(value);
}

export function isIpv6Literal(value: unknown): value is string {
  return typeof value === 'string' && IPV6_CHARS_RE.test(value) && isIP(value) === 6;
}
