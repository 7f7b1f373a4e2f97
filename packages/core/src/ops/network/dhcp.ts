// Network > DHCP (spec 2, 5, 7): dhcp.lan's pool, the leases dnsmasq handed out, and the static
// allocations as `host` sections.
import type { Ops } from '@rc/contract/registry';
import { checkDhcpRange, lanHostIpKey } from '@rc/contract/datatypes';
import type { StaticLease } from '@rc/contract/ops/network/dhcp';
import type { Handler } from '../op-context';
import { draftPackage } from '../../uci/uci-draft';
import { OpError } from '../../errors/op-error';
import { addSection, getOption, sectionsOfType, setOption } from '../../uci/uci-edit';
import { saveSectionList } from '../../uci/section-list';
import type { UciPackage, UciSection } from '../../uci/uci-types';
import { dhcpPool, hostMac, lanPoolSection, poolLeaseSeconds, staticHosts } from '../../settings/dhcp-settings';
import { lanAddress } from '../../settings/network-settings';

export const get_dhcp_config: Handler<Ops['get_dhcp_config']> = async (_input, ctx) => {
  return dhcpPool(lanPoolSection(await ctx.store.read('dhcp')));
};

export const set_dhcp_config: Handler<Ops['set_dhcp_config']> = async (input, ctx) => {
  await ctx.store.transact('set_dhcp_config', ['dhcp', 'network'], (draft) => {
    // Spec 7's own codes: -4 out of range or outside the LAN subnet, -6 end not above start,
    // with every failing field for the form (issue 13.15, 13.21).
    const refused = checkDhcpRange(input.start, input.end, lanAddress(draftPackage(draft, 'network')));
    if (refused) throw new OpError(refused.code, undefined, { errors: refused.errors });
    const dhcp = draftPackage(draft, 'dhcp');
    const lan = lanPoolSection(dhcp) ?? newLanPool(dhcp);
    setOption(lan, 'start', String(input.start));
    setOption(lan, 'limit', String(input.end - input.start + 1));
    setOption(lan, 'leasetime', `${input.leaseTime}${input.leaseUnit}`);
    setOption(lan, 'ignore', input.enabled === '0' ? '1' : undefined);
  });
  return {};
};

function newLanPool(dhcp: UciPackage): UciSection {
  const section = addSection(dhcp, 'dhcp', 'lan');
  setOption(section, 'interface', 'lan');
  return section;
}

export const get_dhcp_leases: Handler<Ops['get_dhcp_leases']> = async (_input, ctx) => {
  const pool = dhcpPool(lanPoolSection(await ctx.store.read('dhcp')));
  const now = Date.now();
  const leases = (await ctx.platform.dhcpLeases(poolLeaseSeconds(pool)))
    .filter((lease) => lease.expiresAt === 0 || lease.expiresAt > now)
    .map((lease) => ({
      hostname: lease.hostname,
      ip: lease.ip,
      mac: lease.mac,
      expires: lease.expiresAt === 0 ? -1 : Math.ceil((lease.expiresAt - now) / 1000),
    }));
  return { leases };
};

export const get_static_leases: Handler<Ops['get_static_leases']> = async (_input, ctx) => {
  const hosts = staticHosts(await ctx.store.read('dhcp')).map((section) => ({
    name: getOption(section, 'name') ?? '',
    ip: getOption(section, 'ip') ?? '',
    mac: hostMac(section) ?? '',
  }));
  return { hosts };
};

export const set_static_leases: Handler<Ops['set_static_leases']> = async (input, ctx) => {
  await ctx.store.transact('set_static_leases', ['dhcp', 'network'], (draft) => {
    // Issue 13.15: dnsmasq hands out only hosts of the LAN subnet dhcp.lan serves, never the router's own address.
    const lan = lanAddress(draftPackage(draft, 'network'));
    const errors = input.hosts.flatMap((host, index) => {
      const key = lanHostIpKey(host.ip, lan);
      return key ? [{ field: `hosts.${index}.ip`, key }] : [];
    });
    if (errors.length > 0) throw new OpError('-2', undefined, { errors });
    const dhcp = draftPackage(draft, 'dhcp');
    saveSectionList<StaticLease>(dhcp, input.hosts, {
      type: 'host',
      owned: [...staticHosts(dhcp), ...namedOnly(dhcp, input.hosts)],
      keyOfSection: (section) => hostMac(section) ?? '',
      keyOfItem: (host) => host.mac,
      write: writeHost,
    });
  });
  return {};
};

/**
 * Issue 30.11: hosts the administrator only named (set_terminal_name: mac and name, no ip) whose
 * MAC gets a static lease; the lease takes that section, so that dnsmasq.init's dhcp_host_add()
 * writes one --dhcp-host for the MAC, not a second one that would shadow the address.
 */
function namedOnly(dhcp: UciPackage, hosts: readonly StaticLease[]): UciSection[] {
  const leased = new Set(hosts.map((host) => host.mac.toUpperCase()));
  return sectionsOfType(dhcp, 'host').filter((section) => getOption(section, 'ip') === undefined && leased.has((hostMac(section) ?? '').toUpperCase()));
}

function writeHost(section: UciSection, host: StaticLease): void {
  // A lease without a name keeps the name the administrator gave the device.
  const kept = getOption(section, 'ip') === undefined ? getOption(section, 'name') : undefined;
  setOption(section, 'name', host.name || kept);
  // A host section holding several MACs keeps them; only a new or changed first MAC is written.
  if (hostMac(section)?.toLowerCase() !== host.mac.toLowerCase()) setOption(section, 'mac', host.mac);
  setOption(section, 'ip', host.ip);
}
