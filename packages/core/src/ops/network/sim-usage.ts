// Network > SIMs, data usage (issue 31.3): the caps in config/sims (settings/data-cap-settings.ts)
// and the count per slot: the daemon's (system/cellular/sim-usage-meter.ts) or, on OpenWrt, the
// SIM watch service's (platform.simRecords: ubus/router-sim-watch.ts).
import type { Ops } from '@rc/contract/registry';
import { DataCapLimits } from '@rc/contract/ops/network/sim-fields';
import type { SimSlotName } from '../../platform/platform';
import { capPercent, type SimUsage } from '../../platform/sim-records';
import { dataCaps, slotCap } from '../../settings/data-cap-settings';
import { draftPackage } from '../../uci/uci-draft';
import { ensureSection, setOption } from '../../uci/uci-edit';
import type { Handler, OpContext } from '../op-context';
import { daemonCellular } from './daemon-cellular';

const slots: SimSlotName[] = ['sim1', 'sim2'];

export const get_data_caps: Handler<Ops['get_data_caps']> = async (_input, ctx) => dataCaps(await ctx.store.read('sims'));

export const set_data_caps: Handler<Ops['set_data_caps']> = async (input, ctx) => {
  await ctx.store.transact('set_data_caps', ['sims'], (draft) => {
    const sims = draftPackage(draft, 'sims');
    for (const slot of slots) {
      const section = ensureSection(sims, 'slot', slot);
      setOption(section, 'reset_day', String(input[`${slot}ResetDay`]));
      setOption(section, 'cap_mb', String(input[`${slot}CapMb`]));
      setOption(section, 'cap_action', input[`${slot}CapAction`]);
    }
  });
  await daemonCellular(ctx)?.failover.tick();
  return {};
};

/** Each slot's counts as they stand; undefined where nothing counts per SIM. */
async function countedUsage(ctx: OpContext): Promise<SimUsage | undefined> {
  const meter = daemonCellular(ctx)?.meter;
  if (!meter) return ctx.platform.simRecords?.usage();
  const control = ctx.platform.simControl;
  return control && { dataStopped: control.dataStopped(), slots: { sim1: meter.slotUsage('sim1'), sim2: meter.slotUsage('sim2') } };
}

export const get_data_usage: Handler<Ops['get_data_usage']> = async (_input, ctx) => {
  const usage = await countedUsage(ctx);
  if (!usage) return { counted: false, dataStopped: false, slots: [] };
  const sims = await ctx.store.read('sims');
  return {
    counted: true,
    dataStopped: usage.dataStopped,
    slots: slots.map((slot) => {
      const { capBytes } = slotCap(sims, slot);
      const { today, month, lastMonth, monthStart } = usage.slots[slot];
      return { slot, today, month, lastMonth, monthStart, capBytes, percent: capPercent(usage.slots[slot], capBytes) };
    }),
  };
};

/** The slots at or over 80 % of their cap, for the home page's warning. */
export async function capAlerts(ctx: OpContext): Promise<Array<{ slot: SimSlotName; percent: number }>> {
  const usage = await countedUsage(ctx);
  if (!usage) return [];
  const sims = await ctx.store.read('sims');
  return slots
    .map((slot) => ({ slot, percent: capPercent(usage.slots[slot], slotCap(sims, slot).capBytes) }))
    .filter((alert) => alert.percent >= DataCapLimits.warnPercent);
}
