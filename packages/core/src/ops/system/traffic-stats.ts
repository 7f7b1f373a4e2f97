// System > Traffic information: counters per interface and per LAN client, from the platform.
import type { Ops } from '@rc/contract/registry';
import type { Handler } from '../op-context';

export const get_flow_stats: Handler<Ops['get_flow_stats']> = async (_input, ctx) => {
  const [interfaces, clients] = await Promise.all([ctx.platform.interfaceTraffic(), ctx.platform.lanClients()]);
  return {
    interfaces,
    clients: clients.map(({ hostname, ip, mac, interface: iface, rxBytes, txBytes }) => ({ hostname, ip, mac, interface: iface, rxBytes, txBytes })),
  };
};
