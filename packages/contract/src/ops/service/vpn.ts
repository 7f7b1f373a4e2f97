// Service > VPN (spec 2, 3, issue 16): one overview of the client tunnels. The client it edits is
// the PPTP or L2TP tab's own section (network.pptp / network.l2tp): one section, two pages.
import { z } from 'zod';
import { defineOp } from '../../op';
import { hasPppQuote, PppTunnelKey, pppTunnelFields, pppTunnelOutput, PppTunnels, pppTunnelStatus } from './ppp-tunnel-fields';
import { VpnClientFeatures, vpnTunnelState } from './vpn-fields';

const switchValue = z.enum(['1', '0']);
const clientType = z.enum(PppTunnels);
const overview = ['srv_client_pptp', 'srv_client_l2tp'] as const;
const anyTunnelTab = [...overview, 'pptp', 'l2tp'] as const;

export const get_vpn_client = defineOp({
  op: 'get_vpn_client',
  method: 'GET',
  anyFeature: overview,
  summary:
    "The VPN client: its type (the enabled one of pptp and l2tp the model offers, else the first offered), server, username, MPPE (pptp: '1' required, '0' off) and whether a password is stored, read from that type's own section (network.pptp or network.l2tp, as the PPTP and L2TP tabs show it). types lists the offered types.",
  input: z.strictObject({}),
  output: pppTunnelOutput.pick({ server: true, username: true, password_set: true }).extend({
    type: clientType,
    types: z.array(clientType),
    mppe: switchValue,
  }),
});

export const set_vpn_client = defineOp({
  op: 'set_vpn_client',
  method: 'POST',
  anyFeature: overview,
  featureBy: { field: 'type', features: VpnClientFeatures },
  mutates: true,
  summary:
    "Saves the VPN client into its type's section (network.pptp or network.l2tp), with the PPTP and L2TP tabs' rules, and switches it on; the other type is switched off (one client). Default route and MTU stay as stored. mppe counts for pptp only. -2 on type (params.tunnel) when another enabled tunnel holds the default route.",
  input: z.strictObject(pppTunnelFields(false))
    .pick({ server: true, username: true, password: true })
    .extend({
      type: clientType,
      mppe: switchValue.default('1'),
    })
    .superRefine((value, ctx) => {
      // L2TP's credentials go through pppd's options file (ppp-tunnel-fields.ts).
      for (const field of ['username', 'password'] as const) {
        if (value.type === 'l2tp' && hasPppQuote(value[field])) ctx.addIssue({ code: 'custom', path: [field], message: PppTunnelKey.credentialQuote });
      }
    }),
  output: z.object({}),
});

export const get_vpn_status = defineOp({
  op: 'get_vpn_status',
  method: 'GET',
  anyFeature: overview,
  summary:
    'Every configured tunnel (pptp, l2tp, wireguard), one entry each: name (the interface), type, up, why it is down (disabled, wanDown, unreachable, authFailed, manual, unavailable), its address, seconds connected, bytes received and sent.',
  input: z.strictObject({}),
  output: z.object({ tunnels: z.array(vpnTunnelState) }),
});

const tunnelInput = z.strictObject({ tunnel: clientType });

export const vpn_connect = defineOp({
  op: 'vpn_connect',
  method: 'POST',
  anyFeature: anyTunnelTab,
  mutates: true,
  summary:
    "Brings a client tunnel up (netifd's ifup) and answers its state: up, or down with the reason (disabled: switch it on first). -12 where the platform cannot.",
  input: tunnelInput,
  output: pppTunnelStatus,
});

export const vpn_disconnect = defineOp({
  op: 'vpn_disconnect',
  method: 'POST',
  anyFeature: anyTunnelTab,
  mutates: true,
  summary:
    "Takes a client tunnel down (netifd's ifdown) and keeps its settings: it stays down (reason manual) until vpn_connect or a reboot. -12 where the platform cannot.",
  input: tunnelInput,
  output: pppTunnelStatus,
});
