// Spec section 9: timings of the console and the device (re-exported by constants.ts).
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
