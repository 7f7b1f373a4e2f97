// The DMZ as firewall4 reads it (openwrt/firewall4 root/usr/share/ucode/fw4.uc, parse_redirect,
// map_setmatch, ensure_tcpudp):
//   config redirect 'dmz'    src 'wan', dest 'lan', dest_ip, proto 'all', target 'DNAT'
// renders `dnat ip to HOST` for every protocol. Excluded ports stay with the router by leaving
// them out: one redirect per range of ports left, proto 'tcp udp' and src_dport 'a-b', renders
// `meta l4proto { tcp, udp } th dport a-b dnat ip to HOST`:
//   config redirect 'dmz'     ... src_dport '1-21'       (the first range)
//   config redirect 'dmz_2'   ... src_dport '23-79'      (and so on, one per range left)
// so an exclusion may be as wide as the administrator likes (an fw4 port set takes one port per
// entry: parse_ipsetentry refuses a range). The other protocols a DMZ host is for (ping, GRE of
// PPTP, IPsec ESP/AH, SCTP) then go to it through 'dmz_other'. Older versions wrote a port set
// 'dmz_exclude' matched negated by the redirect (`option ipset '!dmz_exclude'`): still read,
// replaced at the next save.
// fw4 matches redirects in file order: these sections stay after every port forward (and after
// any redirect made by hand), so that those win over the DMZ. Reflection (NAT loopback) is off:
// a LAN client that reaches the router's WAN address reaches the router, not the DMZ host.
// The router's own services stay with it (dmz-router-keeps.ts): their ports are left out beside
// the administrator's (read back without them) and their other protocols (ping) leave the DMZ's.
import { DmzKey } from '@rc/contract/ops/advanced/dmz-fields';
import type { UciPackage, UciSection } from '../uci/uci-types';
import { addSection, getList, getOption, getSection, removeSection, setOption } from '../uci/uci-edit';
import { routerKeeps, type RouterKeep } from './dmz-router-keeps';
import { complementRanges, listOfRanges, mergeRanges, optionOfRange, rangeOfOption, rangesOfList, withoutRanges, type PortRange } from './port-ranges';
import { fieldRefusal } from '../errors/op-error';

export const DMZ_SECTION = 'dmz';
const OTHER_SECTION = 'dmz_other';
/** dmz, dmz_2, dmz_3 ...: the redirects of the port ranges left */
const RANGE_SECTION_RE = /^dmz(?:_[1-9]\d*)?$/;
/** older versions' port set of excluded ports */
const SET_NAME = 'dmz_exclude';
/** What a DMZ host takes besides tcp and udp once exclusions narrow the main section. */
const OTHER_PROTOCOLS = ['icmp', 'gre', 'esp', 'ah', 'sctp'];

export interface DmzSettings {
  enabled: '1' | '0';
  hostIp: string;
  excludedPorts: string;
}

/** The DMZ, its excluded ports without the router's own, and what the router keeps. */
export function readDmz(firewall: UciPackage): DmzSettings & { routerKeeps: RouterKeep[] } {
  const kept = routerKeeps(firewall);
  const dmz = getSection(firewall, DMZ_SECTION);
  if (!dmz || dmz.type !== 'redirect') return { enabled: '0', hostIp: '', excludedPorts: '', routerKeeps: kept.keeps };
  return {
    enabled: getOption(dmz, 'enabled') === '0' ? '0' : '1',
    hostIp: getOption(dmz, 'dest_ip') ?? '',
    excludedPorts: listOfRanges(withoutRanges(excludedRanges(firewall, dmz), kept.ports)),
    routerKeeps: kept.keeps,
  };
}

/** The ports the DMZ leaves with the router: outside its range redirects, or in an older version's set. */
function excludedRanges(firewall: UciPackage, dmz: UciSection): PortRange[] {
  const set = getSection(firewall, SET_NAME);
  if (getOption(dmz, 'ipset') === `!${SET_NAME}`) {
    const ports = set?.type === 'ipset' ? getList(set, 'entry').map(Number).filter((port) => Number.isInteger(port) && port >= 1 && port <= 65535) : [];
    return mergeRanges(ports.map((port) => ({ from: port, to: port })));
  }
  const sent = rangeSections(firewall).map((section) => getOption(section, 'src_dport'));
  if (sent.some((ports) => ports === undefined)) return [];
  return complementRanges(sent.flatMap((ports) => rangeOfOption(ports) ?? []));
}

