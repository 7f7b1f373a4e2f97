// The SIM policy of our own package `sims` (OpenWrt has none): `config policy 'policy'` and one
// `config slot` per slot; read by the SIMs tab, by the ubus platform, which tells
// ModemManager the slot to use, and on OpenWrt by the package's SIM watch service (simwatch.uc).
import type { OpOutput } from '@rc/contract/op';
import type { Ops } from '@rc/contract/registry';
import type { SimSlotName, SimSlotStatus } from '../platform/platform';
import { FailoverDefaults, FailoverLimits } from '@rc/contract/ops/network/sim-fields';
import { getOption, getSection } from '../uci/uci-edit';
import type { UciPackage } from '../uci/uci-types';

export type SimConfig = OpOutput<Ops['get_sim_config']>;

const defaults: SimConfig = { sim1Enabled: '1', sim2Enabled: '1', primary: 'sim1', ...FailoverDefaults };

export function simConfig(sims: UciPackage): SimConfig {
  const policy = getSection(sims, 'policy');
  const option = (name: string) => (policy ? getOption(policy, name) : undefined);
  const flag = (value: string | undefined, fallback: '1' | '0') => (value === '1' || value === '0' ? value : fallback);
  const slotFlag = (slot: SimSlotName) => {
    const section = getSection(sims, slot);
    return flag(section && getOption(section, 'enabled'), '1');
  };
  const delay = Number(option('switch_delay'));
  const int = (name: string, fallback: number, min: number, max: number) => {
    const value = Number(option(name));
    return Number.isInteger(value) && value >= min && value <= max ? value : fallback;
  };
  return {
    sim1Enabled: slotFlag('sim1'),
    sim2Enabled: slotFlag('sim2'),
    primary: option('primary') === 'sim2' ? 'sim2' : 'sim1',
    failover: flag(option('failover'), defaults.failover),
    failback: flag(option('failback'), defaults.failback),
    switchDelay: Number.isInteger(delay) && delay > 0 ? delay : defaults.switchDelay,
    signalSwitch: flag(option('signal_switch'), defaults.signalSwitch),
    signalDbm: int('signal_dbm', defaults.signalDbm, FailoverLimits.signalDbmMin, FailoverLimits.signalDbmMax),
    signalMinutes: int('signal_minutes', defaults.signalMinutes, 1, FailoverLimits.minutesMax),
    pingSwitch: flag(option('ping_switch'), defaults.pingSwitch),
    pingHost: option('ping_host') || defaults.pingHost,
    pingFailures: int('ping_failures', defaults.pingFailures, 1, FailoverLimits.pingFailuresMax),
  };
}

/** The slot the failover policy puts in use: the primary when it can serve, else the other one. */
export function activeSlot(config: SimConfig, slots: readonly SimSlotStatus[]): SimSlotName | 'none' {
  const usable = (slot: SimSlotName) =>
    config[`${slot}Enabled`] === '1' && slots.some((status) => status.slot === slot && status.state === 'ready');
  const other: SimSlotName = config.primary === 'sim1' ? 'sim2' : 'sim1';
  if (usable(config.primary)) return config.primary;
  if (config.failover === '1' && usable(other)) return other;
  return 'none';
}
