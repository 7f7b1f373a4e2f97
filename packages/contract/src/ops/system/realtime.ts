// System > Realtime graphs (issue 32.4): one sample of the counters since boot, with its time. The
// console polls it every 1-3 s, keeps the last minutes and turns counters into rates, so that the
// device keeps no state for it and answers from a few reads.
import { z } from 'zod';
import { defineOp } from '../../op';
import { WifiBands } from '../wifi/wifi-rules';

const counter = z.number().nonnegative();

export const get_realtime_sample = defineOp({
  op: 'get_realtime_sample',
  method: 'GET',
  feature: 'mgnt_realtime',
  summary:
    'One sample of the realtime graphs: CPU time, load, memory, byte counters per interface (WAN, 4G, LAN, each Wi-Fi access point), the connection tracking count and Wi-Fi clients per band. Counters run since boot; rates are the change between two samples.',
  input: z.strictObject({}),
  output: z.object({
    time: z.number().describe('when the counters were read, epoch milliseconds'),
    cpu: z
      .object({ busy: counter, total: counter })
      .describe('the "cpu" line of /proc/stat in jiffies: busy (all but idle and iowait) and total; use is the change of busy over the change of total'),
    load: z.tuple([z.number(), z.number(), z.number()]),
    memTotal: z.number().describe('bytes'),
    memUsed: z.number().describe('bytes: total less what is available'),
    conntrack: z
      .object({ count: z.number().int().nonnegative(), max: z.number().int().nonnegative() })
      .nullable()
      .describe('/proc/sys/net/netfilter/nf_conntrack_count and _max; null where the kernel keeps no connection table'),
    interfaces: z.array(
      z.object({
        name: z.string().describe('wan, wwan (4G), lan, wifi-2g or wifi-5g; the device where the interface has no such role'),
        device: z.string().describe('the Linux device, e.g. br-lan, phy0-ap0'),
        ssid: z.string().describe('a Wi-Fi access point: its network name; otherwise empty'),
        up: z.boolean(),
        rxBytes: counter,
        txBytes: counter,
      }),
    ),
    wifiClients: z.array(z.object({ band: z.enum(WifiBands), clients: z.number().int().nonnegative() })),
  }),
});
