// How the browser tests start Debian's Chromium (Playwright cannot download browsers here).
import type { LaunchOptions } from 'playwright-core';

/** `extraArgs`: more Chromium switches, e.g. `--host-resolver-rules` to play a DNS rebinding. */
export function chromiumOptions(extraArgs: string[] = []): LaunchOptions {
  return {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...extraArgs,
    ],
  };
}
