// firewall4's zones as the console touches them: an uplink the console creates (4G, the Wi-Fi
// client) joins the wan zone, whose masq and forwarding from lan fw4 renders for every network
// in the zone's `network` list (firewall4 root/usr/share/ucode/fw4.uc, zone.network).
import type { UciPackage, UciSection } from '../uci/uci-types';
import { getList, getOption, sectionsOfType, setOption } from '../uci/uci-edit';

export function zoneNamed(firewall: UciPackage, name: string): UciSection | undefined {
  return sectionsOfType(firewall, 'zone').find((zone) => getOption(zone, 'name') === name);
}

/** Adds the network to the wan zone when it is not there yet; no wan zone, no change. */
export function joinWanZone(firewall: UciPackage, network: string): void {
  joinZone(firewall, 'wan', network);
}

/** Adds the network to the named zone when it is not there yet; no such zone, no change. */
export function joinZone(firewall: UciPackage, zone: string, network: string): void {
  const section = zoneNamed(firewall, zone);
  if (!section) return;
  const networks = zoneNetworks(section);
  if (!networks.includes(network)) setOption(section, 'network', [...networks, network]);
}

/** Takes the network out of the named zone. */
export function leaveZone(firewall: UciPackage, zone: string, network: string): void {
  const section = zoneNamed(firewall, zone);
  const networks = section ? zoneNetworks(section) : [];
  if (section && networks.includes(network)) setOption(section, 'network', networks.filter((name) => name !== network));
}

/** The networks of the named zone (fw4's zone.network); none for no such zone. */
export function networksOfZone(firewall: UciPackage, zone: string): string[] {
  const section = zoneNamed(firewall, zone);
  return section ? zoneNetworks(section) : [];
}

/** Every network some zone lists. */
export function zonedNetworks(firewall: UciPackage): Set<string> {
  return new Set(sectionsOfType(firewall, 'zone').flatMap(zoneNetworks));
}

// Older files hold the zone's networks as one space-separated option.
const zoneNetworks = (zone: UciSection) => getList(zone, 'network').flatMap((item) => item.split(/\s+/)).filter(Boolean);
