// Advanced > Black list: MACs whose traffic through the router is rejected, the same list as the
// terminal tab's prohibit access (settings/blacklist-rules.ts says how fw4 reads it).
import type { Ops } from '@rc/contract/registry';
import { BlacklistKey } from '@rc/contract/ops/advanced/blacklist-fields';
import type { Handler } from '../op-context';
import { fieldRefusal } from '../../errors/op-error';
import { callerAddress, callerMac } from '../caller-device';
import { draftPackage } from '../../uci/uci-draft';
import { getOption } from '../../uci/uci-edit';
import { readBlacklist, writeBlacklist } from '../../settings/blacklist-rules';
import { hostMac, staticHosts } from '../../settings/dhcp-settings';

export const get_blacklist: Handler<Ops['get_blacklist']> = async (_input, ctx) => ({
  macs: readBlacklist(await ctx.store.read('firewall')),
});

export const set_blacklist: Handler<Ops['set_blacklist']> = async (input, ctx) => {
  // The list rejects forwarded traffic only, but the administrator's device would lose the
  // internet and every other network: refused, like a Wi-Fi allow list without it.
  const own = await callerMac(ctx);
  const index = own === undefined ? -1 : input.macs.findIndex((mac) => mac.toUpperCase() === own);
  if (index >= 0) throw fieldRefusal('macs', BlacklistKey.ownDevice);
  await ctx.store.transact('set_blacklist', ['firewall'], (draft) => {
    writeBlacklist(draftPackage(draft, 'firewall'), input.macs);
  });
  return {};
};

export const get_blacklist_hosts: Handler<Ops['get_blacklist_hosts']> = async (_input, ctx) => {
  const [clients, dhcp] = await Promise.all([ctx.platform.lanClients(), ctx.store.read('dhcp')]);
  const caller = callerAddress(ctx);
  const hosts = new Map<string, { mac: string; hostname: string; ip: string; online: boolean; self: boolean }>();
  for (const client of clients) {
    const mac = client.mac.toUpperCase();
    hosts.set(mac, { mac, hostname: client.hostname, ip: client.ip, online: true, self: client.ip === caller });
  }
  // Static leases name devices that are not connected now.
  for (const section of staticHosts(dhcp)) {
    const mac = hostMac(section)?.toUpperCase();
    const known = mac === undefined ? undefined : hosts.get(mac);
    const hostname = getOption(section, 'name') ?? '';
    if (mac === undefined) continue;
    if (!known) hosts.set(mac, { mac, hostname, ip: '', online: false, self: false });
    else if (!known.hostname) known.hostname = hostname;
  }
  return { hosts: [...hosts.values()] };
};
