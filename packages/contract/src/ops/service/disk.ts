// Service > Disk management (spec 2, 3): the USB disks' and SD cards' partitions, format, mount and
// unmount. A mount is block-mount's `config mount` in /etc/config/fstab (openwrt package/system/fstools).
import { z } from 'zod';
import { defineOp } from '../../op';
import { DiskFilesystems, diskLabelSchema, diskPartition, partitionIdSchema } from './disk-fields';

export const get_disks = defineOp({
  op: 'get_disks',
  method: 'GET',
  feature: 'srv_storage',
  summary:
    'The partitions of the USB disks and SD cards (never the system flash): id, disk, size, file system, label, mount point, used and free bytes, the share serving it, a format under way with its seconds so far and its progress (0-100) where the platform measures one, and the exit status of a last format that failed.',
  input: z.strictObject({}),
  output: z.object({ partitions: z.array(diskPartition) }),
});

export const disk_format = defineOp({
  op: 'disk_format',
  method: 'POST',
  feature: 'srv_storage',
  mutates: true,
  summary:
    'Starts formatting a partition (id from get_disks) as ext4, vfat or exfat with an optional label; get_disks shows it under way (its seconds so far, and its progress where the device measures one) and the exit status of one that failed. Refused (-2 on id) while it is mounted, shared by file sharing or already formatting. Erases everything on it.',
  input: z.strictObject({ id: partitionIdSchema(), fstype: z.enum(DiskFilesystems), label: diskLabelSchema().default('') }),
  output: z.object({}),
});

export const disk_mount = defineOp({
  op: 'disk_mount',
  method: 'POST',
  feature: 'srv_storage',
  mutates: true,
  summary: "Mounts a partition at /mnt/<id> (or the mount point fstab already names for it) and writes fstab's `config mount` (uuid, target, enabled '1') so that it is mounted again at boot.",
  input: z.strictObject({ id: partitionIdSchema() }),
  output: z.object({}),
});

export const disk_unmount = defineOp({
  op: 'disk_unmount',
  method: 'POST',
  feature: 'srv_storage',
  mutates: true,
  summary: "Unmounts a partition and sets its fstab `config mount` enabled '0'. A share on it stays configured but serves nothing until it is mounted again.",
  input: z.strictObject({ id: partitionIdSchema() }),
  output: z.object({}),
});
