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

/** wg0 as one entry of the VPN overview's list; undefined while no wg0 is configured. */
export async function wireguardTunnelState(ctx: OpContext, network: UciPackage): Promise<TunnelState | undefined> {
  if (!getSection(network, WG_INTERFACE)) return undefined;
  const settings = readWireguard(network);
  const [link, system] = await Promise.all([wireguardLink(ctx, network), ctx.platform.systemStatus()]);
  const reason = settings.enabled !== '1' ? 'disabled' : link.available ? '' : 'unavailable';
  const up = link.up && reason === '';
  const sum = (key: 'rxBytes' | 'txBytes') => link.peers.reduce((total, peer) => total + peer[key], 0);
  return {
    name: WG_INTERFACE,
    type: 'wireguard',
    up: up ? '1' : '0',
    reason,
    ipaddr: up ? (settings.addresses.split(',')[0]?.split('/')[0] ?? '') : '',
    // netifd brings wg0 up at boot, and it needs no server to be up.
    connectedSeconds: up ? Math.floor(system.uptime) : 0,
    rxBytes: sum('rxBytes'),
    txBytes: sum('txBytes'),
  };
}
