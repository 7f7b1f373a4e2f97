// System > Traffic information (spec 2 "flow information with refresh"): byte counters per
// interface and per LAN client since boot; the console formats them base 1024 (spec 9).
import { z } from 'zod';
import { defineOp } from '../../op';

export const get_flow_stats = defineOp({
  op: 'get_flow_stats',
  method: 'GET',
  feature: 'flow_info',
  summary: 'Received and sent bytes and packets per interface (WAN, LAN, both radios, the 4G modem), and bytes per connected client.',
  input: z.strictObject({}),
  output: z.object({
    interfaces: z.array(
      z.object({
        name: z.string().describe('wan, lan, wifi-2g, wifi-5g or wwan'),
        device: z.string().describe('the Linux device, e.g. br-lan'),
        up: z.boolean(),
        rxBytes: z.number(),
        txBytes: z.number(),
        rxPackets: z.number(),
        txPackets: z.number(),
      }),
    ),
    clients: z.array(
      z.object({
        hostname: z.string(),
        ip: z.string(),
        mac: z.string(),
        interface: z.string(),
        rxBytes: z.number().describe('bytes received from the client'),
        txBytes: z.number().describe('bytes sent to the client'),
      }),
    ),
  }),
});
