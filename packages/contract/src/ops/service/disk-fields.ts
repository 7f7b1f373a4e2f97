// Service > Disk management (spec 2: "disk management (format, mount, uninstall)"): the messages,
// file systems and names the disk tab and the device share. A partition is named by the id
// get_disks answers (the kernel's block device name, e.g. sda1), never by a path.
import { z } from 'zod';

export const DiskKey = {
  /** not a partition get_disks lists (the system flash never is) */
  unknownPartition: 'disk.unknownPartition',
  /** format refused: the partition is mounted */
  mounted: 'disk.mounted',
  /** format refused: file sharing (params.share) serves it */
  shared: 'disk.shared',
  /** a format of this partition is under way */
  busy: 'disk.busy',
  /** mount refused: no file system to mount (format it first) */
  noFilesystem: 'disk.noFilesystem',
  alreadyMounted: 'disk.alreadyMounted',
  notMounted: 'disk.notMounted',
  label: 'disk.label',
} as const;

/** What the tab formats with: mkfs.ext4, mkfs.fat, mkfs.exfat. */
export const DiskFilesystems = ['ext4', 'vfat', 'exfat'] as const;
export type DiskFilesystem = (typeof DiskFilesystems)[number];

/** vfat's volume label holds 11 characters, the shortest of the three. */
export const DiskLimits = { labelMaxLength: 11, idMaxLength: 32 } as const;

// A kernel block device name: letters and digits only, so no path, dot or slash ever gets through.
const PARTITION_ID_RE = /^[a-z][a-z0-9]*$/;
// Letters, digits, - and _: what every mkfs takes as a label and a /mnt name can hold.
const LABEL_RE = /^[A-Za-z0-9_-]*$/;

export function partitionIdSchema() {
  return z
    .string({ error: DiskKey.unknownPartition })
    .max(DiskLimits.idMaxLength, DiskKey.unknownPartition)
    .regex(PARTITION_ID_RE, DiskKey.unknownPartition)
    .meta({ description: "a partition's id as get_disks answers it (e.g. sda1)" });
}

export function diskLabelSchema() {
  return z
    .string({ error: DiskKey.label })
    .max(DiskLimits.labelMaxLength, DiskKey.label)
    .regex(LABEL_RE, DiskKey.label)
    .meta({ description: `0-${DiskLimits.labelMaxLength} letters, digits, - or _` });
}

const switchValue = z.enum(['1', '0']);

export const diskPartition = z.object({
  id: z.string(),
  /** the disk it is on: the USB stick's or the card's model */
  disk: z.string(),
  sizeBytes: z.number(),
  /** '' for a partition without a file system (a blank card) */
  fstype: z.string(),
  label: z.string(),
  mounted: switchValue,
  /** the mount point, /mnt/<name>; '' while not mounted */
  target: z.string(),
  /** 0 while not mounted (only a mounted file system can be measured) */
  usedBytes: z.number(),
  freeBytes: z.number(),
  /** the file sharing's share name when it serves a directory of this partition; '' otherwise */
  shared: z.string(),
  formatting: switchValue,
  /** format progress, 0-100, while formatting; absent where nothing measures it (mkfs on a router) */
  progress: z.number().optional(),
  /** seconds the format under way has run; 0 while not formatting */
  formatSeconds: z.number(),
  /** mkfs's exit status when the last format of this partition failed; absent otherwise */
  formatFailed: z.number().optional(),
});
