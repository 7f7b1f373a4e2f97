// Service > VPN (issue 16): the overview edits the PPTP or L2TP tab's own section through the same
// savePppTunnel (one section, two pages), lists every tunnel's state, and connects or disconnects
// a client tunnel (netifd's ifup / ifdown).
import type { PppTunnel } from '@rc/contract/ops/service/ppp-tunnel-fields';
import { PppTunnels } from '@rc/contract/ops/service/ppp-tunnel-fields';
import { VpnClientFeatures } from '@rc/contract/ops/service/vpn-fields';
import type { Ops } from '@rc/contract/registry';
import type { Handler, OpContext } from '../op-context';
import { OpError } from '../../errors/op-error';
import { NotSupportedError } from '../../platform/platform';
import { draftPackage } from '../../uci/uci-draft';
import type { UciPackage } from '../../uci/uci-types';
import { readPppTunnel, writePppTunnel } from '../../settings/ppp-tunnel-settings';
import { pppTunnelState, requireTunnelPackage, savePppTunnel } from './ppp-tunnel';
import { wireguardTunnelState } from './wireguard';
import { openvpnTunnelState } from './openvpn';

type TunnelStates = Awaited<ReturnType<Handler<Ops['get_vpn_status']>>>['tunnels'];

const configured = (network: UciPackage | undefined, tunnel: PppTunnel) => network?.sections.some((s) => s.name === tunnel && s.type === 'interface') ?? false;

/** The client the overview shows: the enabled one, else one set up, else the first the model offers. */
function clientType(network: UciPackage | undefined, types: PppTunnel[]): PppTunnel {
  const settings = (tunnel: PppTunnel) => (network ? readPppTunnel(network, tunnel) : undefined);
  return types.find((t) => settings(t)?.enabled === '1') ?? types.find((t) => settings(t)?.server) ?? types[0] ?? 'pptp';
}

export const get_vpn_client: Handler<Ops['get_vpn_client']> = async (_input, ctx) => {
  const network = await ctx.store.read('network');
  const types = PppTunnels.filter((tunnel) => ctx.menu.isEnabled(VpnClientFeatures[tunnel]));
  const type = clientType(network, types);
  const settings = network && readPppTunnel(network, type);
  const pptp = network && readPppTunnel(network, 'pptp');
  return {
    type,
    types,
    server: settings?.server ?? '',
    username: settings?.username ?? '',
    password_set: settings?.password ? '1' : '0',
    mppe: pptp?.mppe ?? '1',
  };
};

export const set_vpn_client: Handler<Ops['set_vpn_client']> = async (input, ctx) => {
  await requireTunnelPackage(ctx, input.type);
  await ctx.store.transact('set_vpn_client', ['network', 'firewall'], (draft) => {
    const network = draftPackage(draft, 'network');
    // One VPN client: the other type goes off first, so that it holds no default route.
    for (const other of PppTunnels.filter((tunnel) => tunnel !== input.type && configured(network, tunnel))) {
      writePppTunnel(network, other, { ...readPppTunnel(network, other), enabled: '0' });
    }
    const stored = readPppTunnel(network, input.type);
    const mppe = input.type === 'pptp' ? input.mppe : undefined;
    const values = { enabled: '1' as const, server: input.server, username: input.username, password: input.password, defaultroute: stored.defaultroute, mtu: stored.mtu, mppe };
    savePppTunnel(draft, input.type, values, 'type');
  });
  return {};
};

export const get_vpn_status: Handler<Ops['get_vpn_status']> = async (_input, ctx) => {
  const network = await ctx.store.read('network');
  const tunnels: TunnelStates = [];
  for (const tunnel of PppTunnels.filter((t) => configured(network, t))) {
    const link = await pppTunnelState(ctx, tunnel);
    tunnels.push({ name: tunnel, type: tunnel, ...link, up: link.up ? '1' : '0' });
  }
  const wireguard = network && (await wireguardTunnelState(ctx, network));
  if (wireguard) tunnels.push(wireguard);
  const openvpn = await openvpnTunnelState(ctx);
  if (openvpn) tunnels.push(openvpn);
  return { tunnels };
};

async function control(ctx: OpContext, tunnel: PppTunnel, up: boolean) {
  try {
    await ctx.platform.tunnelControl(tunnel, up);
  } catch (error) {
    if (error instanceof NotSupportedError) throw new OpError('-12', error.message);
    throw error;
  }
  const link = await pppTunnelState(ctx, tunnel);
  return { ...link, up: link.up ? ('1' as const) : ('0' as const) };
}

export const vpn_connect: Handler<Ops['vpn_connect']> = async (input, ctx) => control(ctx, input.tunnel, true);

export const vpn_disconnect: Handler<Ops['vpn_disconnect']> = async (input, ctx) => control(ctx, input.tunnel, false);
