// The network watchdog's values and limits, shared by its ops, the device and the page.

export const NetWatchdogActions = ['none', 'netrestart', 'sysrestart'] as const;
export type NetWatchdogAction = (typeof NetWatchdogActions)[number];

/** Seconds between two probes; the watchdog acts after three intervals without any answer. */
export const NetWatchdogInterval = { min: 5, max: 86_400, missedProbes: 3 } as const;

export const NetWatchdogKey = {
  host: 'netwatchdog.hostInvalid',
  hostRequired: 'netwatchdog.hostRequired',
  interval: 'netwatchdog.intervalInvalid',
} as const;
