// Which running programs take each UCI file when reload_config reports it changed: the procd
// reload triggers of OpenWrt's init scripts (`procd_add_reload_trigger "<package>"`).
const servicesByPackage: Record<string, string[]> = {
  network: ['netifd'],
  // network's init script names wireless too: netifd runs the radios (mac80211.sh, hostapd).
  wireless: ['netifd'],
  dhcp: ['dnsmasq', 'odhcpd'],
  firewall: ['firewall4'],
  system: ['system', 'sysntpd'],
  ddns: ['ddns-scripts'],
  watchcat: ['watchcat'],
  'nft-qos': ['nft-qos'],
  dropbear: ['dropbear'],
  uhttpd: ['uhttpd'],
};

/** The services a changeset touching `packages` reloads, sorted; files no service reads have none. */
export function servicesToReload(packages: string[]): string[] {
  return [...new Set(packages.flatMap((pkg) => servicesByPackage[pkg] ?? []))].sort();
}
