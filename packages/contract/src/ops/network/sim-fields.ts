// Limits and words of the SIMs tab's failover rules and data caps (issue 31.3, 31.5), shared by
// the contract's ops, the device's failover and the console's forms.

export const FailoverLimits = { signalDbmMin: -125, signalDbmMax: -60, minutesMax: 60, pingFailuresMax: 20, pingEveryS: 10 } as const;

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
