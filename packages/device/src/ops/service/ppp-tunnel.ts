// Service > PPTP and L2TP: the two client tunnels' handlers, one body for both (the tabs differ
// only in the interface and the program reading it, settings/ppp-tunnel-settings.ts).
import { ValidationKey } from '@rc/contract/datatypes';
import type { PppTunnel } from '@rc/contract/ops/service/ppp-tunnel-fields';
import { PppTunnelKey } from '@rc/contract/ops/service/ppp-tunnel-fields';
import type { Ops } from '@rc/contract/registry';
import type { Handler } from '../op-context';
import { OpError, fieldRefusal } from '../op-error';
import { draftPackage } from '../../uci/uci-draft';
import { joinWanZone } from '../../settings/firewall-zones';
import { defaultRouteHolder, readPppTunnel, writePppTunnel } from '../../settings/ppp-tunnel-settings';

type GetTunnel = Handler<Ops['get_pptp']>;
type SetTunnel = Handler<Ops['set_pptp']>;
type TunnelStatus = Handler<Ops['get_pptp_status']>;

export function getPppTunnel(tunnel: PppTunnel): GetTunnel {
  return async (_input, ctx) => {
    const { password, ...shown } = readPppTunnel(await ctx.store.read('network'), tunnel);
    return { ...shown, password_set: password === '' ? '0' : '1' };
  };
}

export function setPppTunnel(tunnel: PppTunnel): SetTunnel {
  return async (input, ctx) => {
    await ctx.store.transact(`set_${tunnel}`, ['network', 'firewall'], (draft) => {
      const network = draftPackage(draft, 'network');
      const password = input.password || readPppTunnel(network, tunnel).password;
      if (input.enabled === '1' && password === '') throw fieldRefusal('password', ValidationKey.required);
      // Two default routes over two tunnels: the last one up would win by chance.
      const holder = input.enabled === '1' && input.defaultroute === '1' ? defaultRouteHolder(network, tunnel) : undefined;
      if (holder) throw new OpError('-2', undefined, { errors: [{ field: 'defaultroute', key: PppTunnelKey.defaultRouteTaken, params: { tunnel: holder.toUpperCase() } }] });
      writePppTunnel(network, tunnel, { ...input, password });
      joinWanZone(draftPackage(draft, 'firewall'), tunnel);
    });
    return {};
  };
}

export function getPppTunnelStatus(tunnel: PppTunnel): TunnelStatus {
  return async (_input, ctx) => {
    const settings = readPppTunnel(await ctx.store.read('network'), tunnel);
    const link = await ctx.platform.pppTunnelLink({ tunnel, enabled: settings.enabled === '1', server: settings.server, username: settings.username, password: settings.password });
    return { ...link, up: link.up ? '1' : '0' };
  };
}
