// Each SIM's data usage (issue 31.3) and the SIM switch log (31.5) as the ops read them: from the
// daemon's meter and failover (system/cellular) or, on a stock OpenWrt, from the files the
// package's SIM watch service writes (ubus/router-sim-watch.ts). Browser-safe.
import type { OpOutput } from '@rc/contract/op';
import type { Ops } from '@rc/contract/registry';
import type { SimSlotName } from './cell-types';

export interface Bytes {
  rx: number;
  tx: number;
}

export interface SlotUsage {
  day: string;
  today: Bytes;
  monthStart: string;
  month: Bytes;
  lastMonth: Bytes;
}

export interface SimUsage {
  /** true while a cap's `stop` action holds mobile data off */
  dataStopped: boolean;
  slots: Record<SimSlotName, SlotUsage>;
}

export type SimSwitch = OpOutput<Ops['get_sim_switch_log']>['switches'][number];

/** What a program on the router counted and switched; undefined usage while nothing counts. */
export interface SimRecords {
  usage(): Promise<SimUsage | undefined>;
  /** newest first */
  switches(): Promise<SimSwitch[]>;
}

/** This month against the cap in percent; 0 without a cap. */
export function capPercent(usage: SlotUsage, capBytes: number): number {
  if (capBytes <= 0) return 0;
  return Math.floor(((usage.month.rx + usage.month.tx) * 100) / capBytes);
}

function isBytes(value: unknown): value is Bytes {
  const bytes = value as Bytes | undefined;
  const count = (n: unknown) => typeof n === 'number' && Number.isSafeInteger(n) && n >= 0;
  return count(bytes?.rx) && count(bytes?.tx);
}

export function isSlotUsage(value: unknown): value is SlotUsage {
  const usage = value as SlotUsage | undefined;
  return typeof usage?.day === 'string' && typeof usage.monthStart === 'string' && isBytes(usage.today) && isBytes(usage.month) && isBytes(usage.lastMonth);
}
