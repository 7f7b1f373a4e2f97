// Scan tab (spec 2: enable, scan list, connect to a Wi-Fi, apclient status): the router joins a
// nearby network as a client (a station interface) and uses it as an uplink.
// SSIDs in these answers are whatever neighbours broadcast: untrusted text.
import { z } from 'zod';
import { ValidationKey, emptyOr, macSchema, ssidSchema } from '../../datatypes';
import { defineOp } from '../../op';
import { ApclientEncryptions, ApclientStates, WifiBands, hasKeyUnlessOpen, keyRule, keySchema, onOff } from './wifi-rules';

const network = z.object({
  band: z.enum(WifiBands),
  ssid: z.string().describe("'' for a network that hides its name"),
  bssid: z.string(),
  channel: z.number().int(),
  signalDbm: z.number(),
  encryption: z.string(),
});

export const wifi_scan = defineOp({
  op: 'wifi_scan',
  method: 'POST',
  feature: 'wifi_scan',
  summary: 'Scans both bands for nearby networks, strongest first.',
  input: z.strictObject({}),
  output: z.object({ networks: z.array(network) }),
});

export const get_apclient = defineOp({
  op: 'get_apclient',
  method: 'GET',
  feature: 'wifi_scan',
  summary: 'The uplink client: enabled, radio band, network name, optional BSSID, encryption and key (a Wi-Fi key, answered for reveal).',
  input: z.strictObject({}),
  output: z.object({
    enabled: onOff(),
    band: z.enum(WifiBands),
    ssid: z.string(),
    bssid: z.string(),
    encryption: z.string(),
    key: z.string(),
  }),
});

export const set_apclient = defineOp({
  op: 'set_apclient',
  method: 'POST',
  feature: 'wifi_scan',
  mutates: true,
  summary: 'Saves the uplink client; bssid empty joins any access point of that name; key may be left out when encryption is none.',
  input: z
    .strictObject({
      enabled: onOff(),
      band: z.enum(WifiBands),
      ssid: ssidSchema(),
      bssid: emptyOr(macSchema(), ValidationKey.mac),
      encryption: z.enum(ApclientEncryptions),
      key: keySchema(),
    })
    .refine(hasKeyUnlessOpen, keyRule),
  output: z.object({}),
});

export const get_apclient_status = defineOp({
  op: 'get_apclient_status',
  method: 'GET',
  feature: 'wifi_scan',
  summary: 'The uplink client link: state, the access point joined, its channel and signal, the address obtained.',
  input: z.strictObject({}),
  output: z.object({
    state: z.enum(ApclientStates),
    ssid: z.string(),
    bssid: z.string(),
    channel: z.number().int(),
    signalDbm: z.number(),
    ipaddr: z.string(),
  }),
});
