// Network > Static route (spec 2): OpenWrt `config route` sections of the network package
// (interface, target, netmask, gateway, metric) and the kernel's table from the platform.
import type { Ops } from '@rc/contract/registry';
import { ValidationKey } from '@rc/contract/datatypes';
import type { StaticRoute } from '@rc/contract/ops/network/static-routes';
import type { Handler } from '../op-context';
import { fieldRefusal } from '../../errors/op-error';
import { gatewayReachable } from '../../settings/route-reach';
import { lanAddress, wanSettings } from '../../settings/network-settings';
import { draftPackage } from '../../uci/uci-draft';
import { sectionsOfType, setOption } from '../../uci/uci-edit';
import { readRoute } from '../../settings/static-routes';
import { saveSectionList } from '../../uci/section-list';
import type { UciPackage, UciSection } from '../../uci/uci-types';

function ownedRoutes(network: UciPackage): UciSection[] {
  return sectionsOfType(network, 'route').filter((section) => readRoute(section) !== undefined);
}

const routeKey = (route: StaticRoute) => `${route.interface} ${route.target} ${route.netmask}`;

export const get_static_routes: Handler<Ops['get_static_routes']> = async (_input, ctx) => {
  const network = await ctx.store.read('network');
  return { routes: ownedRoutes(network).flatMap((section) => readRoute(section) ?? []) };
};

export const set_static_routes: Handler<Ops['set_static_routes']> = async (input, ctx) => {
  const link = await ctx.platform.wanLink();
  await ctx.store.transact('set_static_routes', ['network'], (draft) => {
    const network = draftPackage(draft, 'network');
    const wan = wanSettings(network);
    const subnets = { lan: lanAddress(network), wan: wan.proto === 'static' ? wan : link.up ? link : undefined };
    const unreachable = input.routes.findIndex((route) => !gatewayReachable(route, subnets));
    if (unreachable >= 0) throw fieldRefusal(`routes.${unreachable}.gateway`, ValidationKey.routeGatewayUnreachable);
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
