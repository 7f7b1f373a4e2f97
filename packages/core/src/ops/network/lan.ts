// Network > LAN (spec 2): network.lan address and mask, and the status table.
import type { Ops } from '@rc/contract/registry';
import { ValidationKey, checkDhcpRange, netmaskToPrefix, lanHostIpKey, subnetsOverlap } from '@rc/contract/datatypes';
import type { Handler } from '../op-context';
import { OpError, fieldRefusal } from '../../errors/op-error';
import { deviceMac, lanAddress, wanSettings, type Ipv4Address } from '../../settings/network-settings';
import { draftPackage } from '../../uci/uci-draft';
import { getList, getOption, getSection, setOption } from '../../uci/uci-edit';
import type { UciPackage, UciSection } from '../../uci/uci-types';
import { dhcpPool, lanPoolSection, staticHostAddresses } from '../../settings/dhcp-settings';

export const get_lan_config: Handler<Ops['get_lan_config']> = async (_input, ctx) => {
  const network = await ctx.store.read('network');
  return { ...lanAddress(network), macaddr: deviceMac(network, 'br-lan') ?? ctx.factory.identity.lanMac };
};

export const get_lan_status: Handler<Ops['get_lan_status']> = async (_input, ctx) => {
  const [network, dhcp, clients] = await Promise.all([
    ctx.store.read('network'),
    ctx.store.read('dhcp'),
    ctx.platform.lanClients(),
  ]);
  const pool = getSection(dhcp, 'lan');
  return {
    ...lanAddress(network),
    macaddr: deviceMac(network, 'br-lan') ?? ctx.factory.identity.lanMac,
    terminals: clients.length,
    rxBytes: clients.reduce((sum, c) => sum + c.rxBytes, 0),
    txBytes: clients.reduce((sum, c) => sum + c.txBytes, 0),
    // OpenWrt: dnsmasq serves the LAN unless dhcp.lan has ignore '1'.
    dhcp: pool !== undefined && getOption(pool, 'ignore') !== '1',
  };
};

export const set_lan_config: Handler<Ops['set_lan_config']> = async (input, ctx) => {
  const link = await ctx.platform.wanLink();
  await ctx.store.transact('set_lan_config', ['network', 'dhcp'], (draft) => {
    const network = draftPackage(draft, 'network');
    const lan = getSection(network, 'lan');
    if (lan?.type !== 'interface') throw new OpError('-12', "network: no interface 'lan'");
    const wan = wanSubnet(network, link);
    if (subnetsOverlap(input.ipaddr, input.netmask, wan.ipaddr, wan.netmask)) {
      throw fieldRefusal('ipaddr', ValidationKey.lanWanOverlap);
    }
    refuseStrandedDhcp(draftPackage(draft, 'dhcp'), input);
    writeLanAddress(lan, input);
  });
  return {};
};

/**
 * Issue 13.15: a new subnet must still hold what dnsmasq serves on it. The pool is host numbers
 * (start, limit) and follows the address, but a smaller mask can leave it past the broadcast
 * address, and a new address can fall inside it; static leases are whole addresses. The save is
 * refused, naming the field to change, rather than moving the pool or the leases behind the
 * administrator's back: they fix them on the DHCP tab, where they see what they get.
 */
function refuseStrandedDhcp(dhcp: UciPackage, lan: Ipv4Address): void {
  const section = lanPoolSection(dhcp);
  const pool = dhcpPool(section);
  const verdict = pool.enabled === '1' ? checkDhcpRange(pool.start, pool.end, lan) : undefined;
  if (verdict?.errors.some((error) => error.key === ValidationKey.dhcpPoolHasRouter)) {
    throw fieldRefusal('ipaddr', ValidationKey.lanAddressInPool);
  }
  if (verdict) throw fieldRefusal('netmask', ValidationKey.lanPoolOutside);
  if (staticHostAddresses(dhcp).some((ip) => lanHostIpKey(ip, lan) !== undefined)) {
    throw fieldRefusal('ipaddr', ValidationKey.lanStaticLeases);
  }
}

/**
 * The page edits the first address only (issue 13.5). A LuCI `list ipaddr '192.168.1.1/24'
 * '10.0.0.1/24'` keeps its further addresses: the first item is replaced in the CIDR form, which
 * netifd reads with its own prefix, so the netmask option that prefix-less items use stays as it
 * is. A single address (option or one-item list) is written as ipaddr plus netmask.
 */
function writeLanAddress(lan: UciSection, address: Ipv4Address): void {
  const addresses = getList(lan, 'ipaddr');
  if (addresses.length > 1) {
    setOption(lan, 'ipaddr', [`${address.ipaddr}/${netmaskToPrefix(address.netmask)}`, ...addresses.slice(1)]);
    return;
  }
  // One spelling: the CIDR form OpenWrt also reads ('192.168.1.1/24') becomes ipaddr plus netmask.
  setOption(lan, 'ipaddr', address.ipaddr);
  setOption(lan, 'netmask', address.netmask);
}

/** The WAN's subnet: what a static WAN is set to, else what the link obtained (DHCP, PPPoE, others). */
function wanSubnet(network: UciPackage, link: Ipv4Address): Ipv4Address {
  const wan = getSection(network, 'wan');
  return wan && getOption(wan, 'proto') === 'static' ? wanSettings(network) : link;
}
