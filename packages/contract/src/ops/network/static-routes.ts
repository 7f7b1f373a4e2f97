// Network > Static route (spec 2, 3): OpenWrt `route` sections of the network package, and
// the kernel's IPv4 routing table.
import { z } from 'zod';
import { defineOp } from '../../op';
import { Limits } from '../../constants';
import {
  ValidationKey,
  duplicateIndexes,
  ipv4Schema,
  isIpv4,
  isNetmask,
  isNetworkAddress,
  netmaskSchema,
  optionalIpv4,
  routeMetricSchema,
} from '../../datatypes';

/** The logical interfaces a static route can leave by: LAN, wired WAN, 4G (network.wwan). */
const routeInterfaces = ['lan', 'wan', 'wwan'] as const;

const staticRoute = z
  .strictObject({
    interface: z.enum(routeInterfaces),
    /** a host (netmask 255.255.255.255) or a network address */
    target: ipv4Schema(),
    netmask: netmaskSchema(),
    /** empty: the target is on the interface's own link */
    gateway: optionalIpv4(),
    /** spec 2 "hop points" */
    metric: routeMetricSchema(),
  })
  .superRefine((route, ctx) => {
    // Only a well-formed target and mask can disagree; a malformed one has its own message.
    if (isIpv4(route.target) && isNetmask(route.netmask) && !isNetworkAddress(route.target, route.netmask)) {
      ctx.addIssue({ code: 'custom', path: ['target'], message: ValidationKey.routeTarget });
    }
  });

export type StaticRoute = z.output<typeof staticRoute>;

const staticRouteList = z
  .array(staticRoute)
  .max(Limits.staticRoutesMax, ValidationKey.tooManyEntries)
  .superRefine((routes, ctx) => {
    // The kernel keeps one route per destination and metric; netifd would drop the second.
    for (const index of duplicateIndexes(routes, (r) => `${r.target}/${r.netmask}/${r.metric}`)) {
      ctx.addIssue({ code: 'custom', path: [index, 'target'], message: ValidationKey.duplicate });
    }
  });

const routeRow = z.object({
  interface: z.enum(routeInterfaces),
  target: z.string(),
  netmask: z.string(),
  gateway: z.string(),
  metric: z.number().int(),
});

export const get_static_routes = defineOp({
  op: 'get_static_routes',
  method: 'GET',
  feature: 'net_static_router',
  summary: 'Static IPv4 routes (network route sections): interface, target, netmask, gateway, metric.',
  input: z.strictObject({}),
  output: z.object({ routes: z.array(routeRow) }),
});

export const set_static_routes = defineOp({
  op: 'set_static_routes',
  method: 'POST',
  feature: 'net_static_router',
  mutates: true,
  summary: 'Replaces the static IPv4 routes with the given list. A gateway must be reachable on its interface: on the LAN subnet for lan, off it for wan and wwan, and on a static or live WAN subnet for wan (-2 on routes.N.gateway).',
  input: z.strictObject({ routes: staticRouteList }),
  output: z.object({}),
});

export const get_route_table = defineOp({
  op: 'get_route_table',
  method: 'GET',
  feature: 'net_static_router',
  summary: 'The active IPv4 routing table: destination, netmask, gateway, interface (device), metric.',
  input: z.strictObject({}),
  output: z.object({
    routes: z.array(
      z.object({ destination: z.string(), netmask: z.string(), gateway: z.string(), interface: z.string(), metric: z.number().int() }),
    ),
  }),
});
