// Issue 16: at most one enabled tunnel holds the default route; two would race, the last one up
// winning by chance. One rule for every tunnel type: each type says here which of its interfaces
// hold the route (an OpenVPN client can join the list later).
// - PPTP, L2TP: netifd's ppp.sh / xl2tpd's l2tp.sh install the default route over the tunnel
//   unless `defaultroute '0'` (settings/ppp-tunnel-settings.ts).
// - WireGuard: wireguard.sh (proto_wireguard_setup) adds a route for each of a peer's
//   `allowed_ips` when the peer says `route_allowed_ips '1'`; 0.0.0.0/0 is then the default route.
import { PppTunnelKey, PppTunnels } from '@rc/contract/ops/service/ppp-tunnel-fields';
import type { UciPackage } from '../uci/uci-types';
import { OpError } from '../errors/op-error';
import { readPppTunnel } from './ppp-tunnel-settings';
import { readWireguard, WG_INTERFACE } from './wireguard-settings';

interface RouteHolder {
  /** the interface */
  name: string;
  /** how the message names it */
  label: string;
}

const DEFAULT_ROUTE = '0.0.0.0/0';

function pppHolders(network: UciPackage): RouteHolder[] {
  return PppTunnels.filter((tunnel) => {
    const settings = readPppTunnel(network, tunnel);
    return settings.enabled === '1' && settings.defaultroute === '1';
  }).map((tunnel) => ({ name: tunnel, label: tunnel.toUpperCase() }));
}

function wireguardHolders(network: UciPackage): RouteHolder[] {
  const wg = readWireguard(network);
  return wg.enabled === '1' && routingPeer(wg.peers) >= 0 ? [{ name: WG_INTERFACE, label: 'WireGuard' }] : [];
}

/** The index of the first peer that routes 0.0.0.0/0, -1 when none does. */
export function routingPeer(peers: readonly { allowedIps: string; routeAllowedIps: string }[]): number {
  return peers.findIndex((peer) => peer.routeAllowedIps === '1' && peer.allowedIps.split(',').includes(DEFAULT_ROUTE));
}

const holderTypes = [pppHolders, wireguardHolders];

/** Every enabled tunnel holding the default route, as the network file says now. */
export function defaultRouteHolders(network: UciPackage): RouteHolder[] {
  return holderTypes.flatMap((holders) => holders(network));
}

/**
 * Refuses (-2 on `field`, naming the other tunnel) a network file where `name` holds the default
 * route beside another tunnel. Called on the draft after a tunnel's save wrote it.
 */
export function assertOneDefaultRoute(network: UciPackage, name: string, field: string): void {
  const holders = defaultRouteHolders(network);
  if (!holders.some((holder) => holder.name === name)) return;
  const other = holders.find((holder) => holder.name !== name);
  if (other) throw new OpError('-2', undefined, { errors: [{ field, key: PppTunnelKey.defaultRouteTaken, params: { tunnel: other.label } }] });
}
