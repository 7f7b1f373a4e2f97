// What the installed watchcat takes as `interface` (restart_iface). openwrt/packages
// utils/watchcat/files/watchcat.sh up to 1-24 (OpenWrt 24.10 ships 1-17) uses it as a device:
// `ping -I "$iface"`, then `ip link set "$1" down/up` (1-17) or `ifup "$(find_config "$1")"`. Since
// 1-25 (commit dd826b7, OpenWrt 25.12) `@wan` names the logical interface: watchcat_resolve_ping_iface
// pings from its device (network_get_device) and watchcat_resolve_restart_iface ifups it.
import { object } from './ubus-parsers';

/** True when the script resolves `@name` (watchcat 1-25 and later); a missing script (no watchcat) reads nothing. */
export function watchcatTakesLogicalName(script: string | undefined): boolean {
  return script === undefined || script.includes('watchcat_resolve_restart_iface');
}

/**
 * The uplink's device from netifd's `network.interface.<name> status`: netifd's l3_device (pppoe-wan
 * for PPPoE, the modem's wwan0), or while it is down the device ppp.sh / 3g.sh will make
 * (`<proto>-<name>`), else the configured device.
 */
export function uplinkDevice(status: unknown, uplink: string): string {
  const parsed = object(status);
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const proto = text(parsed.proto);
  const pppDevice = ['pppoe', 'pppoa', '3g', 'ppp'].includes(proto) ? `${proto}-${uplink}` : '';
  return text(parsed.l3_device) || pppDevice || text(parsed.device) || uplink;
}
