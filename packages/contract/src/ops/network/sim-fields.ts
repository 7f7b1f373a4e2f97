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
