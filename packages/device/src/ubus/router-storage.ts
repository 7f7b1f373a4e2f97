// Service > Disk management and File sharing on a router (ops/service/disk.ts, samba-share.ts):
// the partitions from fstools' `block info` (block-mount), their sizes from /proc/partitions,
// where they are mounted from /proc/mounts and used/free from BusyBox `df -k <mount point>`; a
// share's folders through rpcd's `file list` (lstat, a link's target named) and `readlink -f`.
// Unmount runs `umount` only on a mount point /proc/mounts lists for that partition. Mounting and
// formatting are not offered here (block-mount mounts a disk when it is plugged in, as its fstab
// says): they answer "not on this router". Browser-safe.
import type { BlockPartition, DirectoryEntry, Storage } from '../platform/platform';
import { diskOf, parseBlockInfo, parseDfK, parseProcMounts, parseProcPartitions, type MountEntry } from './block-parsers';
import { NotOnRouterError } from './not-on-router';
import { execProgram, runProgram } from './router-programs';
import { readRouterFile, readRouterFileIfAny } from './router-files';
import { UbusCallError, type Ubus } from './ubus';

export const storageFiles = { partitions: '/proc/partitions', mounts: '/proc/mounts' };
/** the disk's model as the kernel's SCSI layer gives it (drivers/scsi/scsi_sysfs.c `model`) */
export const diskModelPattern = '/sys/block/*/device/model';
/** where the console's share may be, and so where it lists folders and resolves links */
export const shareRoot = '/mnt';

interface ListEntry {
  name?: string;
  type?: string;
  target?: { name?: string };
}

export class RouterStorage implements Storage {
  constructor(private readonly ubus: Ubus) {}

  async partitions(): Promise<BlockPartition[]> {
    const [info, sizesText, mountsText] = await Promise.all([
      runProgram(this.ubus, 'block', ['info']),
      readRouterFile(this.ubus, storageFiles.partitions),
      readRouterFile(this.ubus, storageFiles.mounts),
    ]);
    const sizes = parseProcPartitions(sizesText);
    const mounts = parseProcMounts(mountsText);
    return Promise.all(
      parseBlockInfo(info).map(async (block) => {
        const id = block.device.slice('/dev/'.length);
        const mountpoint = mountOf(mounts, block.device);
        const usage = mountpoint ? await this.usage(mountpoint) : undefined;
        return { id, disk: await this.model(diskOf(id)), sizeBytes: sizes.get(id) ?? 0, fstype: block.type, label: block.label, uuid: block.uuid, mountpoint, usedBytes: usage?.usedBytes ?? 0, freeBytes: usage?.freeBytes ?? 0 };
      }),
    );
  }

  format(): Promise<void> {
    return Promise.reject(new NotOnRouterError('disk format'));
  }

  mount(): Promise<void> {
    return Promise.reject(new NotOnRouterError('disk mount'));
  }

  async unmount(id: string): Promise<void> {
    // the mount point as the kernel lists it for that device, never a path from the browser
    const mountpoint = mountOf(parseProcMounts(await readRouterFile(this.ubus, storageFiles.mounts)), `/dev/${id}`);
    if (mountpoint) await runProgram(this.ubus, 'umount', [mountpoint]);
  }

  async realpath(path: string): Promise<string | undefined> {
    if (!underShareRoot(path)) return undefined;
    const answer = await execProgram(this.ubus, 'readlink', ['-f', path]);
    const real = answer.stdout.trim();
    return answer.code === 0 && real.startsWith('/') ? real : undefined;
  }

  async readDirectory(path: string): Promise<DirectoryEntry[] | undefined> {
    if (!underShareRoot(path)) return undefined;
    let entries: ListEntry[];
    try {
      entries = (await this.ubus.call<{ entries?: ListEntry[] }>('file', 'list', { path })).entries ?? [];
    } catch (error) {
      if (error instanceof UbusCallError) return undefined;
      throw error;
    }
    return entries.filter((e) => typeof e.name === 'string').map(directoryEntry);
  }

  private async usage(mountpoint: string): Promise<{ usedBytes: number; freeBytes: number } | undefined> {
    const answer = await execProgram(this.ubus, 'df', ['-k', mountpoint]);
    return answer.code === 0 ? parseDfK(answer.stdout) : undefined;
  }

  private async model(disk: string): Promise<string> {
    const model = await readRouterFileIfAny(this.ubus, diskModelPattern.replace('*', disk)).catch(() => undefined);
    return model?.trim() || disk;
  }
}

/** The newest mount of the device (a later mount over the same device hides the earlier). */
function mountOf(mounts: MountEntry[], device: string): string {
  return mounts.filter((m) => m.source === device).at(-1)?.target ?? '';
}

function underShareRoot(path: string): boolean {
  return path.startsWith(`${shareRoot}/`) && !path.split('/').includes('..');
}

/** rpcd file.c rpc_file_list: lstat of each name, a link's `target.name` from readlink(2). */
function directoryEntry(entry: ListEntry): DirectoryEntry {
  const name = entry.name as string;
  if (entry.type === 'directory') return { name, kind: 'directory' };
  if (entry.type === 'symlink') return { name, kind: 'link', linkTarget: entry.target?.name ?? '' };
  return { name, kind: 'file' };
}
