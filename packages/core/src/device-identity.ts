// The label facts of one unit (serial, MACs, modem IMEI and SIM ICCID, factory Wi-Fi key): the
// daemon draws them at first start (device factory/device-identity.ts), a router's browser reads
// them from the board (router's router-identity.ts).
import { z } from 'zod';

export const deviceIdentitySchema = z.object({
  model: z.enum(['ZBT', 'SL']),
  serial: z.string(),
  lanMac: z.string(),
  wanMac: z.string(),
  radio2gMac: z.string(),
  radio5gMac: z.string(),
  imei: z.string(),
  iccid: z.string(),
  wifiKey: z.string(),
});

export type DeviceIdentity = z.infer<typeof deviceIdentitySchema>;
