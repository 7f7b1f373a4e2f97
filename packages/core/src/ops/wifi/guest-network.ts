// The guest network's plumbing, as in OpenWrt's "Guest Wi-Fi basics" guide: bridge br-guest,
// interface guest (static, its own /24), a DHCP pool, and a firewall zone that may reach the WAN
// and the router's DHCP and DNS only. Each piece is added when missing and otherwise left as the
// administrator has it.
import { ipv4ToInt, netmaskToPrefix } from '@rc/contract/datatypes';
import type { UciPackage, UciSection } from '../../uci/uci-types';
import { addSection, getList, getOption, getSection, sectionsOfType, setOption } from '../../uci/uci-edit';

const BRIDGE = 'br-guest';

export function ensureGuestNetwork(network: UciPackage, dhcp: UciPackage, firewall: UciPackage): void {
  ensureBridge(network);
  ensureNamed(network, 'interface', 'guest', {
    proto: 'static',
    device: BRIDGE,
    ipaddr: guestAddress(network),
    netmask: '255.255.255.0',
  });
  ensureNamed(dhcp, 'dhcp', 'guest', { interface: 'guest', start: '100', limit: '150', leasetime: '12h' });
  ensureGuestFirewall(firewall);
}

function ensureBridge(network: UciPackage): void {
  if (sectionsOfType(network, 'device').some((device) => getOption(device, 'name') === BRIDGE)) return;
  // bridge_empty: the bridge exists before the guest access point joins it.
  ensureNamed(network, 'device', 'guest_dev', { type: 'bridge', name: BRIDGE, bridge_empty: '1' });
}

function ensureGuestFirewall(firewall: UciPackage): void {
  const zones = sectionsOfType(firewall, 'zone');
  if (!zones.some((zone) => getOption(zone, 'name') === 'guest')) {
    const zone = ensureNamed(firewall, 'zone', 'guest', { name: 'guest', input: 'REJECT', output: 'ACCEPT', forward: 'REJECT' });
    setOption(zone, 'network', ['guest']);
  }
  if (!sectionsOfType(firewall, 'forwarding').some((f) => getOption(f, 'src') === 'guest' && getOption(f, 'dest') === 'wan')) {
    ensureNamed(firewall, 'forwarding', 'guest_wan', { src: 'guest', dest: 'wan' });
  }
  ensureNamed(firewall, 'rule', 'guest_dns', { name: 'Allow-DNS-Guest', src: 'guest', dest_port: '53', proto: 'tcp udp', target: 'ACCEPT' });
  ensureNamed(firewall, 'rule', 'guest_dhcp', {
    name: 'Allow-DHCP-Guest',
    src: 'guest',
    dest_port: '67',
    proto: 'udp',
    family: 'ipv4',
    target: 'ACCEPT',
  });
}

/** The named section as found, or created with `options` when missing. */
function ensureNamed(pkg: UciPackage, type: string, name: string, options: Record<string, string>): UciSection {
  const existing = getSection(pkg, name);
  if (existing) return existing;
  const section = addSection(pkg, type, name);
  for (const [option, value] of Object.entries(options)) setOption(section, option, value);
  return section;
}

/** 192.168.3.1, or the next 192.168.N.1 whose /24 no interface (the LAN above all) overlaps. */
function guestAddress(network: UciPackage): string {
  const subnets = sectionsOfType(network, 'interface').flatMap(subnetsOf);
  for (let n = 3; n < 255; n++) {
    const candidate = { base: ipv4ToInt(`192.168.${n}.0`) ?? 0, prefix: 24 };
    if (!subnets.some((subnet) => overlaps(candidate, subnet))) return `192.168.${n}.1`;
  }
  return '172.31.255.1';
}

interface Subnet {
  base: number;
  prefix: number;
}

// OpenWrt takes ipaddr with a netmask option, or in CIDR form (also as a list).
function subnetsOf(iface: UciSection): Subnet[] {
  return getList(iface, 'ipaddr').flatMap((value) => {
    const [ip = '', prefix] = value.split('/');
    const base = ipv4ToInt(ip);
    const bits = prefix !== undefined ? Number(prefix) : (netmaskToPrefix(getOption(iface, 'netmask') ?? '') ?? 32);
    return base === undefined ? [] : [{ base, prefix: bits }];
  });
}

function overlaps(a: Subnet, b: Subnet): boolean {
  const prefix = Math.min(a.prefix, b.prefix);
  const mask = prefix === 0 ? 0 : (0xffffffff << (32 - prefix)) >>> 0;
  return (a.base & mask) >>> 0 === (b.base & mask) >>> 0;
}
