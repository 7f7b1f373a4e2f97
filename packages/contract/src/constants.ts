// Spec section 9: business constants and limits. A limit lives here once.
export const Timing = {
  rebootOverlayMs: 30_000,
  resetOverlayMs: 6_000,
  longDurationMs: 180_000,
  mediumDurationMs: 90_000,
  uptimePollMs: 60_000,
  keepAliveMs: 10_000,
  keepAliveRestartMs: 15_000,
  networkErrorToastThrottleMs: 60_000,
  chunkLoadTimeoutMs: 120_000,
  pageLoaderMs: 1_200,
} as const;

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
} as const;

export const WifiChannels = {
  '2g': [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13],
  '5g': [36, 40, 44, 48, 52, 56, 60, 64, 149, 153, 157, 161, 165],
} as const;
