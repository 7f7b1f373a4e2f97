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

export const get_wan_status = defineOp({
  op: 'get_wan_status',
  method: 'GET',
  feature: 'net_wan',
  summary: 'WAN state table (spec 2, WAN): protocol, link, address, MAC, time connected, total and current traffic.',
  input: z.strictObject({}),
  output: z.object({
    proto: z.enum(['dhcp', 'pppoe', 'static']),
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
