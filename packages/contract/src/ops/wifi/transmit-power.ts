// Transmit power tab (spec 2 "signal": three power modes; spec 3 low | medium | high), per radio.
// The dBm each level writes to wireless.<radio>.txpower is TxPowerDbm in wifi-rules.ts.
import { z } from 'zod';
import { defineOp } from '../../op';
import { TxPowerLevels } from './wifi-rules';

const levels = {
  txpower2g: z.enum(TxPowerLevels),
  txpower5g: z.enum(TxPowerLevels),
};

export const get_wifi_power = defineOp({
  op: 'get_wifi_power',
  method: 'GET',
  feature: 'wifi_signal',
  summary: 'Transmit power level of each radio; a txpower between two levels reads as the nearest, none as high (the driver maximum).',
  input: z.strictObject({}),
  output: z.object(levels),
});

export const set_wifi_power = defineOp({
  op: 'set_wifi_power',
  method: 'POST',
  feature: 'wifi_signal',
  mutates: true,
  summary: 'Sets the transmit power level of each radio: wireless.radioN.txpower in dBm (2.4G 10/15/20, 5G 13/18/23).',
  input: z.strictObject(levels),
  output: z.object({}),
});
