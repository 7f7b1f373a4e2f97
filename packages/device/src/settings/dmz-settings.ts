// The DMZ as firewall4 reads it (openwrt/firewall4 root/usr/share/ucode/fw4.uc, parse_redirect,
// parse_ipset, map_setmatch, ensure_tcpudp):
//   config redirect 'dmz'    src 'wan', dest 'lan', dest_ip, proto 'all', target 'DNAT'
// renders `dnat ip to HOST` for every protocol. The excluded ports are a port set that the
// redirect matches negated:
//   config ipset 'dmz_exclude'  name 'dmz_exclude', match 'dest_port', list entry '80' ...
//   ... and on the redirect: option ipset '!dmz_exclude'
// which fw4 renders as `tcp dport != @dmz_exclude dnat ...` and the same for udp. Two limits of
// fw4 shape the rest:
// - a port set entry is one port (parse_ipsetentry refuses a range), so a range is written port
//   by port and read back joined (8000:8080 is 81 entries; dmz-fields.ts caps the total);
// - a redirect matching a port set is narrowed to tcp and udp (ensure_tcpudp turns proto 'all'
//   into tcp + udp), so with exclusions the other protocols a DMZ host is for (ping, GRE of
//   PPTP, IPsec ESP/AH, SCTP) go to it through a second section, 'dmz_other'.
// fw4 matches redirects in file order: these sections stay after every port forward (and after
// any redirect made by hand), so that those win over the DMZ. Reflection (NAT loopback) is off:
// fw4 renders it without the port set, which would hand LAN clients' connections to the
// router's WAN address on every port, the excluded ones too, to the DMZ host.
// The router's own services stay with it (dmz-router-keeps.ts): their ports are in the set beside
// the administrator's (read back without them) and their other protocols (ping) leave the DMZ's.
import { parsePortRange } from '@rc/contract/datatypes';
import type { UciPackage, UciSection } from '../uci/uci-types';
import { addSection, getList, getOption, getSection, removeSection, setOption } from '../uci/uci-edit';
import { routerKeeps, type RouterKeep } from './dmz-router-keeps';

export const DMZ_SECTION = 'dmz';
const OTHER_SECTION = 'dmz_other';
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
  const set = getSection(firewall, SET_NAME);
  const routerPorts = new Set(kept.ports);
  const ports = set?.type === 'ipset' && getOption(dmz, 'ipset') === `!${SET_NAME}` ? getList(set, 'entry').map(Number) : [];
  return {
    enabled: getOption(dmz, 'enabled') === '0' ? '0' : '1',
    hostIp: getOption(dmz, 'dest_ip') ?? '',
    excludedPorts: joinPorts(ports.filter((port) => !routerPorts.has(port))),
    routerKeeps: kept.keeps,
  };
}

/** Rewrites a DMZ around a change of the router's own rules (WireGuard's port, ping), keeping the administrator's exclusions. */
export function keepDmzAround(firewall: UciPackage, change: () => void): void {
  const { enabled, hostIp, excludedPorts } = readDmz(firewall);
  change();
  if (getSection(firewall, DMZ_SECTION)?.type === 'redirect') writeDmz(firewall, { enabled, hostIp, excludedPorts });
}

/** Writes the DMZ; with no host and off, it removes it. */
export function writeDmz(firewall: UciPackage, dmz: DmzSettings): void {
  if (dmz.hostIp === '' && dmz.enabled === '0') {
    dropOwn(firewall, 'redirect', DMZ_SECTION);
    dropOwn(firewall, 'redirect', OTHER_SECTION);
    dropOwn(firewall, 'ipset', SET_NAME);
    return;
  }
  const kept = routerKeeps(firewall);
  const ports = [...new Set([...expandPorts(dmz.excludedPorts), ...kept.ports])].sort((a, b) => a - b);
  const others = OTHER_PROTOCOLS.filter((proto) => !kept.protocols.has(proto));
  // Split when anything is kept: proto 'all' would take ping too.
  const split = ports.length > 0 || others.length < OTHER_PROTOCOLS.length;
  if (ports.length > 0) {
    const set = ownSection(firewall, 'ipset', SET_NAME);
    setOption(set, 'name', SET_NAME);
    setOption(set, 'match', 'dest_port');
    setOption(set, 'entry', ports.map(String));
  } else {
    dropOwn(firewall, 'ipset', SET_NAME);
  }
  const main = ownSection(firewall, 'redirect', DMZ_SECTION);
  writeRedirect(main, 'DMZ', split && ports.length === 0 ? 'tcp udp' : 'all', dmz);
  setOption(main, 'ipset', ports.length > 0 ? `!${SET_NAME}` : undefined);
  if (split && others.length > 0) writeRedirect(ownSection(firewall, 'redirect', OTHER_SECTION), 'DMZ (other protocols)', others.join(' '), dmz);
  else dropOwn(firewall, 'redirect', OTHER_SECTION);
  keepDmzLast(firewall);
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
  return section.type === 'redirect' && (section.name === DMZ_SECTION || section.name === OTHER_SECTION);
}

/** Moves the DMZ's redirects to the end of the file, after every port forward (fw4 matches in order). */
export function keepDmzLast(firewall: UciPackage): void {
  for (const name of [DMZ_SECTION, OTHER_SECTION]) {
    const section = getSection(firewall, name);
    if (section?.type !== 'redirect') continue;
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

/** `80,8000:8002` as the ports it names, ascending, each once. */
export function expandPorts(list: string): number[] {
  const ports = new Set<number>();
  for (const item of list ? list.split(',') : []) {
    const range = parsePortRange(item);
    for (let port = range?.from ?? 1; range && port <= range.to; port += 1) ports.add(port);
  }
  return [...ports].sort((a, b) => a - b);
}

/** Ports back as the page writes them: ascending, runs of consecutive ports as a:b. */
function joinPorts(ports: readonly number[]): string {
  const sorted = [...new Set(ports.filter((port) => Number.isInteger(port) && port >= 1 && port <= 65535))].sort((a, b) => a - b);
  const items: string[] = [];
  for (let i = 0; i < sorted.length; ) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === (sorted[j] ?? 0) + 1) j += 1;
    items.push(j > i ? `${sorted[i]}:${sorted[j]}` : String(sorted[i]));
    i = j + 1;
  }
  return items.join(',');
}
