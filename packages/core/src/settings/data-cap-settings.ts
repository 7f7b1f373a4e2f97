// Each SIM's billing month and data cap (issue 31.3), kept in its `config slot` section of our own
// package `sims`: `reset_day`, `cap_mb` (0: none) and `cap_action`. Read by the daemon's SIM usage
// meter (system/cellular/sim-usage-meter.ts) and on OpenWrt by the package's SIM watch service
// (packaging/openwrt/files/usr/share/routerd/simwatch.uc); docs/openwrt.md.
import type { OpOutput } from '@rc/contract/op';
import type { Ops } from '@rc/contract/registry';
import { DataCapLimits, capActions, type CapAction } from '@rc/contract/ops/network/sim-fields';
import type { SimSlotName } from '../platform/platform';
import { getOption, getSection } from '../uci/uci-edit';
import type { UciPackage } from '../uci/uci-types';

export type DataCaps = OpOutput<Ops['get_data_caps']>;

export interface SlotCap {
  resetDay: number;
  capBytes: number;
  action: CapAction;
}

const MiB = 1024 * 1024;

export function dataCaps(sims: UciPackage): DataCaps {
  const sim1 = slotCap(sims, 'sim1');
  const sim2 = slotCap(sims, 'sim2');
  return {
    sim1ResetDay: sim1.resetDay,
    sim1CapMb: sim1.capBytes / MiB,
    sim1CapAction: sim1.action,
    sim2ResetDay: sim2.resetDay,
    sim2CapMb: sim2.capBytes / MiB,
    sim2CapAction: sim2.action,
  };
}

export function slotCap(sims: UciPackage, slot: SimSlotName): SlotCap {
  const section = getSection(sims, slot);
  const option = (name: string) => (section ? getOption(section, name) : undefined);
  const day = Number(option('reset_day'));
  const mb = Number(option('cap_mb'));
  const action = capActions.find((name) => name === option('cap_action'));
  return {
    resetDay: Number.isInteger(day) && day >= DataCapLimits.resetDayMin && day <= DataCapLimits.resetDayMax ? day : 1,
    capBytes: Number.isInteger(mb) && mb > 0 && mb <= DataCapLimits.capMbMax ? mb * MiB : 0,
    action: action ?? 'warn',
  };
}
