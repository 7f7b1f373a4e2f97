// Limits and words of the SIMs tab's failover rules and data caps (issue 31.3, 31.5), shared by
// the contract's ops, the device's failover and the console's forms.

export const FailoverLimits = { signalDbmMin: -125, signalDbmMax: -60, minutesMax: 60, pingFailuresMax: 20, pingEveryS: 10 } as const;

/** The failover policy's values where config/sims has none or a wrong one (settings/sim-settings.ts). */
export const FailoverDefaults = {
  failover: '1',
  failback: '1',
  switchDelay: 60,
  signalSwitch: '0',
  signalDbm: -110,
  signalMinutes: 5,
  pingSwitch: '0',
  pingHost: '8.8.8.8',
  pingFailures: 3,
} as const;

/**
 * The failover's pace, the same for the daemon (system/cellular/sim-failover.ts) and the router's
 * SIM watch service (packaging/openwrt: generated into simwatch-rules.json): one step every
 * `stepS`; after a switch the new SIM attaches, its signal and pings count only after `settleS`;
 * the switch log keeps the last `switchLogLimit`.
 */
export const FailoverPace = { stepS: 5, settleS: 60, switchLogLimit: 50 } as const;

/**
 * Issue 42.1: when a switch is worth its dropped data session, the same for the daemon and the
 * router's SIM watch service (simwatch-rules.json). The measure is the signal headline
 * (contract radio/signal-headline.ts: RSRP, else RSSI), the value the Radio panel shows.
 * - `betterByDb`: the other SIM's last measure must beat the one in use by this much. A modem has
 *   one radio and measures only the SIM in use, so a SIM not measured within `measureValidS` is
 *   tried once (its measure is then known) rather than never.
 * - `hysteresisDb`: a weak signal counts as recovered only this far above the level set.
 * - back-off: after a switch, the next one a rule asks for (signal, ping, return to the primary)
 *   waits `backoffS`, doubled for every other switch within `backoffWindowS`, at most
 *   `backoffMaxFactor` times; each switch counts, so repeated switching slows itself down.
 * - return to the primary (failback on): after `unavailable`, once the primary served again for
 *   the switch delay; after `signal` or `ping`, once the other SIM was used `failbackAfterS`
 *   (times the same back-off factor) and the primary is not measured worse by `betterByDb`
 *   within `measureValidS` (its measure is that old once the hour passed: it is tried again).
 */
export const FailoverRule = {
  betterByDb: 6,
  measureValidS: 3600,
  hysteresisDb: 3,
  backoffS: 120,
  backoffWindowS: 6 * 3600,
  backoffMaxFactor: 16,
  failbackAfterS: 600,
} as const;

export const FailoverKey = {
  signalDbm: 'failover.signalDbm',
  signalMinutes: 'failover.signalMinutes',
  pingHost: 'failover.pingHost',
  pingFailures: 'failover.pingFailures',
} as const;

/** Why the modem moved to another slot, as the SIM tab's switch log words it. */
export const simSwitchReasons = ['unavailable', 'failback', 'signal', 'dataCap', 'ping', 'settings'] as const;

export const DataCapLimits = { resetDayMin: 1, resetDayMax: 28, capMbMax: 10_000_000, warnPercent: 80 } as const;

export const DataCapKey = {
  resetDay: 'failover.resetDay',
  capMb: 'failover.capMb',
} as const;

export const capActions = ['warn', 'switch', 'stop'] as const;
export type CapAction = (typeof capActions)[number];
