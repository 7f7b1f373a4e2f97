// Issue 30.11: the administrator's names for LAN devices, kept where OpenWrt keeps them: a dhcp
// `host` section's `name` for the device's MAC. dnsmasq.init's dhcp_host_add() turns a host with
// `mac` and `name` and no `ip` into `--dhcp-host=<mac>,<name>` (openwrt/openwrt,
// package/network/services/dnsmasq/files/dnsmasq.init: `[ -n "$ip" -o -n "$name" ] || return 0`,
// then `${ip:+,$ip}${name:+,$name}`), so dnsmasq hands the device that name and answers it in DNS.
import { getList, getOption, removeSection, sectionsOfType, setOption, addSection } from '../uci/uci-edit';
import type { UciPackage, UciSection } from '../uci/uci-types';

/** The MACs (upper case) of a host section: `option mac`, `list mac`, or several in one option. */
function sectionMacs(section: UciSection): string[] {
  return getList(section, 'mac').flatMap((item) => item.split(/\s+/)).filter(Boolean).map((mac) => mac.toUpperCase());
}

/** Each named host's MACs (upper case) and its name, static leases included. */
export function terminalNames(dhcp: UciPackage): Map<string, string> {
  const names = new Map<string, string>();
  for (const section of sectionsOfType(dhcp, 'host')) {
    const name = getOption(section, 'name');
    if (name) for (const mac of sectionMacs(section)) if (!names.has(mac)) names.set(mac, name);
  }
  return names;
}

/**
 * Names `mac` (upper case) `name`, or takes its name away when `name` is ''. A host section that
 * already holds the MAC (a static lease) gets the name; a name-only section left with nothing but
 * the MAC is removed, as dhcp_host_add() would skip it anyway.
 */
export function writeTerminalName(dhcp: UciPackage, mac: string, name: string): void {
  const section = sectionsOfType(dhcp, 'host').find((host) => sectionMacs(host).includes(mac));
  if (!section) {
    if (name) {
      const host = addSection(dhcp, 'host');
      setOption(host, 'mac', mac);
      setOption(host, 'name', name);
    }
    return;
  }
  setOption(section, 'name', name || undefined);
  if (!name && [...section.options.keys()].every((option) => option === 'mac')) removeSection(dhcp, section);
}
