// Service > WireGuard (issue 16): settings/wireguard-settings.ts over network and firewall, and
// wg0's live state from the platform (`wg show wg0 dump` on a router).
import type { Ops } from '@rc/contract/registry';
import type { Handler, OpContext } from '../op-context';
import { draftPackage } from '../../uci/uci-draft';
import type { UciPackage } from '../../uci/uci-types';
import { getSection } from '../../uci/uci-edit';
import { assertOneDefaultRoute, routingPeer } from '../../settings/default-route';
import { addPhone, readWireguard, WG_INTERFACE, wireguardSettings, writeWireguard } from '../../settings/wireguard-settings';

const packages = ['network', 'firewall'];

type TunnelState = Awaited<ReturnType<Handler<Ops['get_vpn_status']>>>['tunnels'][number];

export const get_wireguard: Handler<Ops['get_wireguard']> = async (_input, ctx) => wireguardSettings((await ctx.store.read('network'))!);

export const set_wireguard: Handler<Ops['set_wireguard']> = async (input, ctx) => {
  // netifd brings up proto 'wireguard' only with wireguard-tools' /lib/netifd/proto/wireguard.sh
  await ctx.platform.requirePackage?.('wireguard-tools');
  await ctx.store.transact('set_wireguard', packages, async (draft) => {
    const network = draftPackage(draft, 'network');
    await writeWireguard(network, draftPackage(draft, 'firewall'), input);
    const index = routingPeer(readWireguard(network).peers);
    assertOneDefaultRoute(network, WG_INTERFACE, input.peers && index >= 0 ? `peers.${index}.routeAllowedIps` : 'enabled');
  });
  return {};
};

export const add_wireguard_phone: Handler<Ops['add_wireguard_phone']> = async (input, ctx) => {
  await ctx.platform.requirePackage?.('wireguard-tools');
  let answer = { publicKey: '', config: '' };
  await ctx.store.transact('add_wireguard_phone', packages, async (draft) => {
    answer = await addPhone(draftPackage(draft, 'network'), draftPackage(draft, 'firewall'), input.description, input.endpointHost, input.tunnel ?? 'full');
  });
  return answer;
};

async function wireguardLink(ctx: OpContext, network: UciPackage) {
  const settings = readWireguard(network);
  return ctx.platform.wireguardLink({ enabled: settings.enabled === '1', peers: settings.peers });
}

export const get_wireguard_status: Handler<Ops['get_wireguard_status']> = async (_input, ctx) => {
  const link = await wireguardLink(ctx, (await ctx.store.read('network'))!);
  return { available: link.available ? '1' : '0', up: link.up ? '1' : '0', peers: link.peers };
};

// WireGuard drops a session whose last handshake is older than REJECT_AFTER_TIME (180 s, the
// protocol's timers; `wg show wg0 latest-handshakes` says when): only then is a peer connected.
const HANDSHAKE_FRESH_S = 180;

/**
 * wg0 as one entry of the VPN overview's list; undefined while no wg0 is configured. Connected only
 * while some peer shook hands lately; time and bytes are wg0's own (netifd's uptime of wg0, the
 * peers' transfer counters since it came up), never the router's uptime.
 */
export async function wireguardTunnelState(ctx: OpContext, network: UciPackage): Promise<TunnelState | undefined> {
  if (!getSection(network, WG_INTERFACE)) return undefined;
  const settings = readWireguard(network);
  const link = await wireguardLink(ctx, network);
  const shaken = link.peers.some((peer) => peer.handshakeSecondsAgo >= 0 && peer.handshakeSecondsAgo < HANDSHAKE_FRESH_S);
  const dials = settings.peers.some((peer) => peer.endpointHost !== '');
  const reason = settings.enabled !== '1' ? 'disabled' : !link.available ? 'unavailable' : !link.up || !shaken ? (dials ? 'unreachable' : 'noHandshake') : '';
  const up = reason === '';
  const sum = (key: 'rxBytes' | 'txBytes') => link.peers.reduce((total, peer) => total + peer[key], 0);
  return {
    name: WG_INTERFACE,
    type: 'wireguard',
    up: up ? '1' : '0',
    reason,
    ipaddr: up ? (settings.addresses.split(',')[0]?.split('/')[0] ?? '') : '',
    connectedSeconds: up ? (link.upSeconds ?? 0) : 0,
    rxBytes: sum('rxBytes'),
    txBytes: sum('txBytes'),
  };
}
