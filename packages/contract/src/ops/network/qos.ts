// Network > QoS (spec 2, 3, 5): per-host rate limits, at most 32 rules, only while NAT
// acceleration is off (offloaded flows bypass the limiter).
import { z } from 'zod';
import { defineOp } from '../../op';
import { Limits } from '../../constants';
import { ValidationKey, duplicateIndexes, emptyOr, qosRateSchema, requiredString } from '../../datatypes';
import { qosTargetIssue } from './qos-fields';

const switchValue = z.enum(['1', '0']);

const qosRule = z.strictObject({
  /** spec 3 "limited object": one LAN host, or a network whose hosts share the rates */
  target: z.string({ error: ValidationKey.qosTarget }).check((ctx) => {
    const key = qosTargetIssue(ctx.value);
    if (key) ctx.issues.push({ code: 'custom', message: key, input: ctx.value });
  }),
  /** Kb/s */
  upload: qosRateSchema(),
  /** Kb/s */
  download: qosRateSchema(),
  description: emptyOr(requiredString(ValidationKey.text, Limits.qosDescriptionMaxLength), ValidationKey.text),
});

export type QosRule = z.output<typeof qosRule>;

const qosRules = z
  .array(qosRule)
  .max(Limits.qosMaxRules, ValidationKey.qosRules)
  .superRefine((rules, ctx) => {
    // Two limits on one host: nft-qos would apply both, the lower one winning unseen.
    for (const index of duplicateIndexes(rules, (rule) => rule.target)) {
      ctx.addIssue({ code: 'custom', path: [index, 'target'], message: ValidationKey.duplicate });
    }
  });

export const get_qos = defineOp({
  op: 'get_qos',
  method: 'GET',
  feature: 'net_qos',
  summary:
    'QoS (nft-qos static limits): enabled, and the rate-limit rules (limited host or network, upload and download Kb/s, description). A rule missing one direction in the file answers 0 for it.',
  input: z.strictObject({}),
  output: z.object({
    enabled: switchValue,
    rules: z.array(z.object({ target: z.string(), upload: z.number().int(), download: z.number().int(), description: z.string() })),
  }),
});

export const set_qos = defineOp({
  op: 'set_qos',
  method: 'POST',
  feature: 'net_qos',
  mutates: true,
  summary: `Saves QoS (up to ${Limits.qosMaxRules} rules, each one IPv4 host or one network such as 192.168.1.0/24 whose hosts share the rates). Enabling it while NAT acceleration is on answers -2 on 'enabled' with ${ValidationKey.qosNeedsNatOff}.`,
  input: z.strictObject({ enabled: switchValue, rules: qosRules }),
  output: z.object({}),
});

export const get_qos_status = defineOp({
  op: 'get_qos_status',
  method: 'GET',
  feature: 'net_qos',
  summary: 'Whether NAT acceleration (flow offloading) is on, which keeps QoS from being enabled (spec 5).',
  input: z.strictObject({}),
  output: z.object({ flowOffloading: z.boolean() }),
});
