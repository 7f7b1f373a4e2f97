// What the router says of its disks, as text: fstools' `block info`, the kernel's /proc/partitions
// and /proc/mounts, and BusyBox `df -k`. Browser-safe.

/**
 * One line of `block info`: fstools block.c print_block_info prints `<dev>: UUID="..." LABEL="..."
 * VERSION="..." MOUNT="..." TYPE="..."`, each key only when known, TYPE always; only devices
 * whose file system libblkid-tiny recognised are printed.
 */
export interface BlockInfo {
  device: string;
  uuid: string;
  label: string;
  type: string;
  mount: string;
}

const blockLineRe = /^(\/dev\/[^:\s]+):(.*)$/;
const blockFieldRe = /\s([A-Z]+)="([^"]*)"/g;

export function parseBlockInfo(text: string): BlockInfo[] {
  const found: BlockInfo[] = [];
  for (const line of text.split('\n')) {
    const [, device, rest] = blockLineRe.exec(line.trim()) ?? [];
    if (device === undefined || rest === undefined) continue;
    const fields = new Map<string, string>();
    for (const [, key = '', value = ''] of rest.matchAll(blockFieldRe)) fields.set(key, value);
    found.push({ device, uuid: fields.get('UUID') ?? '', label: fields.get('LABEL') ?? '', type: fields.get('TYPE') ?? '', mount: fields.get('MOUNT') ?? '' });
  }
  return found;
}

/** /proc/partitions (block/genhd.c show_partition): `major minor #blocks name`, blocks of 1 KiB. */
export function parseProcPartitions(text: string): Map<string, number> {
  const sizes = new Map<string, number>();
  for (const line of text.split('\n')) {
    const [, , blocks = '', name = '', extra] = line.trim().split(/\s+/);
    if (extra !== undefined || name === '' || !/^\d+$/.test(blocks)) continue;
    sizes.set(name, Number(blocks) * 1024);
  }
  return sizes;
}

/** The kernel escapes space, tab, newline and backslash in /proc/mounts as \040, \011, \012, \134. */
function unescapeMountField(field: string): string {
  return field.replace(/\\([0-7]{3})/g, (_all, octal: string) => String.fromCharCode(Number.parseInt(octal, 8)));
}

export interface MountEntry {
  source: string;
  target: string;
  fstype: string;
}

/** /proc/mounts (fs/proc_namespace.c show_vfsmnt): `source target fstype options 0 0`. */
export function parseProcMounts(text: string): MountEntry[] {
  const mounts: MountEntry[] = [];
  for (const line of text.split('\n')) {
    const [source, target, fstype] = line.trim().split(/\s+/);
    if (source === undefined || target === undefined || fstype === undefined) continue;
    mounts.push({ source: unescapeMountField(source), target: unescapeMountField(target), fstype });
  }
  return mounts;
}

/**
 * BusyBox `df -k <mountpoint>` (coreutils/df.c): a header, then `Filesystem 1K-blocks Used
 * Available Use% Mounted on`; a device name longer than 20 characters goes on a line of its own,
 * so the numbers are read from the words after the header, wherever the line breaks.
 */
export function parseDfK(text: string): { usedBytes: number; freeBytes: number } | undefined {
  const words = text.split('\n').slice(1).join(' ').trim().split(/\s+/);
  const [, blocks, used, free] = words;
  if (![blocks, used, free].every((n) => n !== undefined && /^\d+$/.test(n))) return undefined;
  return { usedBytes: Number(used) * 1024, freeBytes: Number(free) * 1024 };
}

/** The disk a partition is on: sda1 -> sda, mmcblk0p1 -> mmcblk0, nvme0n1p2 -> nvme0n1. */
export function diskOf(id: string): string {
  const numbered = /^((?:mmcblk|nvme\d+n)\d+)p\d+$/.exec(id);
  if (numbered?.[1]) return numbered[1];
  return /^(sd[a-z]+|vd[a-z]+|hd[a-z]+)\d+$/.exec(id)?.[1] ?? id;
}
