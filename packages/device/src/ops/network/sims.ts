// Network > SIMs (spec 2): the SIM slots, the primary slot and the failover policy in our own
// package `sims` (OpenWrt has none): `config policy 'policy'` and one `config slot` per slot.
import type { Ops } from '@rc/contract/registry';
import type { OpOutput } from '@rc/contract/op';
import type { Handler } from '../op-context';
import type { SimSlotName, SimSlotStatus } from '../../platform/platform';
import { draftPackage } from '../../uci/uci-draft';
import { ensureSection, getOption, getSection, setOption } from '../../uci/uci-edit';
import type { UciPackage } from '../../uci/uci-types';

type SimConfig = OpOutput<Ops['get_sim_config']>;

const defaults: SimConfig = { sim1Enabled: '1', sim2Enabled: '1', primary: 'sim1', failover: '1', failback: '1', switchDelay: 60 };

function simConfig(sims: UciPackage): SimConfig {
  const policy = getSection(sims, 'policy');
  const option = (name: string) => (policy ? getOption(policy, name) : undefined);
  const flag = (value: string | undefined, fallback: '1' | '0') => (value === '1' || value === '0' ? value : fallback);
  const slotFlag = (slot: SimSlotName) => {
    const section = getSection(sims, slot);
    return flag(section && getOption(section, 'enabled'), '1');
  };
  const delay = Number(option('switch_delay'));
  return {
    sim1Enabled: slotFlag('sim1'),
    sim2Enabled: slotFlag('sim2'),
    primary: option('primary') === 'sim2' ? 'sim2' : 'sim1',
    failover: flag(option('failover'), defaults.failover),
    failback: flag(option('failback'), defaults.failback),
    switchDelay: Number.isInteger(delay) && delay > 0 ? delay : defaults.switchDelay,
  };
}

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

/** The slot the failover policy puts in use: the primary when it can serve, else the other one. */
export function activeSlot(config: SimConfig, slots: readonly SimSlotStatus[]): SimSlotName | 'none' {
  const usable = (slot: SimSlotName) =>
    config[`${slot}Enabled`] === '1' && slots.some((status) => status.slot === slot && status.state === 'ready');
  const other: SimSlotName = config.primary === 'sim1' ? 'sim2' : 'sim1';
  if (usable(config.primary)) return config.primary;
  if (config.failover === '1' && usable(other)) return other;
  return 'none';
}
