// Whether a static route's gateway is reachable on its interface, as netifd needs it: the
// kernel refuses `ip route add ... via GW dev IF` ("Nexthop has invalid gateway") when GW is not
// on a subnet of IF. The LAN's and a static WAN's subnets are in the config; a DHCP or PPPoE
// WAN's and the modem's come at run time, so there only a LAN address is refused.
import { ipv4ToInt, netmaskToPrefix } from '@rc/contract/datatypes';
import type { StaticRoute } from '@rc/contract/ops/network/static-routes';
import type { Ipv4Address } from './network-settings';

export function onSubnet(ip: string, subnet: Ipv4Address): boolean {
  const [a, b, mask] = [ipv4ToInt(ip), ipv4ToInt(subnet.ipaddr), ipv4ToInt(subnet.netmask)];
  if (a === undefined || b === undefined || mask === undefined || (netmaskToPrefix(subnet.netmask) ?? 0) === 0) return false;
  return (a & mask) === (b & mask);
}

export interface RouteSubnets {
  lan: Ipv4Address;
  /** the WAN's subnet when it is known: a static address, or the live DHCP/PPPoE lease */
  wan: Ipv4Address | undefined;
}

export function gatewayReachable(route: Pick<StaticRoute, 'interface' | 'gateway'>, subnets: RouteSubnets): boolean {
  if (route.gateway === '') return true;
  if (route.interface === 'lan') return onSubnet(route.gateway, subnets.lan);
  if (onSubnet(route.gateway, subnets.lan)) return false;
  return route.interface !== 'wan' || subnets.wan === undefined || onSubnet(route.gateway, subnets.wan);
}
