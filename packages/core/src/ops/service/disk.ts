// Service > Disk management: partitions of the USB disks and SD cards, format, mount, unmount.
// Mounts are block-mount's /etc/config/fstab (settings/fstab-settings.ts); the system flash is never
// listed, and a partition is named by its id only, so no path from the browser reaches a program.
import { DiskKey } from '@rc/contract/ops/service/disk-fields';
import type { Ops } from '@rc/contract/registry';
import type { BlockPartition, Storage } from '../../platform/platform';
import { fstabPackage, mountTarget, readMount, forgetMount, writeMount } from '../../settings/fstab-settings';
import { readSambaShare, sambaPackage, shareOn } from '../../settings/samba-settings';
import { draftPackage } from '../../uci/uci-draft';
import type { UciPackage } from '../../uci/uci-types';
import type { Handler, OpContext } from '../op-context';
import { OpError, fieldRefusal } from '../../errors/op-error';

// The router's own flash (mtd, ubi) and whatever holds its root: never offered, never formatted.
const SYSTEM_ID_RE = /^(mtd|mtdblock|ubi|ubiblock|zram|loop|ram)\d/;
const SYSTEM_MOUNTS = ['/', '/rom', '/overlay', '/boot'];

export function isSystemPartition(partition: BlockPartition): boolean {
  return SYSTEM_ID_RE.test(partition.id) || SYSTEM_MOUNTS.includes(partition.mountpoint);
}

async function listed(storage: Storage | undefined): Promise<BlockPartition[]> {
  return storage ? (await storage.partitions()).filter((p) => !isSystemPartition(p)) : [];
}

/** The listed partition of that id, or -2 on id: an id get_disks never answered is refused here. */
async function partitionOf(ctx: OpContext, id: string): Promise<{ storage: Storage; partition: BlockPartition }> {
  const storage = ctx.platform.storage;
  const partition = (await listed(storage)).find((p) => p.id === id);
  if (!storage || !partition) throw fieldRefusal('id', DiskKey.unknownPartition);
  if (partition.format) throw fieldRefusal('id', DiskKey.busy);
  return { storage, partition };
}

/** The mount point fstab names for the partition, mounted or not: where its share would be. */
function configuredTarget(fstab: UciPackage, partition: BlockPartition): string {
  return partition.mountpoint || readMount(fstab, partition.uuid)?.target || '';
}

export const get_disks: Handler<Ops['get_disks']> = async (_input, ctx) => {
  const [partitions, fstab, samba] = await Promise.all([listed(ctx.platform.storage), ctx.store.read(fstabPackage), ctx.store.read(sambaPackage)]);
  const share = readSambaShare(samba);
  return {
    partitions: partitions.map((p) => ({
      id: p.id,
      disk: p.disk,
      sizeBytes: p.sizeBytes,
      fstype: p.fstype,
      label: p.label,
      mounted: p.mountpoint ? '1' : '0',
      target: p.mountpoint,
      usedBytes: p.usedBytes,
      freeBytes: p.freeBytes,
      shared: shareOn(share, configuredTarget(fstab, p)),
      formatting: p.format ? '1' : '0',
      ...(p.format?.percent === undefined ? {} : { progress: p.format.percent }),
      formatSeconds: p.format?.elapsedSeconds ?? 0,
      ...(p.formatFailed === undefined ? {} : { formatFailed: p.formatFailed }),
    })),
  };
};

export const disk_format: Handler<Ops['disk_format']> = async (input, ctx) => {
  const { storage, partition } = await partitionOf(ctx, input.id);
  if (partition.mountpoint) throw fieldRefusal('id', DiskKey.mounted);
  const [fstab, samba] = await Promise.all([ctx.store.read(fstabPackage), ctx.store.read(sambaPackage)]);
  const share = shareOn(readSambaShare(samba), configuredTarget(fstab, partition));
  if (share) throw new OpError('-2', undefined, { errors: [{ field: 'id', key: DiskKey.shared, params: { share } }] });
  // The file system a `config mount` names by uuid is gone: its section goes with it.
  await ctx.store.transact('disk_format', [fstabPackage], async (draft) => {
    forgetMount(draftPackage(draft, fstabPackage), partition.uuid);
    await storage.format(partition.id, input.fstype, input.label);
  });
  return {};
};

export const disk_mount: Handler<Ops['disk_mount']> = async (input, ctx) => {
  const { storage, partition } = await partitionOf(ctx, input.id);
  if (!partition.fstype || !partition.uuid) throw fieldRefusal('id', DiskKey.noFilesystem);
  if (partition.mountpoint) throw fieldRefusal('id', DiskKey.alreadyMounted);
  await ctx.store.transact('disk_mount', [fstabPackage], async (draft) => {
    const fstab = draftPackage(draft, fstabPackage);
    const target = mountTarget(fstab, partition.uuid, partition.id);
    writeMount(fstab, { uuid: partition.uuid, target, enabled: true });
    await storage.mount(partition.id, target);
  });
  return {};
};

export const disk_unmount: Handler<Ops['disk_unmount']> = async (input, ctx) => {
  const { storage, partition } = await partitionOf(ctx, input.id);
  if (!partition.mountpoint) throw fieldRefusal('id', DiskKey.notMounted);
  await ctx.store.transact('disk_unmount', [fstabPackage], async (draft) => {
    writeMount(draftPackage(draft, fstabPackage), { uuid: partition.uuid, target: partition.mountpoint, enabled: false });
    await storage.unmount(partition.id);
  });
  return {};
};

/** The partitions whose `config mount` is on (block mounts them): by uuid. */
function enabledMounts(fstab: UciPackage, partitions: readonly BlockPartition[]): Set<string> {
  return new Set(partitions.filter((p) => p.uuid && readMount(fstab, p.uuid)?.enabled).map((p) => p.uuid));
}

/**
 * Issue 43.3: a History restore that removes or switches off a partition's `config mount` unmounts
 * it, as disk_unmount would: block-mount (fstools) only reads fstab at boot and on hotplug, so the
 * disk would stay mounted until then. Only a mount the restore took away is touched; one mounted
 * by anything else is left. Call with the fstab before the restore, inside its changeset, so that a
 * disk that cannot be unmounted (in use) leaves the whole restore unwritten, saying which.
 */
export async function unmountRemovedMounts(ctx: OpContext, before: UciPackage, after: UciPackage): Promise<void> {
  const storage = ctx.platform.storage;
  const mounted = (await listed(storage)).filter((p) => p.mountpoint);
  const kept = enabledMounts(after, mounted);
  for (const partition of mounted) {
    if (!enabledMounts(before, [partition]).has(partition.uuid) || kept.has(partition.uuid)) continue;
    try {
      await storage!.unmount(partition.id);
    } catch {
      throw new OpError('-12', 'history.unmountFailed', { id: partition.id, target: partition.mountpoint });
    }
  }
}
