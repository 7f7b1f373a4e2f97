// Service > L2TP (spec 2, 3): the L2TP client tunnel, network.l2tp (`config interface 'l2tp'`, proto
// 'l2tp'), read by xl2tpd's l2tp.sh (proto_l2tp_setup).
import { z } from 'zod';
import { defineOp } from '../../op';
import { switchedSettings } from '../../switched-settings';
import { pppTunnelFields, pppTunnelOutput, pppTunnelStatus } from './ppp-tunnel-fields';

export const get_l2tp = defineOp({
  op: 'get_l2tp',
  method: 'GET',
  feature: 'l2tp',
  summary: "The L2TP client (network.l2tp): on or off, server, username, default route and MTU. The password is write-only: password_set says whether one is stored.",
  input: z.strictObject({}),
  output: pppTunnelOutput,
});

export const set_l2tp = defineOp({
  op: 'set_l2tp',
  method: 'POST',
  feature: 'l2tp',
  mutates: true,
  summary:
    "Saves the L2TP client as network.l2tp and puts it in the firewall's wan zone. server is an IPv4 address or a host name; username and password refuse \" and \\ (pppd reads them quoted); an empty password keeps the stored one, a first one is required to switch on; switched off, a field left out or blank keeps its stored value. -2 on defaultroute (params.tunnel) when another enabled tunnel (PPTP, L2TP, WireGuard) holds the default route.",
  input: switchedSettings(pppTunnelFields(true)),
  output: z.object({}),
});

export const get_l2tp_status = defineOp({
  op: 'get_l2tp_status',
  method: 'GET',
  feature: 'l2tp',
  summary: "The L2TP tunnel's state: up ('1') or down with the reason (disabled, wanDown, unreachable, authFailed, manual after a disconnect; unavailable where the platform cannot tell), the tunnel's address, seconds connected and bytes received and sent.",
  input: z.strictObject({}),
  output: pppTunnelStatus,
});
