// Service > PPTP (spec 2, 3): the PPTP client tunnel, network.pptp (`config interface 'pptp'`, proto
// 'pptp'), read by netifd's ppp.sh (proto_pptp_setup).
import { z } from 'zod';
import { defineOp } from '../../op';
import { switchedSettings } from '../../switched-settings';
import { pppTunnelFields, pppTunnelOutput, pppTunnelStatus, pptpMppe } from './ppp-tunnel-fields';

export const get_pptp = defineOp({
  op: 'get_pptp',
  method: 'GET',
  feature: 'pptp',
  summary: "The PPTP client (network.pptp): on or off, server, username, default route, MTU and MPPE ('1' required, '0' off). The password is write-only: password_set says whether one is stored.",
  input: z.strictObject({}),
  output: pppTunnelOutput.extend(pptpMppe),
});

export const set_pptp = defineOp({
  op: 'set_pptp',
  method: 'POST',
  feature: 'pptp',
  mutates: true,
  summary:
    "Saves the PPTP client as network.pptp and puts it in the firewall's wan zone. server is an IPv4 address or a host name; username and password may hold \" and \\ (ppp.sh hands each to pppd as an argument of its own); an empty password keeps the stored one, a first one is required to switch on; switched off, a field left out or blank keeps its stored value. mppe '0' writes pppd_options 'nomppe', '1' (the default) takes it out. -2 on defaultroute (params.tunnel) when another enabled tunnel (PPTP, L2TP, WireGuard) holds the default route.",
  input: switchedSettings({ ...pppTunnelFields(false), mppe: pptpMppe.mppe.default('1') }),
  output: z.object({}),
});

export const get_pptp_status = defineOp({
  op: 'get_pptp_status',
  method: 'GET',
  feature: 'pptp',
  summary: "The PPTP tunnel's state: up ('1') or down with the reason (disabled, wanDown, unreachable, authFailed, manual after a disconnect; unavailable where the platform cannot tell), the tunnel's address, seconds connected and bytes received and sent.",
  input: z.strictObject({}),
  output: pppTunnelStatus,
});
