// ACL rules as firewall4 reads them (openwrt/firewall4 root/usr/share/ucode/fw4.uc: src_ip /
// dest_ip `network`, src_port / dest_port `port` (a:b and a-b both ranges), proto, target):
//
//   config rule 'acl_10'            acl_<priority>: fw4 has no priority option and warns of
//       option name 'SSH from office'   unknown ones; it matches one chain's rules in file order
//       option src '*'                 every zone; the source IP says who
//       option dest '*'                forward only: through the router (fw4 chain `forward`);
//                                      without dest the rule is input, to the router (`input`)
//       option src_ip '203.0.113.0/24'
//       option dest_port '22'
//       option proto 'tcp'             'all', 'tcp udp', 'tcp' or 'udp' (fw4's default is tcp udp)
//       option target 'ACCEPT'
//
// With src '*' fw4 puts the rules in the base input/forward chains, ahead of every zone's own
// rules (the stock Allow-* rules sit in input_wan), after its accept of established flows.
// The sections are written as one block sorted by priority, where the first one was, else last.
import { ipv4ToInt } from '@rc/contract/datatypes';
import type { AclRule } from '@rc/contract/ops/advanced/acl';
import { ACL_ID_RE, type AclProtocol } from '@rc/contract/ops/advanced/acl-fields';
import { addSection, getOption, removeSection, setOption } from '../uci/uci-edit';
import type { UciPackage, UciSection } from '../uci/uci-types';

const fw4Proto: Record<AclProtocol, string> = { all: 'all', 'tcp+udp': 'tcp udp', tcp: 'tcp', udp: 'udp' };

const isAclSection = (section: UciSection) => section.type === 'rule' && ACL_ID_RE.test(section.name ?? '');
const priorityOf = (name: string) => Number(name.slice('acl_'.length));
const defaultName = (priority: number) => `ACL ${priority}`;

export function readAclRules(firewall: UciPackage): AclRule[] {
  return firewall.sections
    .filter(isAclSection)
    .map((section) => readRule(section, section.name ?? ''))
    .sort((a, b) => a.priority - b.priority);
}

function readRule(section: UciSection, id: string): AclRule {
  const priority = priorityOf(id);
  const name = getOption(section, 'name') ?? '';
  const target = (getOption(section, 'target') ?? '').toUpperCase();
  return {
    id,
    priority,
    name: name === defaultName(priority) ? '' : name,
    direction: getOption(section, 'dest') === undefined ? 'input' : 'forward',
    proto: protoOf(getOption(section, 'proto')),
    srcIp: getOption(section, 'src_ip') ?? '',
    srcPort: getOption(section, 'src_port') ?? '',
    destIp: getOption(section, 'dest_ip') ?? '',
    destPort: getOption(section, 'dest_port') ?? '',
    action: target === 'ACCEPT' || target === 'DROP' ? target : 'REJECT',
    enabled: getOption(section, 'enabled') === '0' ? '0' : '1',
  };
}

function protoOf(value: string | undefined): AclProtocol {
  const names = new Set((value ?? 'tcp udp').toLowerCase().split(/\s+/).filter(Boolean));
  if (names.has('all') || names.has('any')) return 'all';
  if (names.has('tcp') && names.has('udp')) return 'tcp+udp';
  if (names.has('tcpudp')) return 'tcp+udp';
  return names.has('udp') ? 'udp' : 'tcp';
}

/**
 * Replaces our rules with `rules`. A rule keeps the options the page does not show (from the
 * section its id names) even when a new priority renames its section.
 */
export function writeAclRules(firewall: UciPackage, rules: readonly AclRule[]): void {
  const old = firewall.sections.filter(isAclSection);
  const at = old[0] ? firewall.sections.indexOf(old[0]) : firewall.sections.length;
  const byId = new Map(old.map((section) => [section.name ?? '', section]));
  old.forEach((section) => removeSection(firewall, section));
  const sorted = [...rules].sort((a, b) => a.priority - b.priority);
  const written = sorted.map((rule) => writeRule(firewall, rule, byId.get(rule.id)));
  firewall.sections.splice(firewall.sections.length - written.length, written.length);
  firewall.sections.splice(at, 0, ...written);
}

function writeRule(firewall: UciPackage, rule: AclRule, previous: UciSection | undefined): UciSection {
  const section = addSection(firewall, 'rule', `acl_${rule.priority}`);
  if (previous) for (const [name, value] of previous.options) section.options.set(name, value);
  setOption(section, 'name', rule.name || defaultName(rule.priority));
  setOption(section, 'src', '*');
  setOption(section, 'dest', rule.direction === 'forward' ? '*' : undefined);
  setOption(section, 'src_ip', rule.srcIp);
  setOption(section, 'src_port', rule.proto === 'all' ? undefined : rule.srcPort);
  setOption(section, 'dest_ip', rule.destIp);
  setOption(section, 'dest_port', rule.proto === 'all' ? undefined : rule.destPort);
  setOption(section, 'proto', fw4Proto[rule.proto]);
  setOption(section, 'target', rule.action);
  setOption(section, 'enabled', rule.enabled === '0' ? '0' : undefined);
  return section;
}

/** Whether an ACL address field ('' = all, an address or a.b.c.d/n) holds `ip`. */
export function addressHolds(field: string, ip: string): boolean {
  if (field === '') return true;
  const [base = '', bits = '32'] = field.split('/');
  const prefix = Number(bits);
  const mask = prefix === 0 ? 0 : (~0 << (32 - prefix)) >>> 0;
  const a = ipv4ToInt(base);
  const b = ipv4ToInt(ip);
  return a !== undefined && b !== undefined && ((a & mask) >>> 0) === ((b & mask) >>> 0);
}

/** Whether an ACL port field ('' = all, a port or a:b) holds any port of from-to. */
export function portsMeet(field: string, from: number, to: number): boolean {
  if (field === '') return true;
  const [low = 0, high = low] = field.split(/[:-]/).map(Number);
  return low <= to && high >= from;
}

