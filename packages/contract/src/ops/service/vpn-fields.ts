// Service > VPN (issue 16): the overview's client types, the tunnels it lists and their state.
import { z } from 'zod';
import { OpenvpnReasons } from './openvpn-fields';
import { PppTunnelReasons, PppTunnels } from './ppp-tunnel-fields';

/** The client types the overview offers, each with the menu_conf.json feature that offers it. */
export const VpnClientFeatures = { pptp: 'srv_client_pptp', l2tp: 'srv_client_l2tp' } as const;

/** Every tunnel the overview lists: its type, as netifd names the proto. */
export const VpnTunnelTypes = [...PppTunnels, 'wireguard', 'openvpn'] as const;

/** WireGuard's own: wg0 up but no peer shook hands within 180 s (a server no phone has reached). */
const WireguardReasons = ['noHandshake'] as const;

const VpnTunnelReasons = [...new Set([...PppTunnelReasons, ...OpenvpnReasons, ...WireguardReasons])] as [string, ...string[]];

/** One tunnel's state in get_vpn_status; each tunnel type adds its entries to the one list. */
export const vpnTunnelState = z.object({
  /** the interface: pptp, l2tp, wg0, ovpn */
  name: z.string(),
  type: z.enum(VpnTunnelTypes),
  up: z.enum(['1', '0']),
  /** why it is down, '' while up */
  reason: z.enum(VpnTunnelReasons),
  /** the tunnel's own address, '' while down */
  ipaddr: z.string(),
  connectedSeconds: z.number(),
  rxBytes: z.number(),
  txBytes: z.number(),
});
