// OpenWrt's own defaults (../shared/openwrt/defaults: a dual-band MT7621-class router with a 4G
// modem) as the stack's /etc/config: the browser tests and the bench (bench/router.ts) start from
// them. Never copied into the project (packages/device/test-support/openwrt-reference.ts).
import { openwrtReference, readReference } from '../packages/device/test-support/openwrt-reference';

/** OpenWrt's shipped files as a fresh router has them. */
export function stockConfigs(): Record<string, string> {
  if (!openwrtReference) throw new Error("OpenWrt's default configs are absent (../shared/openwrt/defaults): the real-stack tests that start from them cannot run");
  return Object.fromEntries(['network', 'wireless', 'dhcp', 'firewall', 'system'].map((name) => [name, readReference('defaults', name)!]));
}

/** block-mount's fstab as `block detect` writes it on first boot (fstools block.c main_detect) */
export const blockDetectFstab = "config global\n\toption anon_swap '0'\n\toption anon_mount '0'\n\toption auto_swap '1'\n\toption auto_mount '1'\n\toption delay_root '5'\n\toption check_fs '0'\n";
