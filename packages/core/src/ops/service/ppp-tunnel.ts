// Service > PPTP and L2TP: the two client tunnels' handlers, one body for both (the tabs differ
// only in the interface and the program reading it, settings/ppp-tunnel-settings.ts). The VPN
// overview (vpn.ts) saves through the same savePppTunnel and reads the same state.
import { ValidationKey } from '@rc/contract/datatypes';
import type { PppTunnel } from '@rc/contract/ops/service/ppp-tunnel-fields';
import type { Ops } from '@rc/contract/registry';
import { withStoredBlanks } from '@rc/contract/switched-settings';
import type { Handler, OpContext } from '../op-context';
import { fieldRefusal } from '../../errors/op-error';
import { draftPackage } from '../../uci/uci-draft';
import type { UciDraft } from '../../uci/config-store';
import type { UciPackage } from '../../uci/uci-types';
import { joinWanZone } from '../../settings/firewall-zones';
import { assertOneDefaultRoute } from '../../settings/default-route';
import { readPppTunnel, writePppTunnel, type PppTunnelSettings } from '../../settings/ppp-tunnel-settings';
import type { PppTunnelLink } from '../../platform/platform';
import type { RouterPackage } from '../../errors/missing-package-error';

type GetTunnel = Handler<Ops['get_l2tp']>;
type SetTunnel = (input: Parameters<Handler<Ops['set_l2tp']>>[0] & { mppe?: '1' | '0' }, ctx: OpContext) => Promise<Record<string, never>>;
type TunnelStatus = Handler<Ops['get_pptp_status']>;

export function getPppTunnel(tunnel: PppTunnel): GetTunnel {
  return async (_input, ctx) => {
    const { password, mppe: _mppe, ...shown } = readPppTunnel(await ctx.store.read('network'), tunnel);
    return { ...shown, password_set: password === '' ? '0' : '1' };
  };
}

/** PPTP's answer: the tunnel's and its MPPE choice. */
export const getPptp: Handler<Ops['get_pptp']> = async (input, ctx) => {
  const { mppe } = readPppTunnel(await ctx.store.read('network'), 'pptp');
  return { ...(await getPppTunnel('pptp')(input, ctx)), mppe };
};

/**
 * Writes one tunnel's settings into the draft, as both its tab and the VPN overview save it: an
 * empty password keeps the stored one, none refuses to switch on, the tunnel joins the wan zone,
 * and at most one tunnel holds the default route (-2 on `routeField`).
 */
export function savePppTunnel(draft: UciDraft, tunnel: PppTunnel, input: Pick<PppTunnelSettings, 'enabled'> & Partial<PppTunnelSettings>, routeField: string): void {
  const network: UciPackage = draftPackage(draft, 'network');
  const stored = readPppTunnel(network, tunnel);
  const password = input.password || stored.password;
  if (input.enabled === '1' && password === '') throw fieldRefusal('password', ValidationKey.required);
  // A switched-off save keeps what it leaves blank; so does one without PPTP's mppe.
  writePppTunnel(network, tunnel, { ...withStoredBlanks(input, stored), password });
  assertOneDefaultRoute(network, tunnel, routeField);
  joinWanZone(draftPackage(draft, 'firewall'), tunnel);
}

/**
 * netifd brings proto 'pptp' up with ppp.sh only where ppp-mod-pptp's pptp.so is (ppp.sh:
 * add_protocol pptp), proto 'l2tp' with xl2tpd's /lib/netifd/proto/l2tp.sh and xl2tpd itself.
 */
const tunnelPackages: Record<PppTunnel, RouterPackage> = { pptp: 'ppp-mod-pptp', l2tp: 'xl2tpd' };

/** A tunnel's save on a router without the package netifd needs for it: refused, naming the package. */
export async function requireTunnelPackage(ctx: OpContext, tunnel: PppTunnel): Promise<void> {
  await ctx.platform.requirePackage?.(tunnelPackages[tunnel]);
}

export function setPppTunnel(tunnel: PppTunnel): SetTunnel {
  return async (input, ctx) => {
    await requireTunnelPackage(ctx, tunnel);
    await ctx.store.transact(`set_${tunnel}`, ['network', 'firewall'], (draft) => savePppTunnel(draft, tunnel, input, 'defaultroute'));
    return {};
  };
}

/** The tunnel's state from the platform, as the tabs, the overview and connect / disconnect answer it. */
export async function pppTunnelState(ctx: OpContext, tunnel: PppTunnel): Promise<PppTunnelLink> {
  const settings = readPppTunnel(await ctx.store.read('network'), tunnel);
  return ctx.platform.pppTunnelLink({ tunnel, enabled: settings.enabled === '1', server: settings.server, username: settings.username, password: settings.password });
}

export function getPppTunnelStatus(tunnel: PppTunnel): TunnelStatus {
  return async (_input, ctx) => {
    const link = await pppTunnelState(ctx, tunnel);
    return { ...link, up: link.up ? '1' : '0' };
  };
}
