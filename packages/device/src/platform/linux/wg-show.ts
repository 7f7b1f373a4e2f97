// `wg show wg0 dump` run on the machine itself (the linux platform); wg-dump.ts reads it.
import { execFile } from 'node:child_process';
import type { WireguardLink } from '@rc/core/platform/platform';
import { parseWgDump } from '@rc/core/linux/wg-dump';

const WG_TIMEOUT_MS = 3_000;

/** Asks wg itself; without wg, wg0 or the right to read it, the answer says it cannot tell. */
export function wgShowDump(nowS: number): Promise<WireguardLink> {
  return new Promise((resolve) => {
    execFile('wg', ['show', 'wg0', 'dump'], { timeout: WG_TIMEOUT_MS }, (error, stdout) => {
      resolve(error ? { available: false, up: false, peers: [] } : { available: true, up: true, peers: parseWgDump(stdout, nowS) });
    });
  });
}
