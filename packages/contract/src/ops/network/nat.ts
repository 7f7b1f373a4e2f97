// Network > NAT (spec 2): flow offloading of firewall4, `config defaults` options
// flow_offloading (software) and flow_offloading_hw (hardware, needs the software one).
import { z } from 'zod';
import { defineOp } from '../../op';
import { ValidationKey } from '../../datatypes';

const switchValue = z.enum(['1', '0']);

export const get_nat_accel = defineOp({
  op: 'get_nat_accel',
  method: 'GET',
  feature: 'net_accelerate',
  summary: 'NAT acceleration: software flow offloading and hardware flow offloading (firewall defaults).',
  input: z.strictObject({}),
  output: z.object({ flowOffloading: switchValue, flowOffloadingHw: switchValue }),
});

export const set_nat_accel = defineOp({
  op: 'set_nat_accel',
  method: 'POST',
  feature: 'net_accelerate',
  mutates: true,
  summary: `Saves NAT acceleration; hardware offloading is off whenever software offloading is. Turning it on while QoS is enabled answers -2 on 'flowOffloading' with ${ValidationKey.natNeedsQosOff}.`,
  input: z.strictObject({ flowOffloading: switchValue, flowOffloadingHw: switchValue.optional() }),
  output: z.object({}),
});
