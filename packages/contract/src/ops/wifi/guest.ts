// Guest network tab (spec 2 "visitor": mode, name, status). A guest access point per radio the
// mode names, on its own network isolated from the LAN; its password follows the same rule as
// the bands' but is its own.
import { z } from 'zod';
import { ValidationKey, ssidSchema } from '../../datatypes';
import { defineOp } from '../../op';
import { GuestModes, WifiEncryptions, hasKeyUnlessOpen, keyRule, keySchema, onOff } from './wifi-rules';

export const get_guest_wifi = defineOp({
  op: 'get_guest_wifi',
  method: 'GET',
  feature: 'wifi_guest',
  summary: 'Guest network: status (enabled), mode (radios), name, encryption and key. The key is answered, for reveal and the QR code.',
  input: z.strictObject({}),
  output: z.object({
    enabled: onOff(),
    mode: z.enum(GuestModes),
    ssid: z.string(),
    hidden: onOff(),
    encryption: z.string(),
    key: z.string(),
  }),
});

export const set_guest_wifi = defineOp({
  op: 'set_guest_wifi',
  method: 'POST',
  feature: 'wifi_guest',
  mutates: true,
  summary: 'Saves the guest network; key may be left out when encryption is none. Guests are isolated from the LAN and from each other.',
  input: z
    .strictObject({
      enabled: onOff(),
      mode: z.enum(GuestModes),
      // Spec 8: "lack of guest network name".
      ssid: ssidSchema(ValidationKey.guestSsid),
      hidden: onOff(),
      encryption: z.enum(WifiEncryptions),
      key: keySchema(),
    })
    .refine(hasKeyUnlessOpen, keyRule),
  output: z.object({}),
});
