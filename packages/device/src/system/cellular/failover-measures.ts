// Issue 42.1: what the SIM failover remembers of each SIM's signal and of its own switches, and
// the rules it draws from them (constants: contract FailoverRule). The router's SIM watch service
// (packaging/openwrt/files/usr/share/routerd/simwatch.uc) applies the same three rules.
import { FailoverRule } from '@rc/contract/ops/network/sim-fields';
import type { SimSlotName } from '@rc/core/platform/platform';
import type { SimSwitch } from '@rc/core/platform/sim-records';

/** A SIM's signal headline (RSRP, else RSSI) as last measured while it was in use. */
export interface SlotMeasure {
  value: number;
  /** epoch ms */
  at: number;
}

export type SlotMeasures = Partial<Record<SimSlotName, SlotMeasure>>;

/** Ms of `seconds` on the failover's clock: 1000, less in browser tests (--test-failover-second-ms). */
export type SecondsToMs = (seconds: number) => number;

function fresh(measure: SlotMeasure | undefined, at: number, ms: SecondsToMs): SlotMeasure | undefined {
  return measure && at - measure.at <= ms(FailoverRule.measureValidS) ? measure : undefined;
}

/**
 * Whether `other` is worth a switch away from `current`: measured better by the margin, or not
 * measured lately (one radio measures only the SIM in use: an unknown SIM gets a try).
 */
export function otherIsBetter(measures: SlotMeasures, current: SimSlotName, other: SimSlotName, at: number, ms: SecondsToMs): boolean {
  const theirs = fresh(measures[other], at, ms);
  const ours = fresh(measures[current], at, ms);
  return !theirs || !ours || theirs.value >= ours.value + FailoverRule.betterByDb;
}

/** Whether `slot` was measured worse than `current` by the margin lately. */
export function knownWorse(measures: SlotMeasures, slot: SimSlotName, current: SimSlotName, at: number, ms: SecondsToMs): boolean {
  const theirs = fresh(measures[slot], at, ms);
  const ours = fresh(measures[current], at, ms);
  return !!theirs && !!ours && theirs.value <= ours.value - FailoverRule.betterByDb;
}

const recentSwitches = (log: readonly SimSwitch[], at: number, ms: SecondsToMs) =>
  log.filter((entry) => entry.reason !== 'settings' && at - entry.time < ms(FailoverRule.backoffWindowS)).length;

/** 1, 2, 4 ... for 0 or 1, 2, 3 ... switches (settings saves aside) within the back-off window, at most backoffMaxFactor. */
export function backoffFactor(log: readonly SimSwitch[], at: number, ms: SecondsToMs): number {
  return Math.min(2 ** Math.max(0, recentSwitches(log, at, ms) - 1), FailoverRule.backoffMaxFactor);
}

/** How long after the last switch a rule may switch again: nothing without a recent switch, else backoffS times the factor. */
export function backoffMs(log: readonly SimSwitch[], at: number, ms: SecondsToMs): number {
  return recentSwitches(log, at, ms) === 0 ? 0 : ms(FailoverRule.backoffS) * backoffFactor(log, at, ms);
}

/**
 * When the weak signal started, with hysteresis: it starts below `level` and ends only at
 * `level + hysteresisDb` or more; no reading ends it.
 */
export function weakSince(since: number | undefined, value: number | undefined, level: number, at: number): number | undefined {
  if (value === undefined) return undefined;
  if (value < level) return since ?? at;
  return value >= level + FailoverRule.hysteresisDb ? undefined : since;
}
