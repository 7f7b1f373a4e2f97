// Spec section 9: business constants and limits. A limit lives here once.
// Timing has its own module so that the console's login page loads it without the rest.
export { Timing } from './timing';

export const Breakpoints = { mobilePx: 800, tabletPx: 1024 } as const;

export const Limits = {
  adminPasswordMinLength: 5,
  wifiPasswordMinLength: 8,
  qosMaxRules: 32,
  dhcpStartDefault: 100,
  dhcpEndDefault: 250,
  dhcpHostMin: 1,
  dhcpHostMax: 254,
  dhcpLeaseMin: 1,
  dhcpLeaseMax: 1440,
  dhcpEndMinGap: 10,
  /** a LAN subnet from /8 to /30: a /31 or /32 leaves no host besides the router for DHCP */
  lanPrefixMin: 8,
  lanPrefixMax: 30,
  ddnsIntervalMinS: 600,
  ddnsLogLengthMin: 100,
  ddnsTimeoutMinS: 5,
  fragMin: 256,
  fragMax: 2346,
  rtsMin: 1,
  rtsMax: 2347,
  certHealthMinS: 60,
  certHealthMaxS: 120,
  certClientTimeoutMinMin: 5,
  certClientTimeoutMaxMin: 100,
  portMin: 1,
  portMax: 65535,
  aclPriorityMin: 0,
  aclPriorityMax: 999,
  byteBase: 1024,
  // Network tabs (issue 6): bounds the spec leaves open, chosen so a list stays a page's worth.
  staticLeasesMax: 256,
  staticRoutesMax: 64,
  /** Linux route metric as LuCI offers it ("hop points" in spec 2) */
  routeMetricMin: 0,
  routeMetricMax: 9999,
  /** QoS rates in Kb/s: up to 1 Gb/s, the fastest port of the device */
  qosRateMinKbps: 1,
  qosRateMaxKbps: 1_000_000,
  qosDescriptionMaxLength: 64,
  // WAN, cellular and SIM tabs (issue 6). 3GPP TS 23.003 9.1: an APN is at most 100 octets.
  apnMaxLength: 100,
  dialNumberMaxLength: 32,
  /** pppd's MAXNAMELEN and MAXSECRETLEN are 256 with the NUL */
  pppCredentialMaxLength: 255,
  /** seconds without service on the active SIM before switching to the other */
  simSwitchDelayMinS: 10,
  simSwitchDelayMaxS: 3600,
} as const;

export const WifiChannels = {
  '2g': [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13],
  '5g': [36, 40, 44, 48, 52, 56, 60, 64, 149, 153, 157, 161, 165],
} as const;

/** Days of the week as schedules store them (UCI lists, API fields), Monday first. */
export const Weekdays = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof Weekdays)[number];

// System and utilities tabs (issue 8): bounds the spec leaves open.
export const SystemLimits = {
  /** entries get_syslog answers at most, newest first */
  syslogMaxEntries: 10_000,
  /** bytes of one syslog file before it rotates (one older file is kept) */
  syslogFileBytes: 1024 * 1024,
  /** the same for the security events' own log (logins, password, reset, restore, upgrade), which other lines cannot push out */
  securityLogFileBytes: 256 * 1024,
  /** refused logins are logged as one line per address per minute with a count, for this many addresses; the rest as one line */
  refusedLoginSourcesPerMinute: 32,
  /** spec 2 "output streams into the log box": how often the console polls diagnose_result */
  diagnosePollMs: 500,
  /** how often the upgrade page polls get_upgrade_progress */
  upgradePollMs: 500,
  /** set_localtime: a clock before 2020 or from 2100 on is a browser whose own clock is wrong, not a time to set */
  deviceClockMinMs: Date.UTC(2020, 0, 1),
  deviceClockMaxMs: Date.UTC(2100, 0, 1) - 1,
} as const;
