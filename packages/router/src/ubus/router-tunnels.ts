// The VPN pages' link states on a router (UbusPlatform pppTunnelLink, openvpnLink): a PPTP or
// L2TP client as netifd's interface, the OpenVPN client's tun/tap device as netifd sees it
// (openvpn itself keeps no status file by default). Loaded with those pages, not with the home
// page (DESIGN budgets). Browser-safe.
import type { OpenvpnLink, OpenvpnTarget, PppTunnelLink, PppTunnelTarget } from '@rc/core/platform/platform';
import type { Ubus } from './ubus';
import { parseDeviceStatus, parseInterfaceStatus } from './ubus-parsers';

const down = { up: false, ipaddr: '', connectedSeconds: 0, rxBytes: 0, txBytes: 0 };

/** `wanUp`: why a tunnel that is down is down, unreachable or the WAN's. */
export async function pppTunnelLink(ubus: Ubus, target: PppTunnelTarget, wanUp: () => Promise<boolean>): Promise<PppTunnelLink> {
  if (!target.enabled) return { ...down, reason: 'disabled' };
  const status = await ubus.call(`network.interface.${target.tunnel}`, 'status').catch(() => undefined);
  if (status === undefined) return { ...down, reason: 'unavailable' };
  const link = parseInterfaceStatus(status);
  if (!link.up) return { ...down, reason: (await wanUp()) ? 'unreachable' : 'wanDown' };
  return { ...down, up: true, reason: '', ipaddr: link.ipaddr, connectedSeconds: link.connectedSeconds };
}

/** `installed`: throws when openvpn-openssl is not (UbusPlatform.requirePackage). */
export async function openvpnLink(ubus: Ubus, target: OpenvpnTarget, wanUp: () => Promise<boolean>, installed: () => Promise<void>): Promise<OpenvpnLink> {
  if (!target.enabled) return { ...down, reason: 'disabled' };
  await installed();
  const device = await ubus.call('network.device', 'status', { name: target.device }).catch(() => undefined);
  const status = device === undefined ? undefined : parseDeviceStatus(device);
  if (status?.up) return { ...down, up: true, reason: '', rxBytes: status.rxBytes, txBytes: status.txBytes };
  return { ...down, reason: (await wanUp()) ? 'unreachable' : 'wanDown' };
}
