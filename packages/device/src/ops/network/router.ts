// Network > Static route (spec 2): OpenWrt `config route` sections of the network package
// (interface, target, netmask, gateway, metric) and the kernel's table from the platform.
import type { Ops } from '@rc/contract/registry';
import { isIpv4, prefixToNetmask } from '@rc/contract/datatypes';
import type { StaticRoute } from '@rc/contract/ops/network/router';
import type { Handler } from '../op-context';
import { draftPackage } from '../../uci/uci-draft';
import { getOption, sectionsOfType, setOption } from '../../uci/uci-edit';
import { saveSectionList } from '../../uci/section-list';
import type { UciPackage, UciSection } from '../../uci/uci-types';

const routeInterfaces: ReadonlySet<string> = new Set<StaticRoute['interface']>(['lan', 'wan', 'wwan']);
const HOST_MASK = '255.255.255.255';

/** A route section as the console edits it, or undefined for one it leaves alone (IPv6, other interfaces). */
function readRoute(section: UciSection): StaticRoute | undefined {
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

function ownedRoutes(network: UciPackage): UciSection[] {
  return sectionsOfType(network, 'route').filter((section) => readRoute(section) !== undefined);
}

const routeKey = (route: StaticRoute) => `${route.interface} ${route.target} ${route.netmask}`;

export const get_static_routes: Handler<Ops['get_static_routes']> = async (_input, ctx) => {
  const network = await ctx.store.read('network');
  return { routes: ownedRoutes(network).flatMap((section) => readRoute(section) ?? []) };
};

export const set_static_routes: Handler<Ops['set_static_routes']> = async (input, ctx) => {
  await ctx.store.transact('set_static_routes', ['network'], (draft) => {
    const network = draftPackage(draft, 'network');
    saveSectionList<StaticRoute>(network, input.routes, {
      type: 'route',
      owned: ownedRoutes(network),
      keyOfSection: (section) => {
        const route = readRoute(section);
        return route ? routeKey(route) : '';
      },
      keyOfItem: routeKey,
      write: writeRoute,
    });
  });
  return {};
};

function writeRoute(section: UciSection, route: StaticRoute): void {
  setOption(section, 'interface', route.interface);
  setOption(section, 'target', route.target);
  setOption(section, 'netmask', route.netmask);
  setOption(section, 'gateway', route.gateway);
  setOption(section, 'metric', String(route.metric));
}

export const get_route_table: Handler<Ops['get_route_table']> = async (_input, ctx) => {
  return { routes: await ctx.platform.routes() };
};
