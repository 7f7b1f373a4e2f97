// Spec 2 "Home": equipment status, WAN traffic, interface rows, 4G, Wi-Fi and internet state.
import type { Ops } from '@rc/contract/registry';
import type { Handler } from '../op-context';
import { deviceMac, lanAddress, wanSettings } from '../../settings/network-settings';
import { wifiBands } from '../../settings/wireless-settings';
import { modemWithHeadline } from '../../radio/modem-headline';

export const get_system_status: Handler<Ops['get_system_status']> = async (_input, ctx) => {
  const [status, terminals] = await Promise.all([ctx.platform.systemStatus(), ctx.platform.terminalCount()]);
  // The spread last: a field after it sends V8 down its slow path, which cost a third of the
  // poll's time under load (bench/README.md "Status op under load").
  return { terminals, ...status };
};

export const get_traffic_realtime: Handler<Ops['get_traffic_realtime']> = async (_input, ctx) => ({
  samples: await ctx.platform.wanTraffic(),
});

export const get_interface_status: Handler<Ops['get_interface_status']> = async (_input, ctx) => {
  const network = await ctx.store.read('network');
  const wan = wanSettings(network);
  const link = await ctx.platform.wanLink();
  // A static WAN shows what the administrator set; DHCP and PPPoE show what the link obtained.
  const address = wan.proto === 'static' ? wan : link;
  // Spec 3 "DNS optional; the system default is used if empty".
  const dns = wan.dns.length ? wan.dns : link.dns;
  return {
    interfaces: [
      {
        name: 'wan',
        proto: wan.proto,
        up: link.up,
        macaddr: deviceMac(network, wan.device) ?? ctx.factory.identity.wanMac,
        ipaddr: address.ipaddr,
        netmask: address.netmask,
        gateway: address.gateway,
        dns,
      },
      {
        name: 'lan',
        proto: 'static',
        up: true,
        macaddr: deviceMac(network, 'br-lan') ?? ctx.factory.identity.lanMac,
        ...lanAddress(network),
        gateway: '',
        dns: [],
      },
    ],
  };
};

export const get_cellular_info: Handler<Ops['get_cellular_info']> = async (_input, ctx) => modemWithHeadline(ctx.platform);

export const get_wifi_info: Handler<Ops['get_wifi_info']> = async (_input, ctx) => {
  const [wireless, clients] = await Promise.all([ctx.store.read('wireless'), ctx.platform.lanClients()]);
  return {
    bands: wifiBands(wireless).map(({ band, enabled, ssid, channel, encryption }) => ({
      band,
      enabled,
      ssid,
      channel,
      encryption,
      clients: enabled ? clients.filter((c) => c.interface === `wifi-${band}`).length : 0,
    })),
  };
};

export const get_internet_state: Handler<Ops['get_internet_state']> = async (_input, ctx) => {
  const [link, modem] = await Promise.all([ctx.platform.wanLink(), ctx.platform.modem()]);
  if (link.up) return { connected: true, uplink: 'wan' };
  if (modem.present && modem.state === 'connected') return { connected: true, uplink: 'cellular' };
  return { connected: false, uplink: 'none' };
};
