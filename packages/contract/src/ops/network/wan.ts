import { z } from 'zod';
import { defineOp } from '../../op';

export const get_wan_config = defineOp({
  op: 'get_wan_config',
  method: 'GET',
  summary: 'WAN settings (network.wan) with its current address and MAC (spec 7: ipaddr, macaddr). The PPPoE password is write-only and never answered.',
  input: z.strictObject({}),
  output: z.object({
    proto: z.enum(['dhcp', 'pppoe', 'static']),
    ipaddr: z.string(),
    netmask: z.string(),
    gateway: z.string(),
    dns1: z.string(),
    dns2: z.string(),
    username: z.string(),
    macaddr: z.string(),
  }),
});
