// What the DMZ must leave with the router: firewall4 DNATs in its dstnat_wan chain (prerouting),
// before input_wan's rules see a packet, so a DMZ redirect would hand the router's own services
// (the Allow-WireGuard rule's udp 51820, a remote management or OpenVPN server rule made in LuCI,
// the stock Allow-DHCP-Renew and Allow-Ping) to the DMZ host. Every enabled rule for input from
// the wan zone (fw4.uc parse_rule: `src` without `dest` is the input chain) names what stays, to be
// accepted or refused there as the rule says (Security's ping switch is Allow-Ping's target): its
// tcp/udp ports are left out of the DMZ's port ranges, its other protocols (icmp echo-request, esp, gre)
// leave the DMZ's protocol list. The DMZ is IPv4 (`dnat ip to`), so IPv6-only rules do not count.
// A rule of every zone (`src '*'`, the ACL page's input rules, acl-rules.ts) lands in fw4's base
// input chain, which a DNATed packet never reaches either: one that accepts (tcp 8443 to the
// router's web admin) keeps its ports; one that drops or rejects keeps nothing, as the router
// serves nothing there.
import type { UciPackage, UciSection } from '../uci/uci-types';
import { getList, getOption, sectionsOfType } from '../uci/uci-edit';
import { mergeRanges, rangeOfOption, type PortRange } from './port-ranges';

export interface RouterKeep {
  /** The rule's name as LuCI shows it. */
  name: string;
  /** fw4's protocol names, space-separated: `udp`, `tcp udp`, `icmp`. */
  proto: string;
  /** Its ports as `51820` or `8000-8010`, space-separated; '' for a protocol without ports. */
  ports: string;
}

export interface RouterKeeps {
  keeps: RouterKeep[];
  /** Every tcp/udp port kept, as sorted disjoint ranges. */
  ports: PortRange[];
  /** Protocols other than tcp and udp kept whole (`icmp` for ping). */
  protocols: Set<string>;
}

const PORT_PROTOCOLS = new Set(['tcp', 'udp']);
// fw4.uc parse_rule: icmp_type unset matches every type; ping is echo-request (type 8).
const PING_TYPES = new Set(['echo-request', '8', 'ping']);

export function routerKeeps(firewall: UciPackage): RouterKeeps {
  const keeps = sectionsOfType(firewall, 'rule').flatMap((rule) => (isWanInput(rule) ? keepOf(rule) : []));
  const protocols = new Set<string>();
  for (const keep of keeps) for (const proto of keep.proto.split(' ')) if (!PORT_PROTOCOLS.has(proto)) protocols.add(proto);
  const ports = keeps.flatMap((keep) => keep.ports.split(' ').flatMap((value) => rangeOfOption(value) ?? []));
  return { keeps, ports: mergeRanges(ports), protocols };
}

function isWanInput(rule: UciSection): boolean {
  const family = getOption(rule, 'family') ?? 'any';
  const src = getOption(rule, 'src');
  const fromWan = src === 'wan' || (src === '*' && (getOption(rule, 'target') ?? '').toUpperCase() === 'ACCEPT');
  return getOption(rule, 'enabled') !== '0' && fromWan && getOption(rule, 'dest') === undefined && !['ipv6', '6'].includes(family);
}

function keepOf(rule: UciSection): RouterKeep[] {
  const protos = words(rule, 'proto');
  const proto = (protos.length ? protos : ['tcp', 'udp']).map((name) => name.toLowerCase()).filter((name) => name !== 'ipv6-icmp' && name !== 'icmpv6');
  const ports = words(rule, 'dest_port').filter((port) => !port.startsWith('!'));
  const named = proto.filter((name) => (name === 'icmp' ? pingTypes(rule) : true));
  const kept = named.filter((name) => !PORT_PROTOCOLS.has(name) || ports.length > 0);
  // A rule over every protocol (`all`) or every port of tcp/udp would take the whole WAN from the DMZ: not counted.
  if (kept.length === 0 || kept.some((name) => name === 'all' || name === 'any')) return [];
  return [{ name: getOption(rule, 'name') ?? rule.name ?? '', proto: kept.join(' '), ports: kept.some((name) => PORT_PROTOCOLS.has(name)) ? ports.join(' ') : '' }];
}

function pingTypes(rule: UciSection): boolean {
  const types = words(rule, 'icmp_type');
  return types.length === 0 || types.some((type) => PING_TYPES.has(type.toLowerCase()));
}

const words = (rule: UciSection, name: string) => getList(rule, name).flatMap((item) => item.split(/\s+/)).filter(Boolean);
