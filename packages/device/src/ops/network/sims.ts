// Network > SIMs (spec 2): the SIM slots, the primary slot and the failover policy in our own
// package `sims` (OpenWrt has none): `config policy 'policy'` and one `config slot` per slot.
import type { Ops } from '@rc/contract/registry';
import type { Handler } from '../op-context';
import { draftPackage } from '../../uci/uci-draft';
import { ensureSection, setOption } from '../../uci/uci-edit';
import { activeSlot, simConfig } from '../../settings/sim-settings';

export const get_sim_config: Handler<Ops['get_sim_config']> = async (_input, ctx) => simConfig(await ctx.store.read('sims'));

export const set_sim_config: Handler<Ops['set_sim_config']> = async (input, ctx) => {
  await ctx.store.transact('set_sim_config', ['sims'], (draft) => {
    const sims = draftPackage(draft, 'sims');
    const policy = ensureSection(sims, 'policy', 'policy');
    setOption(policy, 'primary', input.primary);
    setOption(policy, 'failover', input.failover);
    setOption(policy, 'failback', input.failback);
    setOption(policy, 'switch_delay', String(input.switchDelay));
    setOption(ensureSection(sims, 'slot', 'sim1'), 'enabled', input.sim1Enabled);
    setOption(ensureSection(sims, 'slot', 'sim2'), 'enabled', input.sim2Enabled);
  });
  return {};
};

export const get_sim_status: Handler<Ops['get_sim_status']> = async (_input, ctx) => {
  const [sims, slots] = await Promise.all([ctx.store.read('sims'), ctx.platform.simSlots()]);
  return { active: activeSlot(simConfig(sims), slots), slots };
};
