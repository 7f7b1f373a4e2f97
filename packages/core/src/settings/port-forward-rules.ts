// Port forwards as firewall4 reads them (openwrt/firewall4 root/usr/share/ucode/fw4.uc,
// parse_redirect): `config redirect 'pf_N'` with src (the zone connections come from, 'wan' as a
// rule), src_dport, dest (the host's zone), dest_ip, dest_port (left out, fw4 takes src_dport),
// proto and target 'DNAT' render as `<proto> dport <src_dport> dnat ip to <dest_ip>:<dest_port>`
// in chain dstnat_<src> (and a reflection rule for LAN clients). Ranges are written `a-b` as LuCI does; fw4 also reads a:b.
import { isIpv4, parsePortRange } from '@rc/contract/datatypes';
import type { PortForwardRule } from '@rc/contract/ops/advanced/port-forward';
import { PORT_FORWARD_ID_RE, type PortForwardProtocol } from '@rc/contract/ops/advanced/port-forward-fields';
import { addSection, getList, getOption, getSection, removeSection, sectionsOfType, setOption } from '../uci/uci-edit';
import type { UciPackage, UciSection } from '../uci/uci-types';
import { isDmzSection, keepDmzLast } from './dmz-settings';

const uciProto: Record<PortForwardProtocol, string> = { 'tcp+udp': 'tcp udp', tcp: 'tcp', udp: 'udp' };

export function readPortForwards(firewall: UciPackage): PortForwardRule[] {
  return sectionsOfType(firewall, 'redirect')
    .filter(isOurs)
    .map((section) => ({ ...rowOf(section), id: section.name ?? '' }));
}

export type OtherForward = PortForwardRule;

/**
 * The DNAT redirects this page did not make: LuCI's (anonymous `config redirect`,
 * luci-app-firewall's forwards.js) or named by hand, but not the DMZ's. fw4 applies them as ours.
 */
export function readOtherForwards(firewall: UciPackage): OtherForward[] {
  return sectionsOfType(firewall, 'redirect')
    .filter((section) => !isOurs(section) && !isDmzSection(section))
    .filter((section) => getOption(section, 'src') !== undefined && (getOption(section, 'target') ?? 'DNAT').toUpperCase() === 'DNAT')
    .map((section) => ({ ...rowOf(section), id: section.name ?? '' }));
}

/** The firewall's zone names, in file order: what a rule's zones may be. */
export function zoneNames(firewall: UciPackage): string[] {
  return sectionsOfType(firewall, 'zone').flatMap((zone) => getOption(zone, 'name') ?? []);
}

const isOurs = (section: UciSection) => section.name !== undefined && PORT_FORWARD_ID_RE.test(section.name);

function rowOf(section: UciSection): Omit<PortForwardRule, 'id'> {
  return {
    name: getOption(section, 'name') ?? section.name ?? '',
    protocol: readProtocol(section),
    externalZone: getOption(section, 'src') ?? 'wan',
    internalZone: getOption(section, 'dest') ?? 'lan',
    externalPort: wirePorts(getOption(section, 'src_dport')),
    internalIp: isIpv4(getOption(section, 'dest_ip')) ? (getOption(section, 'dest_ip') ?? '') : '',
    internalPort: wirePorts(getOption(section, 'dest_port')),
    enabled: getOption(section, 'enabled') === '0' ? '0' : '1',
  };
}

/** Replaces our rules with `rules`: a rule keeps its section (and options we do not show). */
export function writePortForwards(firewall: UciPackage, rules: readonly PortForwardRule[]): void {
  const ids = assignIds(firewall, rules);
  const keep = new Set(ids);
  for (const section of sectionsOfType(firewall, 'redirect')) {
    if (isOurs(section) && !keep.has(section.name ?? '')) removeSection(firewall, section);
  }
  rules.forEach((rule, index) => {
    const id = ids[index] ?? '';
    writeRule(getSection(firewall, id) ?? addSection(firewall, 'redirect', id), rule);
  });
  keepDmzLast(firewall);
}

function writeRule(section: UciSection, rule: PortForwardRule): void {
  setOption(section, 'name', rule.name);
  setOption(section, 'src', rule.externalZone);
  setOption(section, 'src_dport', uciPorts(rule.externalPort));
  setOption(section, 'dest', rule.internalZone);
  setOption(section, 'dest_ip', rule.internalIp);
  setOption(section, 'dest_port', rule.internalPort === '' ? undefined : uciPorts(rule.internalPort));
  setOption(section, 'proto', uciProto[rule.protocol]);
  setOption(section, 'target', 'DNAT');
  setOption(section, 'enabled', rule.enabled === '0' ? '0' : undefined);
}

/**
 * Existing ids stay; a new rule takes the lowest pf_N no section holds, so that it never takes
 * over a removed rule's section with that rule's options.
 */
function assignIds(firewall: UciPackage, rules: readonly PortForwardRule[]): string[] {
  const taken = new Set(rules.map((rule) => rule.id).filter(Boolean));
  let next = 1;
  return rules.map((rule) => {
    if (rule.id && !isForeign(firewall, rule.id)) return rule.id;
    while (taken.has(`pf_${next}`) || getSection(firewall, `pf_${next}`)) next += 1;
    taken.add(`pf_${next}`);
    return `pf_${next}`;
  });
}

/** A section by that name that is not a redirect (made by hand): never reused. */
function isForeign(firewall: UciPackage, name: string): boolean {
  const section = getSection(firewall, name);
  return section !== undefined && section.type !== 'redirect';
}

function readProtocol(section: UciSection): PortForwardProtocol {
  const names = getList(section, 'proto').flatMap((item) => item.toLowerCase().split(/\s+/));
  const tcp = names.some((name) => name === 'tcp' || name === 'tcpudp' || name === '6');
  const udp = names.some((name) => name === 'udp' || name === 'tcpudp' || name === '17');
  if (tcp && !udp) return 'tcp';
  if (udp && !tcp) return 'udp';
  return 'tcp+udp';
}

function uciPorts(ports: string): string {
  return ports.replace(':', '-');
}

/** fw4's `80`, `8000-8080` or `8000:8080` as the page writes it (a:b); '' when absent or unreadable. */
function wirePorts(value: string | undefined): string {
  const range = parsePortRange((value ?? '').trim().replace('-', ':'));
  if (!range) return '';
  return range.from === range.to ? String(range.from) : `${range.from}:${range.to}`;
}
