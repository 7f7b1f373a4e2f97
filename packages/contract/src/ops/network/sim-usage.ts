// Network > SIMs, data usage (issue 31.3): bytes each SIM slot carried today, this billing month
// and the last one; the monthly reset day and a cap per SIM with what to do when it is reached.
import { z } from 'zod';
import { defineOp } from '../../op';
import { intInRange } from '../../datatypes';
import { DataCapKey, DataCapLimits, capActions } from './sim-fields';

const bytes = z.object({ rx: z.number(), tx: z.number() });

const resetDay = () => intInRange(DataCapLimits.resetDayMin, DataCapLimits.resetDayMax, DataCapKey.resetDay);
/** 0: no cap */
const capMb = () => intInRange(0, DataCapLimits.capMbMax, DataCapKey.capMb);

const capFields = {
  sim1ResetDay: resetDay(),
  sim1CapMb: capMb(),
  sim1CapAction: z.enum(capActions),
  sim2ResetDay: resetDay(),
  sim2CapMb: capMb(),
  sim2CapAction: z.enum(capActions),
};

export const get_data_caps = defineOp({
  op: 'get_data_caps',
  method: 'GET',
  feature: 'net_cellular2',
  summary: 'Each SIM\'s monthly reset day, data cap (MB, 0 for none) and the action at the cap (config/sims).',
  input: z.strictObject({}),
  output: z.object({
    sim1ResetDay: z.number().int(),
    sim1CapMb: z.number().int(),
    sim1CapAction: z.enum(capActions),
    sim2ResetDay: z.number().int(),
    sim2CapMb: z.number().int(),
    sim2CapAction: z.enum(capActions),
  }),
});

export const set_data_caps = defineOp({
  op: 'set_data_caps',
  method: 'POST',
  feature: 'net_cellular2',
  mutates: true,
  summary: 'Saves the reset days, caps and cap actions; warn logs and flags, switch moves to the other SIM, stop ends mobile data.',
  input: z.strictObject(capFields),
  output: z.object({}),
});

export const get_data_usage = defineOp({
  op: 'get_data_usage',
  method: 'GET',
  feature: 'net_cellular2',
  summary: 'Bytes received and sent per SIM slot today, this billing month and the last, against its cap.',
  input: z.strictObject({}),
  output: z.object({
    /** false where nothing counts per SIM (OpenWrt: docs/openwrt.md) */
    counted: z.boolean(),
    /** true while a cap's `stop` action holds mobile data off */
    dataStopped: z.boolean(),
    slots: z.array(
      z.object({
        slot: z.enum(['sim1', 'sim2']),
        today: bytes,
        month: bytes,
        lastMonth: bytes,
        /** the local day the billing month began, YYYY-MM-DD */
        monthStart: z.string(),
        capBytes: z.number(),
        /** this month against the cap, 0 without one */
        percent: z.number().int(),
      }),
    ),
  }),
});
