// Every file a factory-fresh unit ships with, rendered for its identity.
import type { DeviceIdentity } from '@rc/core/device-identity';
import type { ConfigPackage } from './data-paths';
import { networkDefaults } from './defaults/network';
import { wirelessDefaults } from './defaults/wireless';
import { dhcpDefaults } from './defaults/dhcp';
import { firewallDefaults } from './defaults/firewall';
import { systemDefaults } from './defaults/system';

export function factoryConfigFiles(identity: DeviceIdentity): Record<ConfigPackage, string> {
  return {
    network: networkDefaults(identity, ulaPrefix(identity.lanMac)),
    wireless: wirelessDefaults(identity),
    dhcp: dhcpDefaults,
    firewall: firewallDefaults,
    system: systemDefaults(identity),
  };
}

// OpenWrt picks a random ULA /48 at first boot; the MAC makes ours stable per unit.
function ulaPrefix(mac: string): string {
  const hex = mac.replaceAll(':', '').toLowerCase();
  return `fd${hex.slice(6, 8)}:${hex.slice(8, 12)}:${hex.slice(2, 6)}::/48`;
}
