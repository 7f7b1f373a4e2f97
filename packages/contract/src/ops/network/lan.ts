// Network > LAN (spec 2, 3, 5): network.lan address and mask, and the status table.
import { z } from 'zod';
import { defineOp } from '../../op';
import { ValidationKey, isHostAddress, isIpv4, isLanNetmask, isLanUnicast, isNetmask, requiredIpv4, requiredNetmask } from '../../datatypes';

export const get_lan_config = defineOp({
  op: 'get_lan_config',
  method: 'GET',
  summary: 'LAN address and mask (network.lan) with the LAN MAC (spec 7: ipaddr, macaddr).',
  input: z.strictObject({}),
  output: z.object({ ipaddr: z.string(), netmask: z.string(), macaddr: z.string() }),
});

const lanInput = z
  .strictObject({
    // Spec 5 and 8: "IP address and subnet mask cannot be empty".
    ipaddr: requiredIpv4(ValidationKey.lanAddressRequired),
    netmask: requiredNetmask(ValidationKey.lanAddressRequired),
  })
  .check((ctx) => {
    const { ipaddr, netmask } = ctx.value;
    const issue = (field: 'ipaddr' | 'netmask', key: string) => ctx.issues.push({ code: 'custom', path: [field], message: key, input: ctx.value[field] });
    // Each field its own verdict (issue 13.21): a /0 or /31-/32 is the mask's fault, not the address's.
    const maskFits = isNetmask(netmask) && isLanNetmask(netmask);
    if (isNetmask(netmask) && !maskFits) issue('netmask', ValidationKey.lanNetmask);
    // Issue 13.14: a router's LAN address is unicast, neither loopback nor reserved.
    if (isIpv4(ipaddr) && !isLanUnicast(ipaddr)) issue('ipaddr', ValidationKey.lanUnicast);
    else if (isIpv4(ipaddr) && maskFits && !isHostAddress(ipaddr, netmask)) issue('ipaddr', ValidationKey.hostAddress);
  });

export const set_lan_config = defineOp({
  op: 'set_lan_config',
  method: 'POST',
  feature: 'net_lan',
  mutates: true,
  risky: true,
  summary:
    "Saves network.lan's (first) ipaddr and netmask; further addresses of a `list ipaddr` are kept. The address must be a host of a /8-/30 subnet that does not overlap a static WAN's, and the subnet must still hold the DHCP pool (if the server is on) and the static leases, else -2 names the field. The console then moves to the new address.",
  input: lanInput,
  output: z.object({}),
});

export const get_lan_status = defineOp({
  op: 'get_lan_status',
  method: 'GET',
  feature: 'net_lan',
  summary: 'LAN status table: address, mask, MAC, connected terminals and their total traffic, whether the DHCP server runs.',
  input: z.strictObject({}),
  output: z.object({
    ipaddr: z.string(),
    netmask: z.string(),
    macaddr: z.string(),
    terminals: z.number().int(),
    rxBytes: z.number().describe('bytes received from LAN terminals'),
    txBytes: z.number().describe('bytes sent to LAN terminals'),
    dhcp: z.boolean().describe('the DHCP server of the LAN is on (dhcp.lan ignore is not 1)'),
  }),
});
