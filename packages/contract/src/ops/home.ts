import { z } from 'zod';
import { defineOp } from '../op';
import { HeadlineMetrics } from '../radio/signal-headline';

const empty = z.strictObject({});

export const get_system_status = defineOp({
  op: 'get_system_status',
  method: 'GET',
  summary: 'Equipment status: CPU and memory use, load averages, online terminals, uptime.',
  input: empty,
  output: z.object({
    cpu: z.number().describe('CPU use in percent, 0-100'),
    memTotal: z.number().describe('bytes'),
    memUsed: z.number().describe('bytes'),
    load: z.tuple([z.number(), z.number(), z.number()]),
    terminals: z.number().int(),
    uptime: z.number().describe('seconds'),
  }),
});

export const get_traffic_realtime = defineOp({
  op: 'get_traffic_realtime',
  method: 'GET',
  summary: 'WAN transmit and receive rates, one sample a second, newest last (up to 60).',
  input: empty,
  output: z.object({
    samples: z.array(z.object({ time: z.number(), txRate: z.number(), rxRate: z.number() })),
  }),
});

const interfaceRow = z.object({
  name: z.enum(['wan', 'lan']),
  proto: z.string(),
  up: z.boolean(),
  macaddr: z.string(),
  ipaddr: z.string(),
  netmask: z.string(),
  gateway: z.string(),
  dns: z.array(z.string()),
});

export const get_interface_status = defineOp({
  op: 'get_interface_status',
  method: 'GET',
  summary: 'WAN and LAN interface rows: MAC, IP, mask, gateway, DNS.',
  input: empty,
  output: z.object({ interfaces: z.array(interfaceRow) }),
});

export const get_cellular_info = defineOp({
  op: 'get_cellular_info',
  method: 'GET',
  summary: 'The 4G modem: operator, signal headline (RSRP, else RSSI, in dBm), SIM number (ICCID), model, IMEI, network type, connection state.',
  input: empty,
  output: z.object({
    present: z.boolean(),
    operator: z.string(),
    signalDbm: z.number().describe('the signal headline (contract radio/signal-headline.ts): RSRP where the modem reports it, else RSSI; 0 when none'),
    signalMetric: z.enum([...HeadlineMetrics, 'none']).describe('which reading signalDbm is; none without one'),
    iccid: z.string(),
    model: z.string(),
    imei: z.string(),
    networkType: z.string().describe('the radio technology in use now: LTE, 5G NSA, 5G SA, WCDMA, GSM'),
    state: z.enum(['connected', 'connecting', 'disconnected', 'no_sim']),
  }),
});

export const get_wifi_info = defineOp({
  op: 'get_wifi_info',
  method: 'GET',
  summary: 'Both Wi-Fi bands: enabled, SSID, channel, encryption, associated clients.',
  input: empty,
  output: z.object({
    bands: z.array(
      z.object({
        band: z.enum(['2g', '5g']),
        enabled: z.boolean(),
        ssid: z.string(),
        channel: z.string(),
        encryption: z.string(),
        clients: z.number().int(),
      }),
    ),
  }),
});

export const get_internet_state = defineOp({
  op: 'get_internet_state',
  method: 'GET',
  summary: 'Whether the device reaches the internet, and over which uplink.',
  input: empty,
  output: z.object({ connected: z.boolean(), uplink: z.enum(['wan', 'cellular', 'none']) }),
});
