// Router terms read from the `network` UCI package (OpenWrt's option names: ipaddr, netmask,
// gateway, dns, username, macaddr).
import type { UciPackage, UciSection } from '../uci/uci-types';
import { getList, getOption, getSection, sectionsOfType } from '../uci/uci-edit';
import { OpError } from '../errors/op-error';

export interface Ipv4Address {
  ipaddr: string;
  netmask: string;
}

export type WanProto = 'dhcp' | 'pppoe' | 'static';

export interface WanSettings extends Ipv4Address {
  proto: WanProto;
  gateway: string;
  dns: string[];
  username: string;
  device: string;
}

export function lanAddress(network: UciPackage): Ipv4Address {
  return interfaceAddress(requireInterface(network, 'lan'));
}

/** lanAddress, or undefined for a network file without a usable lan: the caller keeps what it had. */
export function lanAddressIfAny(network: UciPackage): Ipv4Address | undefined {
  try {
    return lanAddress(network);
  } catch {
    return undefined;
  }
}

export function wanSettings(network: UciPackage): WanSettings {
  const wan = requireInterface(network, 'wan');
  const proto = getOption(wan, 'proto') ?? 'none';
  if (proto !== 'dhcp' && proto !== 'pppoe' && proto !== 'static') {
    throw new OpError('-12', `network.wan proto '${proto}' is not one of dhcp, pppoe, static`);
  }
  return {
    proto,
    ...interfaceAddress(wan),
    gateway: getOption(wan, 'gateway') ?? '',
    // `list dns` on current OpenWrt; one space-separated option on older configs.
    dns: getList(wan, 'dns').flatMap((item) => item.split(/\s+/)).filter(Boolean),
    username: getOption(wan, 'username') ?? '',
    device: getOption(wan, 'device') ?? '',
  };
}

/** The MAC set on a `config device` section (OpenWrt's MAC override), if any. */
export function deviceMac(network: UciPackage, deviceName: string): string | undefined {
  const device = sectionsOfType(network, 'device').find((section) => getOption(section, 'name') === deviceName);
  const mac = device && getOption(device, 'macaddr');
  return mac?.toUpperCase();
}

function requireInterface(network: UciPackage, name: string): UciSection {
  const section = getSection(network, name);
  if (!section || section.type !== 'interface') throw new OpError('-12', `network: no interface '${name}'`);
  return section;
}

/** The static IPv4 subnet of an interface, none where it has none (dhcp, pppoe, no such interface). */
export function interfaceSubnets(network: UciPackage, name: string): Ipv4Address[] {
  const section = getSection(network, name);
  if (section?.type !== 'interface' || getOption(section, 'proto') !== 'static') return [];
  const address = interfaceAddress(section);
  return address.ipaddr && address.netmask ? [address] : [];
}

// OpenWrt accepts ipaddr '192.168.1.1' with a netmask option, or '192.168.1.1/24' (also as a list).
function interfaceAddress(section: UciSection): Ipv4Address {
  const [ipaddr = '', prefix] = (getOption(section, 'ipaddr') ?? '').split('/');
  const netmask = prefix !== undefined ? prefixToNetmask(Number(prefix)) : (getOption(section, 'netmask') ?? '');
  return { ipaddr, netmask };
}

export function prefixToNetmask(prefix: number): string {
  if (!Number.isInteger(prefix) || prefix < 0 || prefix > 32) return '';
  const bits = prefix === 0 ? 0 : (0xffffffff << (32 - prefix)) >>> 0;
  return [24, 16, 8, 0].map((shift) => (bits >>> shift) & 0xff).join('.');
}
