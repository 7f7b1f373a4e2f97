// Network > SIMs (spec 2 "sims (3G/4G)"): the modem's two SIM slots, which one is preferred,
// and the failover policy between them. OpenWrt has no file for this: config/sims is ours.
import { z } from 'zod';
import { defineOp } from '../../op';
import { ValidationKey, intInRange, ipOrHostnameSchema, simSwitchDelaySchema } from '../../datatypes';
import { FailoverKey, FailoverLimits, simSwitchReasons } from './sim-fields';

const simSlots = ['sim1', 'sim2'] as const;
const simStates = ['absent', 'pin_required', 'ready'] as const;

const switchValue = z.enum(['1', '0']);

const simSettings = {
  sim1Enabled: switchValue,
  sim2Enabled: switchValue,
  /** the slot used whenever it is enabled and ready */
  primary: z.enum(simSlots),
  /** move to the other slot when the active one has no SIM, is locked or has no service */
  failover: switchValue,
  /** return to the primary once it works again */
  failback: switchValue,
  /** seconds without service before failing over */
  switchDelay: simSwitchDelaySchema(),
  /** issue 31.5: switch when the signal stays below signalDbm for signalMinutes */
  signalSwitch: switchValue,
  signalDbm: intInRange(FailoverLimits.signalDbmMin, FailoverLimits.signalDbmMax, FailoverKey.signalDbm),
  signalMinutes: intInRange(1, FailoverLimits.minutesMax, FailoverKey.signalMinutes),
  /** switch when pingHost fails to answer pingFailures times in a row over the SIM's data session */
  pingSwitch: switchValue,
  pingHost: ipOrHostnameSchema(FailoverKey.pingHost),
  pingFailures: intInRange(1, FailoverLimits.pingFailuresMax, FailoverKey.pingFailures),
};

export const get_sim_config = defineOp({
  op: 'get_sim_config',
  method: 'GET',
  feature: 'net_cellular2',
  summary: 'SIM slot settings (config/sims): which slots are enabled, the primary slot and the failover policy.',
  input: z.strictObject({}),
  output: z.object({
    sim1Enabled: z.enum(['1', '0']),
    sim2Enabled: z.enum(['1', '0']),
    primary: z.enum(simSlots),
    failover: z.enum(['1', '0']),
    failback: z.enum(['1', '0']),
    switchDelay: z.number().int(),
    signalSwitch: z.enum(['1', '0']),
    signalDbm: z.number().int(),
    signalMinutes: z.number().int(),
    pingSwitch: z.enum(['1', '0']),
    pingHost: z.string(),
    pingFailures: z.number().int(),
  }),
});

export const set_sim_config = defineOp({
  op: 'set_sim_config',
  method: 'POST',
  feature: 'net_cellular2',
  mutates: true,
  summary: 'Saves the SIM slot settings; the primary slot must be enabled.',
  input: z.strictObject(simSettings).check((ctx) => {
    const { primary, sim1Enabled, sim2Enabled } = ctx.value;
    const enabled = primary === 'sim1' ? sim1Enabled : sim2Enabled;
    if (enabled !== '1') ctx.issues.push({ code: 'custom', path: ['primary'], message: ValidationKey.simPrimaryDisabled, input: primary });
  }),
  output: z.object({}),
});

export const get_sim_status = defineOp({
  op: 'get_sim_status',
  method: 'GET',
  feature: 'net_cellular2',
  summary: 'Each slot\'s SIM as the modem sees it (absent, PIN required, ready), its ICCID and operator, and the slot in use.',
  input: z.strictObject({}),
  output: z.object({
    active: z.enum([...simSlots, 'none']),
    slots: z.array(
      z.object({
        slot: z.enum(simSlots),
        state: z.enum(simStates),
        iccid: z.string(),
        operator: z.string(),
      }),
    ),
  }),
});

export const get_sim_switch_log = defineOp({
  op: 'get_sim_switch_log',
  method: 'GET',
  feature: 'net_cellular2',
  summary: 'The last SIM switches, newest first: when, from which slot to which, and why.',
  input: z.strictObject({}),
  output: z.object({
    switches: z.array(
      z.object({
        time: z.number(),
        from: z.enum([...simSlots, 'none']),
        to: z.enum([...simSlots, 'none']),
        reason: z.enum(simSwitchReasons),
        /** the measured value behind the reason: dBm, percent of the cap, failed pings */
        value: z.number().optional(),
      }),
    ),
  }),
});
