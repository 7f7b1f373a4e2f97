// Network > WAN (spec 2, 3): network.wan settings, the link's state and its actions.
import { z } from 'zod';
import { defineOp } from '../../op';
import { Limits } from '../../constants';
import {
  ValidationKey,
  emptyOr,
  inSameSubnet,
  isIpv4,
  isNetmask,
  netmaskSchema,
  optionalIpv4,
  requiredString,
} from '../../datatypes';

const wanProtos = ['dhcp', 'pppoe', 'static'] as const;
const wanProto = z.enum(wanProtos);
const pppCredential = emptyOr(requiredString(ValidationKey.text, Limits.pppCredentialMaxLength), ValidationKey.text);

export const get_wan_config = defineOp({
  op: 'get_wan_config',
  method: 'GET',
  summary:
    'WAN settings (network.wan) with its current address and MAC (spec 7: ipaddr, macaddr). For dhcp and pppoe, ipaddr, netmask and gateway are what the link obtained. The PPPoE password is write-only and never answered.',
  input: z.strictObject({}),
  output: z.object({
    proto: z.enum(wanProtos),
    ipaddr: z.string(),
    netmask: z.string(),
    gateway: z.string(),
    dns1: z.string(),
    dns2: z.string(),
    username: z.string(),
    macaddr: z.string(),
  }),
});

/**
 * Every field but proto is optional, so that the console sends only the chosen protocol's
 * fields and a client may send back what get_wan_config answered (without macaddr). What
 * the protocol needs is checked across fields: static needs ipaddr, netmask and gateway,
 * pppoe a username.
 */
const wanInput = z
  .strictObject({
    proto: wanProto,
    ipaddr: optionalIpv4().optional(),
    netmask: emptyOr(netmaskSchema(), ValidationKey.netmask).optional(),
    gateway: optionalIpv4().optional(),
    /** spec 3: optional, the system default (the ISP's) is used when both are empty */
    dns1: optionalIpv4().optional(),
    dns2: optionalIpv4().optional(),
    username: pppCredential.optional(),
    /** write-only: empty or left out keeps the stored password */
    password: pppCredential.optional(),
  })
  .check((ctx) => {
    const { proto, ipaddr = '', netmask = '', gateway = '', username = '' } = ctx.value;
    const issue = (field: string, key: string) => ctx.issues.push({ code: 'custom', path: [field], message: key, input: ctx.value });
    if (proto === 'pppoe' && username === '') issue('username', ValidationKey.required);
    if (proto !== 'static') return;
    if (ipaddr === '') issue('ipaddr', ValidationKey.ipv4);
    if (netmask === '') issue('netmask', ValidationKey.netmask);
    // Spec 3: a static WAN is IP address, subnet mask and gateway; only DNS is optional (issue 13.17).
    if (gateway === '') issue('gateway', ValidationKey.ipv4);
    if (gateway !== '' && isIpv4(ipaddr) && isNetmask(netmask) && !inSameSubnet(ipaddr, gateway, netmask)) {
      issue('gateway', ValidationKey.gatewayOutsideSubnet);
    }
  });

export const set_wan_config = defineOp({
  op: 'set_wan_config',
  method: 'POST',
  feature: 'net_wan',
  mutates: true,
  risky: true,
  summary:
    'Saves network.wan: proto dhcp, pppoe (username, password) or static (ipaddr, netmask, gateway); dns1 and dns2 optional. Options of the other protocols are removed; an empty password keeps the stored one.',
  input: wanInput,
  output: z.object({}),
});

export const get_wan_status = defineOp({
  op: 'get_wan_status',
  method: 'GET',
  feature: 'net_wan',
  summary: 'WAN state table (spec 2, WAN): protocol, link, address, MAC, time connected, total and current traffic.',
  input: z.strictObject({}),
  output: z.object({
    proto: z.enum(wanProtos),
    up: z.boolean(),
    ipaddr: z.string(),
    macaddr: z.string(),
    connectedSeconds: z.number().int().describe('seconds since the link came up, 0 when down'),
    rxBytes: z.number().describe('total received bytes'),
    txBytes: z.number().describe('total sent bytes'),
    rxRate: z.number().describe('current receive rate, bytes/s'),
    txRate: z.number().describe('current send rate, bytes/s'),
  }),
});

export const wan_disconnect = defineOp({
  op: 'wan_disconnect',
  method: 'POST',
  feature: 'net_wan',
  mutates: true,
  summary: 'Takes the WAN link down (ifdown wan) until wan_reconnect or a reboot; the settings are unchanged.',
  input: z.strictObject({}),
  output: z.object({}),
});

export const wan_reconnect = defineOp({
  op: 'wan_reconnect',
  method: 'POST',
  feature: 'net_wan',
  mutates: true,
  summary: 'Restarts the WAN link (ifup wan): a new DHCP lease or PPPoE session; get_wan_status shows it come up.',
  input: z.strictObject({}),
  output: z.object({}),
});

/** The steps of a connectivity check, in the order they depend on each other. */
const wanChecks = ['link', 'gateway', 'dns', 'internet'] as const;

export const wan_detect = defineOp({
  op: 'wan_detect',
  method: 'POST',
  feature: 'net_wan',
  summary:
    'Connectivity check of the WAN: link up, gateway answers, a name resolves, an internet host answers. A step after a failed one is not run (ok false, skipped true).',
  input: z.strictObject({}),
  output: z.object({
    connected: z.boolean(),
    checks: z.array(
      z.object({
        check: z.enum(wanChecks),
        ok: z.boolean(),
        skipped: z.boolean(),
        latencyMs: z.number().describe('round trip in ms; 0 when failed, skipped or not timed'),
      }),
    ),
  }),
});
