// Wi-Fi 2.4G and 5G tabs (spec 2, 3): one radio (wireless wifi-device) and its access point
// (wifi-iface), with the MAC filter. The band is part of every call; the rules that join two
// fields (channel and bandwidth per band, key unless open) live here so browser and device agree.
import { z } from 'zod';
import { ValidationKey, fragThresholdSchema, macSchema, rtsThresholdSchema, ssidSchema } from '../../datatypes';
import { defineOp } from '../../op';
import {
  MacFilterModes,
  WifiBands,
  WifiChannelValues,
  WifiCountries,
  WifiEncryptions,
  WifiHtmodes,
  WifiWorkModes,
  bandFeatures,
  channelFitsBand,
  channelFitsCountry,
  hasKeyUnlessOpen,
  htmodeFitsBand,
  keyRule,
  keySchema,
  onOff,
  whenObject,
  workModeFitsBand,
} from './wifi-rules';

const bandInput = z.strictObject({ band: z.enum(WifiBands) });

export const get_wifi_config = defineOp({
  op: 'get_wifi_config',
  method: 'GET',
  featureBy: bandFeatures,
  summary: 'One band: the radio (wireless.radioN: channel, htmode, country, frag, rts) and its access point (ssid, key, encryption, hidden, wmm, isolate, macfilter, maclist). The key is answered, for reveal and the QR code.',
  input: bandInput,
  output: z.object({
    band: z.enum(WifiBands),
    enabled: onOff(),
    ssid: z.string(),
    hidden: onOff(),
    encryption: z.string(),
    key: z.string(),
    workMode: z.enum(WifiWorkModes),
    htmode: z.enum(WifiHtmodes),
    country: z.string(),
    channel: z.string().describe("'auto' or the channel number"),
    frag: z.number().int(),
    rts: z.number().int(),
    wmm: onOff(),
    isolate: onOff(),
    macfilter: z.enum(MacFilterModes),
    maclist: z.array(z.string()),
  }),
});

export const set_wifi_config = defineOp({
  op: 'set_wifi_config',
  method: 'POST',
  featureBy: bandFeatures,
  mutates: true,
  risky: true,
  summary: "Saves one band. key may be left out when encryption is none, htmode when workMode is legacy, maclist to keep the stored list; the other fields are required. An allow list may not be empty, nor leave out the caller's own device when it is on this band's Wi-Fi (-2 on maclist). Wireless clients reconnect.",
  input: z
    .strictObject({
      band: z.enum(WifiBands),
      enabled: onOff(),
      ssid: ssidSchema(),
      hidden: onOff(),
      encryption: z.enum(WifiEncryptions),
      key: keySchema(),
      workMode: z.enum(WifiWorkModes),
      htmode: z.enum(WifiHtmodes).optional(),
      country: z.enum(WifiCountries),
      channel: z.enum(WifiChannelValues),
      frag: fragThresholdSchema(),
      rts: rtsThresholdSchema(),
      wmm: onOff(),
      isolate: onOff(),
      macfilter: z.enum(MacFilterModes),
      maclist: z.array(macSchema()).optional(),
    })
    .refine(hasKeyUnlessOpen, keyRule)
    .refine(channelFitsBand, { path: ['channel'], message: ValidationKey.wifiChannel, ...whenObject })
    .refine(channelFitsCountry, { path: ['channel'], message: ValidationKey.wifiChannelCountry, ...whenObject })
    .refine(workModeFitsBand, { path: ['workMode'], message: ValidationKey.wifiWorkMode, ...whenObject })
    .refine(htmodeFitsBand, { path: ['htmode'], message: ValidationKey.wifiHtmode, ...whenObject })
    .refine((value) => value.workMode === 'legacy' || value.htmode !== undefined, {
      path: ['htmode'],
      message: ValidationKey.required,
      ...whenObject,
    })
    // "Allow only listed" with nobody listed would lock every Wi-Fi client out (issue 13.13).
    .refine((value) => value.macfilter !== 'allow' || !Array.isArray(value.maclist) || value.maclist.length > 0, {
      path: ['maclist'],
      message: ValidationKey.macAllowEmpty,
      ...whenObject,
    }),
  output: z.object({}),
});

export const get_wifi_support = defineOp({
  op: 'get_wifi_support',
  method: 'GET',
  featureBy: bandFeatures,
  summary:
    "What the band's radio and the router's wpad support (issue 31.6): the work modes (11ax only where the radio reports HE: iwinfo's htmodes on OpenWrt), and whether hostapd has SAE (WPA3; `hostapd -vsae` on OpenWrt, as LuCI asks). he and sae are null where the router cannot tell.",
  input: bandInput,
  output: z.object({
    band: z.enum(WifiBands),
    workModes: z.array(z.enum(WifiWorkModes)),
    he: z.boolean().nullable(),
    sae: z.boolean().nullable(),
  }),
});
