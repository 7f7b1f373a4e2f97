// OpenWrt's own defaults (uci/fixtures/defaults: a dual-band MT7621-class router with a 4G modem)
// as the stack's /etc/config: the browser tests and the bench (bench/router.ts) start from them.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './tools';

const defaults = join(repoRoot, 'packages/device/src/uci/fixtures/defaults');

/** OpenWrt's shipped files as a fresh router has them. */
export function stockConfigs(): Record<string, string> {
  return Object.fromEntries(['network', 'wireless', 'dhcp', 'firewall', 'system'].map((name) => [name, readFileSync(join(defaults, name), 'utf8')]));
}
