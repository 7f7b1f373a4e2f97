// The simulated router's IPv4 table as netifd builds it from /etc/config/network: each up
// interface's subnet and default route (the modem's with its configured metric), and every
// static `config route` whose interface is up and whose gateway the kernel would accept.
import type { StaticRoute } from '@rc/contract/ops/network/static-routes';
import { ipv4ToInt, intToIpv4 } from '@rc/contract/datatypes';
import type { UciPackage } from '@rc/core/uci/uci-types';
import { getOption, getSection, sectionsOfType } from '@rc/core/uci/uci-edit';
import { lanAddress } from '@rc/core/settings/network-settings';
import { readRoute } from '@rc/core/settings/static-routes';
import { gatewayReachable } from '@rc/core/settings/route-reach';
import type { Route, WanLink } from '@rc/core/platform/platform';

const devices: Record<StaticRoute['interface'], string> = { lan: 'br-lan', wan: 'wan', wwan: 'wwan0' };
const MODEM_GATEWAY = '10.64.64.64';

export function simulatedRoutes(network: UciPackage, link: WanLink, modemUp: boolean): Route[] {
  const lan = lanAddress(network);
  const routes: Route[] = [];
  if (link.up) {
    routes.push({ destination: '0.0.0.0', netmask: '0.0.0.0', gateway: link.gateway, interface: 'wan', metric: metricOf(network, 'wan', 0) });
    routes.push({ destination: networkOf(link.ipaddr, link.netmask), netmask: link.netmask, gateway: '0.0.0.0', interface: 'wan', metric: 0 });
  }
  if (modemUp) routes.push({ destination: '0.0.0.0', netmask: '0.0.0.0', gateway: MODEM_GATEWAY, interface: 'wwan0', metric: metricOf(network, 'wwan', 0) });
  routes.push({ destination: networkOf(lan.ipaddr, lan.netmask), netmask: lan.netmask, gateway: '0.0.0.0', interface: 'br-lan', metric: 0 });
  const up = { lan: true, wan: link.up, wwan: modemUp };
  for (const route of staticRoutes(network)) {
    if (!up[route.interface] || !gatewayReachable(route, { lan, wan: link.up ? link : undefined })) continue;
    routes.push({ destination: route.target, netmask: route.netmask, gateway: route.gateway || '0.0.0.0', interface: devices[route.interface], metric: route.metric });
  }
  return routes;
}

function staticRoutes(network: UciPackage): StaticRoute[] {
  return sectionsOfType(network, 'route').flatMap((section) => readRoute(section) ?? []);
}

function metricOf(network: UciPackage, name: string, fallback: number): number {
  const section = getSection(network, name);
  const metric = Number(section && getOption(section, 'metric'));
  return Number.isInteger(metric) ? metric : fallback;
}

function networkOf(ip: string, mask: string): string {
  return intToIpv4(((ipv4ToInt(ip) ?? 0) & (ipv4ToInt(mask) ?? 0)) >>> 0);
}
