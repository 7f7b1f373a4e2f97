// The first-start wizard (issue 32.2): on the first sign-in with the unit's initial password, the
// admin password, the internet connection, the Wi-Fi of both bands and the time zone, saved as one
// change. Every field is the tab's own schema (WAN, 3G/4G, Wi-Fi, Time settings, the password),
// so the wizard cannot accept what the tab would refuse.
import { z } from 'zod';
import { ValidationKey, wifiPasswordSchema } from '../datatypes';
import { defineOp } from '../op';
import { WanTypes } from './first-start-fields';
import { set_cellular_config } from './network/cellular';
import { set_wan_config } from './network/wan';
import { change_password } from './session';
import { set_ntp } from './system/time-and-reboot';
import { set_wifi_config } from './wifi/band';
import { WifiBands } from './wifi/wifi-rules';

export const wan_type_detect = defineOp({
  op: 'wan_type_detect',
  method: 'POST',
  feature: 'net_wan',
  summary:
    "Probes the uplinks for the first-start wizard: a DHCP server answering on the WAN port, a PPPoE server answering a PADI, and a SIM with signal. suggested is the first found of dhcp, pppoe, cellular ('none' when nothing answers). Changes nothing.",
  input: z.strictObject({}),
  output: z.object({
    suggested: z.enum(WanTypes),
    dhcp: z.boolean().describe('a DHCP server offered an address on the WAN port'),
    pppoe: z.boolean().describe('a PPPoE access concentrator answered'),
    sim: z.boolean().describe('a SIM is in and the modem has a signal'),
    signalDbm: z.number().describe('the modem signal in dBm, 0 without a modem'),
  }),
});

const { apn, username, password } = set_cellular_config.input.shape;

const wifiNetwork = z.strictObject({
  band: z.enum(WifiBands),
  ssid: set_wifi_config.input.shape.ssid,
  /** WPA2 (psk2+ccmp) is written unless the band already uses WPA3 or a mixed mode */
  key: wifiPasswordSchema(),
});

export const set_first_start = defineOp({
  op: 'set_first_start',
  method: 'POST',
  mutates: true,
  risky: true,
  summary:
    'Saves the first-start wizard and ends it for good (until a factory reset): every part is optional, an empty call skips the wizard. ' +
    'password: the new admin password (allowed only while the unit still has its initial password; other sessions end). ' +
    'wan: as set_wan_config; cellular: apn, username, password as set_cellular_config, and the modem preferred (priority 1). ' +
    'wifi: ssid and key per band. zonename: as set_ntp. The configuration lands as one change in History. -12 firstStart.done once the wizard was finished or skipped.',
  input: z
    .strictObject({
      password: change_password.input.shape.newpassword.optional(),
      wan: set_wan_config.input.optional(),
      cellular: z.strictObject({ apn, username, password }).optional(),
      wifi: z.array(wifiNetwork).max(WifiBands.length).optional(),
      zonename: set_ntp.input.shape.zonename.optional(),
    })
    .check((ctx) => {
      const bands = (ctx.value.wifi ?? []).map((network) => network.band);
      if (new Set(bands).size !== bands.length) ctx.issues.push({ code: 'custom', path: ['wifi'], message: ValidationKey.text, input: bands });
      if (ctx.value.wan && ctx.value.cellular) ctx.issues.push({ code: 'custom', path: ['cellular'], message: 'firstStart.oneUplink', input: ctx.value.cellular });
    }),
  output: z.object({}),
});
