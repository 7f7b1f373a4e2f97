import { z } from 'zod';
import { defineOp } from '../../op';

export const get_lan_config = defineOp({
  op: 'get_lan_config',
  method: 'GET',
  summary: 'LAN address and mask (network.lan) with the LAN MAC (spec 7: ipaddr, macaddr).',
  input: z.strictObject({}),
  output: z.object({ ipaddr: z.string(), netmask: z.string(), macaddr: z.string() }),
});
