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

/** block-mount's fstab as `block detect` writes it on first boot (fstools block.c main_detect) */
export const blockDetectFstab = "config global\n\toption anon_swap '0'\n\toption anon_mount '0'\n\toption auto_swap '1'\n\toption auto_mount '1'\n\toption delay_root '5'\n\toption check_fs '0'\n";
