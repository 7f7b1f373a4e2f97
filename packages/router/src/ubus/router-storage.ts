// Service > Disk management and File sharing on a router (ops/service/disk.ts, samba-share.ts):
// the partitions from fstools' `block info` (block-mount), their sizes from /proc/partitions,
// where they are mounted from /proc/mounts and used/free from BusyBox `df -k <mount point>`; a
// share's folders through rpcd's `file list` (lstat, a link's target named) and `readlink -f`.
// A program is only ever given a device `block info` or /proc/partitions lists, a mount point
// /proc/mounts lists for it, or the handler's /mnt/<name> target: unmount is `umount <mount
// point>`, mount `mkdir -p` and `mount -t <type> /dev/<id> /mnt/<name>`, format the file system's
// mkfs (e2fsprogs, dosfstools, exfatprogs; a missing one is named), run under procd rather than
// rpcd's `file exec` (router-background.ts), so that a big disk outlasts no request: the page
// shows how long it has run (mkfs gives no percentage it can read) and a failure's exit status.
// The router checks each argument again (storageExecShapes, through routerd.uc `exec` and
// `background_start`), so that a session cannot give these programs anything else. Browser-safe.
import type { BlockPartition, DirectoryEntry, Storage } from '@rc/core/platform/platform';
import { diskOf, parseBlockInfo, parseDfK, parseProcMounts, parseProcPartitions, type MountEntry } from './block-parsers';
import { execProgram, routerPrograms as p, runProgram, type RouterProgram } from './router-programs';
import { partitionDevice, shareMountPoint, type ArgShape, type ExecShape } from './exec-shapes';
import { backgroundJobs, forgetBackground, startBackground, type BackgroundJob } from './router-background';
import { readRouterFile, readRouterFileIfAny } from './router-files';
import { UbusCallError, type Ubus } from './ubus';

export const storageFiles = { partitions: '/proc/partitions', mounts: '/proc/mounts' };
/** the disk's model as the kernel's SCSI layer gives it (drivers/scsi/scsi_sysfs.c `model`) */
export const diskModelPattern = '/sys/block/*/device/model';
/** where the console's share may be, and so where it lists folders and resolves links */
export const shareRoot = '/mnt';
/**
 * rpcd before 2025-11 (openwrt/rpcd 483263c "file: append target for symbolic links"; the lstat
 * came with it) lists with stat(2): a link shows as what it points to. base-files makes /var a
 * link to /tmp on every OpenWrt, so `file list /` tells which rpcd answers.
 */
export const linkProbe = { dir: '/', name: 'var' };
/** a mount point the disk handlers make (settings/fstab-settings.ts mountTarget); the one shape umount and df get */
const targetRe = new RegExp(`^${shareMountPoint.match}$`);
/** the file systems `block info` names that the tab mounts (mount -t), as fstools' block.c knows them */
export const mountFilesystems = ['ext4', 'ext3', 'ext2', 'vfat', 'exfat', 'ntfs', 'ntfs3', 'f2fs', 'btrfs', 'xfs', 'hfsplus', 'iso9660'];
/** a label as the contract takes it (disk-fields.ts diskLabelSchema), never empty: no label is no -L */
const diskLabel = { match: '[A-Za-z0-9_-]{1,11}' };

/** Each file system's mkfs and its argument array (the label only when given: the contract checked it). */
export const mkfsArgs: Record<'ext4' | 'vfat' | 'exfat', { program: RouterProgram; args: (label: string, device: string) => string[] }> = {
  // -F: mke2fs asks before overwriting a file system it recognises, and rpcd's stdin is /dev/null
  ext4: { program: 'mkfs.ext4', args: (label, device) => ['-F', ...(label ? ['-L', label] : []), device] },
  vfat: { program: 'mkfs.fat', args: (label, device) => [...(label ? ['-n', label] : []), device] },
  exfat: { program: 'mkfs.exfat', args: (label, device) => [...(label ? ['-L', label] : []), device] },
};

/** Each argument array the tab runs, for routerd.uc `exec` and `background_start` (exec-shapes.ts). */
export const storageExecShapes: ExecShape[] = [
  { command: p.df.path, params: ['-k', shareMountPoint] },
  { command: p.mkdir.path, params: ['-p', shareMountPoint] },
  { command: p.mount.path, params: ['-t', { match: mountFilesystems.join('|') }, partitionDevice, shareMountPoint] },
  { command: p.umount.path, params: [shareMountPoint] },
  { command: p.readlink.path, params: ['-f', { under: shareRoot }] },
  ...Object.values(mkfsArgs).flatMap(({ program, args }) =>
    [args('label', 'device'), args('', 'device')].map((params): ExecShape => ({ command: p[program].path, params: params.map(mkfsArgShape), background: true })),
  ),
];

function mkfsArgShape(arg: string): ArgShape {
  return arg === 'label' ? diskLabel : arg === 'device' ? partitionDevice : arg;
}

interface ListEntry {
  name?: string;
  type?: string;
  target?: { name?: string };
}

export class RouterStorage implements Storage {
  private listsLinks: Promise<boolean> | undefined;

  constructor(private readonly ubus: Ubus) {}