/** Rewrites a DMZ around a change of the router's own rules (WireGuard's port, ping), keeping the administrator's exclusions. */
export function keepDmzAround(firewall: UciPackage, change: () => void): void {
  const { enabled, hostIp, excludedPorts } = readDmz(firewall);
  change();
  if (getSection(firewall, DMZ_SECTION)?.type === 'redirect') writeDmz(firewall, { enabled, hostIp, excludedPorts });
}

/** Writes the DMZ; with no host and off, it removes it. */
export function writeDmz(firewall: UciPackage, dmz: DmzSettings): void {
  for (const section of rangeSections(firewall)) removeSection(firewall, section);
  dropOwn(firewall, 'ipset', SET_NAME);
  if (dmz.hostIp === '' && dmz.enabled === '0') {
    dropOwn(firewall, 'redirect', OTHER_SECTION);
    return;
  }
  const kept = routerKeeps(firewall);
  const excluded = mergeRanges([...rangesOfList(dmz.excludedPorts), ...kept.ports]);
  const others = OTHER_PROTOCOLS.filter((proto) => !kept.protocols.has(proto));
  // Split when anything is kept: proto 'all' would take ping too.
  const split = excluded.length > 0 || others.length < OTHER_PROTOCOLS.length;
  const open: (PortRange | undefined)[] = split ? complementRanges(excluded) : [undefined];
  if (open.length === 0) throw fieldRefusal('excludedPorts', DmzKey.everyPort);
  open.forEach((range, index) => {
    const section = ownSection(firewall, 'redirect', index === 0 ? DMZ_SECTION : `${DMZ_SECTION}_${index + 1}`);
    writeRedirect(section, index === 0 ? 'DMZ' : `DMZ (${index + 1})`, split ? 'tcp udp' : 'all', dmz);
    setOption(section, 'src_dport', range && optionOfRange(range));
  });
  if (split && others.length > 0) writeRedirect(ownSection(firewall, 'redirect', OTHER_SECTION), 'DMZ (other protocols)', others.join(' '), dmz);
  else dropOwn(firewall, 'redirect', OTHER_SECTION);
  keepDmzLast(firewall);
}

/** The DMZ's redirects of port ranges, in file order. */
function rangeSections(firewall: UciPackage): UciSection[] {
  return firewall.sections.filter((section) => section.type === 'redirect' && section.name !== undefined && RANGE_SECTION_RE.test(section.name));
}

function writeRedirect(section: UciSection, name: string, proto: string, dmz: DmzSettings): void {
  setOption(section, 'name', name);
  setOption(section, 'src', 'wan');
  setOption(section, 'dest', 'lan');
  setOption(section, 'dest_ip', dmz.hostIp);
  setOption(section, 'proto', proto);
  setOption(section, 'target', 'DNAT');
  setOption(section, 'reflection', '0');
  setOption(section, 'enabled', dmz.enabled === '0' ? '0' : undefined);
}

/** One of the DMZ's own redirects. */
export function isDmzSection(section: UciSection): boolean {
  return section.type === 'redirect' && section.name !== undefined && (section.name === OTHER_SECTION || RANGE_SECTION_RE.test(section.name));
}

/** Moves the DMZ's redirects to the end of the file, after every port forward (fw4 matches in order). */
export function keepDmzLast(firewall: UciPackage): void {
  // The ranges in port order, then the other protocols.
  const own = firewall.sections.filter(isDmzSection).sort((a, b) => Number(a.name === OTHER_SECTION) - Number(b.name === OTHER_SECTION));
  for (const section of own) {
    removeSection(firewall, section);
    firewall.sections.push(section);
  }
}

/** Our section by name, created at the end; a section of another type by that name (made by hand) is replaced. */
function ownSection(firewall: UciPackage, type: string, name: string): UciSection {
  const existing = getSection(firewall, name);
  if (existing?.type === type) return existing;
  if (existing) removeSection(firewall, existing);
  return addSection(firewall, type, name);
}

function dropOwn(firewall: UciPackage, type: string, name: string): void {
  const section = getSection(firewall, name);
  if (section?.type === type) removeSection(firewall, section);
}
