// Network > SIMs, data usage (issue 31.3): the caps in config/sims (settings/data-cap-settings.ts)
// and the daemon's count per slot (system/cellular/sim-usage-meter.ts).
import type { Ops } from '@rc/contract/registry';
import { DataCapLimits } from '@rc/contract/ops/network/sim-fields';
import type { SimSlotName } from '../../platform/platform';
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
  await daemonCellular(ctx)?.failover.tick(true);
  return {};
};

export const get_data_usage: Handler<Ops['get_data_usage']> = async (_input, ctx) => {
  const meter = daemonCellular(ctx)?.meter;
  const control = ctx.platform.simControl;
  if (!meter || !control) return { counted: false, dataStopped: false, slots: [] };
  const sims = await ctx.store.read('sims');
  return {
    counted: true,
    dataStopped: control.dataStopped(),
    slots: slots.map((slot) => {
      const cap = slotCap(sims, slot);
      const { today, month, lastMonth, monthStart } = meter.slotUsage(slot);
      return { slot, today, month, lastMonth, monthStart, capBytes: cap.capBytes, percent: meter.percent(slot, cap) };
    }),
  };
};

/** The slots at or over 80 % of their cap, for the home page's warning. */
export async function capAlerts(ctx: OpContext): Promise<Array<{ slot: SimSlotName; percent: number }>> {
  const meter = daemonCellular(ctx)?.meter;
  if (!meter) return [];
  const sims = await ctx.store.read('sims');
  return slots
    .map((slot) => ({ slot, percent: meter.percent(slot, slotCap(sims, slot)) }))
    .filter((alert) => alert.percent >= DataCapLimits.warnPercent);
}