  async partitions(): Promise<BlockPartition[]> {
    const [info, sizesText, mountsText, jobs] = await Promise.all([
      runProgram(this.ubus, 'block', ['info']),
      readRouterFile(this.ubus, storageFiles.partitions),
      readRouterFile(this.ubus, storageFiles.mounts),
      backgroundJobs(this.ubus),
    ]);
    const sizes = parseProcPartitions(sizesText);
    const mounts = parseProcMounts(mountsText);
    const blocks = parseBlockInfo(info);
    // a partition without a file system block info recognised: offered for a format
    const blank = [...sizes.keys()].filter((id) => diskOf(id) !== id && !blocks.some((b) => b.device === `/dev/${id}`));
    blocks.push(...blank.map((id) => ({ device: `/dev/${id}`, uuid: '', label: '', type: '', mount: '' })));
    return Promise.all(
      blocks.map(async (block) => {
        const id = block.device.slice('/dev/'.length);
        const mountpoint = mountOf(mounts, block.device);
        // df only where the console mounts and shares (/mnt/<name>): not for the flash's /rom and /overlay on every poll
        const usage = targetRe.test(mountpoint) ? await this.usage(mountpoint) : undefined;
        const format = await this.formatState(id, jobs.get(formatJob(id)));
        return { id, disk: await this.model(diskOf(id)), sizeBytes: sizes.get(id) ?? 0, fstype: block.type, label: block.label, uuid: block.uuid, mountpoint, usedBytes: usage?.usedBytes ?? 0, freeBytes: usage?.freeBytes ?? 0, ...format };
      }),
    );
  }

  /** A format procd runs or ran: under way, failed (kept until the next), or done and forgotten. */
  private async formatState(id: string, job: BackgroundJob | undefined): Promise<Pick<BlockPartition, 'format' | 'formatFailed'>> {
    if (!job) return {};
    if (job.running) return { format: { elapsedSeconds: job.seconds } };
    if (job.exitCode) return { formatFailed: job.exitCode };
    await forgetBackground(this.ubus, formatJob(id));
    return {};
  }

  async format(id: string, fstype: 'ext4' | 'vfat' | 'exfat', label: string): Promise<void> {
    const partition = await this.listed(id);
    if (partition.mountpoint) throw new Error(`${id} is mounted`);
    const mkfs = mkfsArgs[fstype];
    await startBackground(this.ubus, formatJob(id), mkfs.program, mkfs.args(label, `/dev/${id}`));
  }

  async mount(id: string, target: string): Promise<void> {
    const partition = await this.listed(id);
    if (!targetRe.test(target) || !mountFilesystems.includes(partition.fstype)) throw new Error(`${id} cannot be mounted at ${target}`);
    await runProgram(this.ubus, 'mkdir', ['-p', target]);
    await runProgram(this.ubus, 'mount', ['-t', partition.fstype, `/dev/${id}`, target]);
  }

  async unmount(id: string): Promise<void> {
    // the mount point as the kernel lists it for that device, never a path from the browser
    const mountpoint = mountOf(parseProcMounts(await readRouterFile(this.ubus, storageFiles.mounts)), `/dev/${id}`);
    if (!mountpoint) return;
    // a mount the console did not make (the flash's /overlay, a folder elsewhere) stays
    if (!targetRe.test(mountpoint)) throw new Error(`${id} is mounted at ${mountpoint}, not under ${shareRoot}`);
    await runProgram(this.ubus, 'umount', [mountpoint]);
  }

  async realpath(path: string): Promise<string | undefined> {
    if (!underShareRoot(path)) return undefined;
    const answer = await execProgram(this.ubus, 'readlink', ['-f', path]);
    const real = answer.stdout.trim();
    return answer.code === 0 && real.startsWith('/') ? real : undefined;
  }

  async readDirectory(path: string): Promise<DirectoryEntry[] | undefined> {
    if (!underShareRoot(path)) return undefined;
    const entries = await this.list(path);
    if (!entries) return undefined;
    const listed = entries.filter((e) => typeof e.name === 'string').map(directoryEntry);
    this.listsLinks ??= this.list(linkProbe.dir).then((root) => root?.some((e) => e.name === linkProbe.name && e.type === 'symlink') ?? false);
    if (await this.listsLinks) return listed;
    // an older rpcd: a "directory" may be a link, and only readlink -f tells where it leads
    return Promise.all(listed.map((entry) => (entry.kind === 'directory' ? this.linkOrDirectory(`${path}/${entry.name}`, entry) : entry)));
  }

  private async linkOrDirectory(full: string, entry: DirectoryEntry): Promise<DirectoryEntry> {
    const real = await this.realpath(full);
    return real === full ? entry : { name: entry.name, kind: 'link', linkTarget: real ?? '' };
  }

  private async list(path: string): Promise<ListEntry[] | undefined> {
    try {
      return (await this.ubus.call<{ entries?: ListEntry[] }>('file', 'list', { path })).entries ?? [];
    } catch (error) {
      if (error instanceof UbusCallError) return undefined;
      throw error;
    }
  }

  /** The partition as the router lists it now: a program is given no other device. */
  private async listed(id: string): Promise<BlockPartition> {
    const partition = (await this.partitions()).find((p) => p.id === id);
    if (!partition) throw new Error(`${id} is not listed`);
    return partition;
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

/** procd's instance that formats the partition (routerd.uc JOB_NAME; packaging/openwrt/package.test.ts checks the longest id fits) */
export function formatJob(id: string): string {
  return `format-${id}`;
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
