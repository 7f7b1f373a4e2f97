// The host a diagnostics program may be given. It reaches ping, traceroute and nslookup as an
// argument, so it is an allow-list: IPv4 or a host name by the contract's rule, or an IPv6
// literal. Nothing that can start with '-' (an option) or hold a shell or control character passes.
import { isNetworkHost } from '@rc/contract/datatypes';

export function isDiagnosticsHost(value: unknown): value is string {
  // The contract's rule, so that the console's form and the device agree on every host.
  return isNetworkHost(value);
}
