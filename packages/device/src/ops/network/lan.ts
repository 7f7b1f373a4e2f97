// Network > LAN (spec 2): network.lan address and mask, and the status table.
import type { Ops } from '@rc/contract/registry';
import { ValidationKey, subnetsOverlap } from '@rc/contract/datatypes';
import type { Handler } from '../op-context';
import { OpError, fieldRefusal } from '../op-error';
import { deviceMac, lanAddress, wanSettings, type Ipv4Address } from '../../settings/network-settings';
import { draftPackage } from '../../uci/uci-draft';
import { getOption, getSection, setOption } from '../../uci/uci-edit';
import type { UciPackage } from '../../uci/uci-types';

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
  await ctx.store.transact('set_lan_config', ['network'], (draft) => {
    const network = draftPackage(draft, 'network');
    const lan = getSection(network, 'lan');
    if (lan?.type !== 'interface') throw new OpError('-12', "network: no interface 'lan'");
    const wan = wanSubnet(network, link);
    if (subnetsOverlap(input.ipaddr, input.netmask, wan.ipaddr, wan.netmask)) {
      throw fieldRefusal('ipaddr', ValidationKey.lanWanOverlap);
    }
    // One spelling: the CIDR form OpenWrt also reads ('192.168.1.1/24') becomes ipaddr plus netmask.
    setOption(lan, 'ipaddr', input.ipaddr);
    setOption(lan, 'netmask', input.netmask);
  });
  return {};
};

/** The WAN's subnet: what a static WAN is set to, else what the link obtained (DHCP, PPPoE, others). */
function wanSubnet(network: UciPackage, link: Ipv4Address): Ipv4Address {
  const wan = getSection(network, 'wan');
  return wan && getOption(wan, 'proto') === 'static' ? wanSettings(network) : link;
}
