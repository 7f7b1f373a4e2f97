// The network package's `config route` sections in the console's terms (OpenWrt netifd's
// interface, target, netmask, gateway, metric), shared by the Static route tab and the
// simulated routing table.
import { isIpv4, prefixToNetmask } from '@rc/contract/datatypes';
import type { StaticRoute } from '@rc/contract/ops/network/static-routes';
import { getOption } from '../uci/uci-edit';
import type { UciSection } from '../uci/uci-types';

const routeInterfaces: ReadonlySet<string> = new Set<StaticRoute['interface']>(['lan', 'wan', 'wwan']);
const HOST_MASK = '255.255.255.255';

/** A route section as the console edits it, or undefined for one it leaves alone (IPv6, other interfaces). */
export function readRoute(section: UciSection): StaticRoute | undefined {
  const iface = getOption(section, 'interface') ?? '';
  // OpenWrt also takes the target in CIDR form, without a netmask option.
  const [target = '', prefix] = (getOption(section, 'target') ?? '').split('/');
  if (!routeInterfaces.has(iface) || !isIpv4(target)) return undefined;
  const netmask = prefix !== undefined ? prefixToNetmask(Number(prefix)) : (getOption(section, 'netmask') ?? HOST_MASK);
  const metric = Number(getOption(section, 'metric') ?? '0');
  return {
    interface: iface as StaticRoute['interface'],
    target,
    netmask,
    gateway: getOption(section, 'gateway') ?? '',
    metric: Number.isInteger(metric) ? metric : 0,
  };
}
