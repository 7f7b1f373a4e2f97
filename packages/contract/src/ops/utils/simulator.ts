// Utilities > Simulator (issue 42.3): what an evaluator does to the simulated router to watch its
// cellular features work: fail a SIM, weaken the signal, drop the pings of an uplink, receive an
// SMS, make traffic on the LAN and Wi-Fi. Only the simulated router offers it: its daemon serves
// the feature on, every other platform refuses these ops with -12 simulator.simulatedOnly.
import { z } from 'zod';
import { defineOp } from '../../op';
import { intInRange } from '../../datatypes';
import { SmsLimits, smsParts } from '../../sms-text';
import { SimulatorKey, SimulatorLimits, isSmsSender, simulatedSimStates, trafficInterfaces } from './simulator-fields';

const flag = z.enum(['1', '0']);

const simulatorSettings = {
  sim1: z.enum(simulatedSimStates),
  sim2: z.enum(simulatedSimStates),
  /** dB taken off the radio's received power: RSRP, RSSI and the headline signal, SINR with them */
  weakenDb: intInRange(0, SimulatorLimits.weakenDbMax, SimulatorKey.weakenDb),
  /** pings through the WAN go unanswered (the link stays up: the trouble is beyond the gateway) */
  wanPingDropped: flag,
  /** pings through the 4G data session go unanswered */
  wwanPingDropped: flag,
};

export const get_simulator = defineOp({
  op: 'get_simulator',
  method: 'GET',
  feature: 'tool_simulator',
  summary: 'Simulated router only: the faults in force (each slot\'s SIM, how many dB the signal is weakened, which uplink\'s pings are dropped).',
  input: z.strictObject({}),
  output: z.object({
    sim1: z.enum(simulatedSimStates),
    sim2: z.enum(simulatedSimStates),
    weakenDb: z.number().int(),
    wanPingDropped: flag,
    wwanPingDropped: flag,
  }),
});

export const set_simulator = defineOp({
  op: 'set_simulator',
  method: 'POST',
  feature: 'tool_simulator',
  mutates: true,
  summary: 'Simulated router only: sets the faults. A failed SIM in use drops the data session until the failover moves or the SIM works again.',
  input: z.strictObject(simulatorSettings),
  output: z.object({}),
});

export const simulator_receive_sms = defineOp({
  op: 'simulator_receive_sms',
  method: 'POST',
  feature: 'tool_simulator',
  mutates: true,
  summary: 'Simulated router only: the modem receives a text from a sender (a number or an alphanumeric ID), unread, into the SMS inbox.',
  input: z.strictObject({
    number: z.string().refine(isSmsSender, SimulatorKey.sender),
    text: z
      .string()
      .min(1, SimulatorKey.text)
      .refine((text) => !text.includes('\0'), SimulatorKey.text)
      .refine((text) => smsParts(text).parts <= SmsLimits.maxParts, SimulatorKey.tooLong),
  }),
  output: z.object({}),
});

export const simulator_make_traffic = defineOp({
  op: 'simulator_make_traffic',
  method: 'POST',
  feature: 'tool_simulator',
  mutates: true,
  summary:
    'Simulated router only: a client on the LAN or a Wi-Fi band downloads at this rate for this long, through the uplink up now (WAN, else 4G): the same bytes count on that interface, on br-lan and on the uplink. Answers the uplink, or none when neither is up (then nothing flows).',
  input: z.strictObject({
    interface: z.enum(trafficInterfaces),
    mbps: intInRange(SimulatorLimits.mbpsMin, SimulatorLimits.mbpsMax, SimulatorKey.mbps),
    seconds: intInRange(SimulatorLimits.secondsMin, SimulatorLimits.secondsMax, SimulatorKey.seconds),
  }),
  output: z.object({ uplink: z.enum(['wan', 'wwan', 'none']) }),
});
