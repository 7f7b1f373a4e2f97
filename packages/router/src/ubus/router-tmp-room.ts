// Room for an upload in a router's RAM (issue 39.6): /tmp is a tmpfs, so a file written there takes
// memory. procd's `system info` (system.c system_info) answers `tmp` from statvfs("/tmp") in KiB
// (total, free, used, avail) and `memory` in bytes (available: MemAvailable). An image fits when it
// fits both, with room left for sysupgrade itself: its stage2 (base-files lib/upgrade/stage2)
// copies its tools into a ramfs before it writes the flash. Browser-safe.
import type { Ubus } from './ubus';

/** What sysupgrade's stage2 and the processes it leaves running need beside the image. */
export const sysupgradeHeadroomBytes = 4 * 1024 * 1024;

interface SystemRoom {
  memory?: { available?: unknown };
  tmp?: { avail?: unknown };
}

const finite = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : undefined);

/** Bytes an upload to /tmp may take, or undefined where procd tells neither figure. */
export async function tmpRoomBytes(ubus: Ubus): Promise<number | undefined> {
  const info = (await ubus.call('system', 'info')) as SystemRoom;
  const tmpKiB = finite(info.tmp?.avail);
  const known = [tmpKiB === undefined ? undefined : tmpKiB * 1024, finite(info.memory?.available)].filter((bytes) => bytes !== undefined);
  if (known.length === 0) return undefined;
  return Math.max(0, Math.min(...known) - sysupgradeHeadroomBytes);
}

/** "30.0": megabytes (MiB) with one decimal, as the refusal's text shows them. */
export function megabytes(bytes: number): string {
  return (bytes / (1024 * 1024)).toFixed(1);
}
