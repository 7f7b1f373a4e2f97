// Network > SIMs (spec 2): the SIM slots, the primary slot and the failover policy in our own
// package `sims` (OpenWrt has none): `config policy 'policy'` and one `config slot` per slot.
import type { Ops } from '@rc/contract/registry';
import type { Handler } from '../op-context';
import { draftPackage } from '../../uci/uci-draft';
import { ensureSection, setOption } from '../../uci/uci-edit';
import { activeSlot, simConfig } from '../../settings/sim-settings';
import { daemonCellular } from './daemon-cellular';

export const get_sim_config: Handler<Ops['get_sim_config']> = async (_input, ctx) => simConfig(await ctx.store.read('sims'));

export const set_sim_config: Handler<Ops['set_sim_config']> = async (input, ctx) => {
  await ctx.store.transact('set_sim_config', ['sims'], (draft) => {
    const sims = draftPackage(draft, 'sims');
    const policy = ensureSection(sims, 'policy', 'policy');
    setOption(policy, 'primary', input.primary);
    setOption(policy, 'failover', input.failover);
    setOption(policy, 'failback', input.failback);
    setOption(policy, 'switch_delay', String(input.switchDelay));
    setOption(policy, 'signal_switch', input.signalSwitch);
    setOption(policy, 'signal_dbm', String(input.signalDbm));
    setOption(policy, 'signal_minutes', String(input.signalMinutes));
    setOption(policy, 'ping_switch', input.pingSwitch);
    setOption(policy, 'ping_host', input.pingHost);
    setOption(policy, 'ping_failures', String(input.pingFailures));
    setOption(ensureSection(sims, 'slot', 'sim1'), 'enabled', input.sim1Enabled);
    setOption(ensureSection(sims, 'slot', 'sim2'), 'enabled', input.sim2Enabled);
  });
  await daemonCellular(ctx)?.failover.tick();
  return {};
};

export const get_sim_status: Handler<Ops['get_sim_status']> = async (_input, ctx) => {
  const [sims, slots] = await Promise.all([ctx.store.read('sims'), ctx.platform.simSlots()]);
  const inUse = ctx.platform.simControl?.slotInUse();
  return { active: inUse ?? activeSlot(simConfig(sims), slots), slots };
};

/** The daemon's switches, or on OpenWrt the SIM watch service's (platform.simRecords). */
export const get_sim_switch_log: Handler<Ops['get_sim_switch_log']> = async (_input, ctx) => ({
  switches: daemonCellular(ctx)?.failover.switches() ?? (await ctx.platform.simRecords?.switches()) ?? [],
});
