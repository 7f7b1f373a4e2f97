// What the installed watchcat takes as `interface` (restart_iface). openwrt/packages
// utils/watchcat/files/watchcat.sh up to 1-24 (OpenWrt 24.10 ships 1-17) uses it as a device:
// `ping -I "$iface"`, then `ip link set "$1" down/up` (1-17) or `ifup "$(find_config "$1")"`. Since
// 1-25 (commit dd826b7, OpenWrt 25.12) `@wan` names the logical interface: watchcat_resolve_ping_iface
// pings from its device (network_get_device) and watchcat_resolve_restart_iface ifups it.
// Up to 24.10 the device must be the one that exists when the link comes up: a 4G link that is
// down has no l3_device, and `wwan` is no device, so the protocol's own data device is written
// (pendingDeviceProto, usbmiscNetFolder, mmcliNetPort).
import { object } from './ubus-parsers';

// Protocols whose data device exists before their link is up, found as their script finds it.
export type PendingDeviceProto = 'qmi' | 'mbim' | 'modemmanager';

/** True for a down uplink whose device its protocol script (not netifd's status) names. */
export function pendingDeviceProto(status: unknown): PendingDeviceProto | undefined {
  const parsed = object(status);
  if (typeof parsed.l3_device === 'string' && parsed.l3_device !== '') return undefined;
  return parsed.proto === 'qmi' || parsed.proto === 'mbim' || parsed.proto === 'modemmanager' ? parsed.proto : undefined;
}

/**
 * Where qmi.sh (openwrt/openwrt package/network/utils/uqmi) and mbim.sh (umbim) find the data
 * device of a control device such as /dev/cdc-wdm0: `ls /sys/class/usbmisc/<name>/device/net`, the
 * qmi_wwan / cdc_mbim net device (wwan0), present while the modem is, link up or not.
 */
export function usbmiscNetFolder(controlDevice: string): string | undefined {
  const name = controlDevice.split('/').pop() ?? '';
  return /^[A-Za-z0-9_.-]+$/.test(name) ? `/sys/class/usbmisc/${name}/device/net` : undefined;
}

/** ModemManager's net port of the modem (`mmcli -J -m any`: modem.generic.ports, "wwan0 (net)"), which its proto brings up. */
export function mmcliNetPort(modemJson: string): string | undefined {
  let ports: unknown;
  try {
    ports = object(object(object(JSON.parse(modemJson)).modem).generic).ports;
  } catch {
    return undefined;
  }
  if (!Array.isArray(ports)) return undefined;
  for (const port of ports) {
    const match = typeof port === 'string' ? /^([A-Za-z0-9_.-]+) \(net\)$/.exec(port) : null;
    if (match) return match[1];
  }
  return undefined;
}

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
