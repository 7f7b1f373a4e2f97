import { z } from 'zod';
import { defineOp } from '../../op';

export const get_lan_config = defineOp({
  op: 'get_lan_config',
  method: 'GET',
  summary: 'LAN address and mask (network.lan) with the LAN MAC (spec 7: ipaddr, macaddr).',
  input: z.strictObject({}),
  output: z.object({ ipaddr: z.string(), netmask: z.string(), macaddr: z.string() }),
});

export const get_lan_status = defineOp({
  op: 'get_lan_status',
  method: 'GET',
  feature: 'net_lan',
  summary: 'LAN status table: address, mask, MAC, connected terminals and their total traffic.',
  input: z.strictObject({}),
  output: z.object({
    ipaddr: z.string(),
    netmask: z.string(),
    macaddr: z.string(),
    terminals: z.number().int(),
    rxBytes: z.number().describe('bytes received from LAN terminals'),
    txBytes: z.number().describe('bytes sent to LAN terminals'),
  }),
});
