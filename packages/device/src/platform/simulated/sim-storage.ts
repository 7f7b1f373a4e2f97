// The simulated router's USB port and card slot: a USB stick with a vfat and an ext4 partition, a
// blank SD card, and the system flash (which the disk tab never lists). Formats take a few seconds
// and give a new uuid; what a format made is kept in <data>/state/sim-storage.json, so that it
// survives a restart; what is mounted follows fstab at boot, as fstab.init's `block mount` does.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { writeFileAtomic } from '../../lib/atomic-write';
import { hashSeed, mulberry32, randomInt } from '../../lib/mulberry32';
import { readMount } from '@rc/core/settings/fstab-settings';
import type { UciPackage } from '@rc/core/uci/uci-types';
import type { BlockPartition, DirectoryEntry, FormatRun, Storage } from '@rc/core/platform/platform';

/** A directory of the partition, or a symbolic link (its target as `ln -s` was given it). */
type Entry = { link?: string };

interface FileSystem {
  fstype: string;
  label: string;
  uuid: string;
  usedBytes: number;
  /** path relative to the partition's root -> entry */
  entries: Record<string, Entry>;
}

interface SimPartition extends FileSystem {
  id: string;
  disk: string;
  sizeBytes: number;
  /** mounted by the system at boot, never by the disk tab */
  systemMount?: string;
}

interface FormatJob {
  startedAt: number;
  fstype: string;
  label: string;
  done: Promise<void>;
  timer: NodeJS.Timeout;
}

const GiB = 1024 ** 3;
const MiB = 1024 ** 2;
/** mkfs on the simulated router takes this long, whatever the size (deterministic). */
export const simFormatMs = 3000;

export interface SimStorageOptions {
  seed: number;
  /** <data>/state; without it, what formats make is forgotten at a restart */
  stateDir?: string;
  readConfig: (pkg: string) => Promise<UciPackage>;
  now: () => number;
}

export class SimulatedStorage implements Storage {
  private partitionsById: Map<string, SimPartition> | undefined;
  /** id -> mount point; undefined until the boot's `block mount` ran */
  private mounts: Map<string, string> | undefined;
  private readonly jobs = new Map<string, FormatJob>();

  constructor(private readonly options: SimStorageOptions) {}

  private get stateFile(): string | undefined {
    return this.options.stateDir && path.join(this.options.stateDir, 'sim-storage.json');
  }

  private async table(): Promise<Map<string, SimPartition>> {
    if (!this.partitionsById) {
      const saved = await this.readSaved();
      this.partitionsById = new Map(factoryPartitions(this.options.seed).map((p) => [p.id, { ...p, ...saved[p.id] }]));
    }
    return this.partitionsById;
  }

  /** fstab.init boot(): `block mount` mounts every enabled `config mount` whose uuid is present. */
  private async mounted(): Promise<Map<string, string>> {
    if (!this.mounts) {
      const fstab = await this.options.readConfig('fstab');
      const mounts = new Map<string, string>();
      for (const p of (await this.table()).values()) {
        const entry = p.systemMount ? undefined : readMount(fstab, p.uuid);
        if (entry?.enabled && entry.target.startsWith('/mnt/')) mounts.set(p.id, entry.target);
      }
      this.mounts = mounts;
    }
    return this.mounts;
  }

  async partitions(): Promise<BlockPartition[]> {
    await Promise.all([...this.jobs.values()].filter((job) => this.options.now() - job.startedAt >= simFormatMs).map((job) => job.done));
    const mounts = await this.mounted();
    return [...(await this.table()).values()].map((p) => {
      const mountpoint = p.systemMount ?? mounts.get(p.id) ?? '';
      const job = this.jobs.get(p.id);
      return {
        id: p.id,
        disk: p.disk,
        sizeBytes: p.sizeBytes,
        fstype: p.fstype,
        label: p.label,
        uuid: p.uuid,
        mountpoint,
        // df measures mounted file systems only.
        usedBytes: mountpoint ? p.usedBytes : 0,
        freeBytes: mountpoint ? p.sizeBytes - p.usedBytes : 0,
        ...(job ? { format: simFormatRun(this.options.now() - job.startedAt) } : {}),
      };
    });
  }

  async format(id: string, fstype: 'ext4' | 'vfat' | 'exfat', label: string): Promise<void> {
    const p = (await this.table()).get(id);
    if (!p || this.jobs.has(id) || (await this.mounted()).has(id)) throw new Error(`cannot format ${id} now`);
    let finish = () => {};
    const done = new Promise<void>((resolve) => (finish = resolve));
    const timer = setTimeout(() => void this.finishFormat(id).then(finish, finish), simFormatMs);
    timer.unref();
    this.jobs.set(id, { startedAt: this.options.now(), fstype, label, done, timer });
  }

  private async finishFormat(id: string): Promise<void> {
    const job = this.jobs.get(id);
    const p = (await this.table()).get(id);
    if (!job || !p) return;
    const generation = (p.uuid ? hashSeed(this.options.seed, p.uuid) : 0) + 1;
    Object.assign(p, freshFileSystem(this.options.seed, id, generation, job.fstype, job.label, p.sizeBytes));
    await this.save();
    this.jobs.delete(id);
  }

  async mount(id: string, target: string): Promise<void> {
    const p = (await this.table()).get(id);
    if (!p || !p.fstype || this.jobs.has(id)) throw new Error(`cannot mount ${id}`);
    (await this.mounted()).set(id, target);
  }

  async unmount(id: string): Promise<void> {
    (await this.mounted()).delete(id);
  }

  /** The mounted partition `absolute` is on: its mount point, its entries, and the path inside it. */
  private async located(absolute: string): Promise<{ point: string; entries: Record<string, Entry>; inside: string } | undefined> {
    const mount = [...(await this.mounted())].find(([, point]) => absolute === point || absolute.startsWith(`${point}/`));
    if (!mount) return undefined;
    const [id, point] = mount;
    return { point, entries: (await this.table()).get(id)?.entries ?? {}, inside: absolute === point ? '' : absolute.slice(point.length + 1) };
  }

  async realpath(target: string, depth = 0): Promise<string | undefined> {
    const absolute = path.posix.normalize(target);
    if (depth > 40) return undefined;
    const place = await this.located(absolute);
    // Outside every simulated partition: the router's own files, which we take as they are.
    if (!place) return absolute;
    const { point, entries } = place;
    const segments = place.inside === '' ? [] : place.inside.split('/');
    for (let i = 0; i < segments.length; i++) {
      const here = segments.slice(0, i + 1).join('/');
      // Own entries only: a directory named constructor or __proto__ is not Object.prototype's.
      const entry = Object.hasOwn(entries, here) ? entries[here] : undefined;
      if (!entry) return undefined;
      if (entry.link !== undefined) {
        const base = entry.link.startsWith('/') ? entry.link : path.posix.join(point, path.posix.dirname(here), entry.link);
        return this.realpath(path.posix.join(base, ...segments.slice(i + 1)), depth + 1);
      }
    }
    return absolute;
  }

  async readDirectory(target: string): Promise<DirectoryEntry[] | undefined> {
    const place = await this.located(path.posix.normalize(target));
    if (!place) return undefined;
    const { entries, inside } = place;
    if (inside !== '' && (!Object.hasOwn(entries, inside) || entries[inside]?.link !== undefined)) return undefined;
    const prefix = inside === '' ? '' : `${inside}/`;
    return Object.entries(entries)
      .filter(([key]) => key.startsWith(prefix) && !key.slice(prefix.length).includes('/'))
      .map(([key, entry]) => ({
        name: key.slice(prefix.length),
        ...(entry.link === undefined ? { kind: 'directory' as const } : { kind: 'link' as const, linkTarget: entry.link }),
      }));
  }

  /** A reboot: formats in flight are lost, and the boot mounts what fstab says. */
  rebooted(): void {
    this.close();
    this.mounts = undefined;
  }

  close(): void {
    for (const job of this.jobs.values()) clearTimeout(job.timer);
    this.jobs.clear();
  }

  private async readSaved(): Promise<Record<string, FileSystem>> {
    if (!this.stateFile) return {};
    try {
      return JSON.parse(await readFile(this.stateFile, 'utf8')) as Record<string, FileSystem>;
    } catch {
      return {};
    }
  }

  private async save(): Promise<void> {
    if (!this.stateFile) return;
    const formatted: Record<string, FileSystem> = {};
    const factory = new Map(factoryPartitions(this.options.seed).map((p) => [p.id, p.uuid]));
    for (const p of (await this.table()).values()) {
      if (p.uuid !== factory.get(p.id)) formatted[p.id] = { fstype: p.fstype, label: p.label, uuid: p.uuid, usedBytes: p.usedBytes, entries: p.entries };
    }
    await writeFileAtomic(this.stateFile, JSON.stringify(formatted, null, 2) + '\n');
  }
}

function hex(random: () => number, digits: number): string {
  return Array.from({ length: digits }, () => randomInt(random, 0, 15).toString(16)).join('');
}

/** vfat and exfat have a 32-bit volume id (XXXX-XXXX); ext4 a UUID. */
function uuidFor(seed: number, key: string, fstype: string): string {
  const random = mulberry32(hashSeed(seed, key));
  if (fstype === 'ext4') return `${hex(random, 8)}-${hex(random, 4)}-4${hex(random, 3)}-a${hex(random, 3)}-${hex(random, 12)}`;
  return `${hex(random, 4)}-${hex(random, 4)}`.toUpperCase();
}

function freshFileSystem(seed: number, id: string, generation: number, fstype: string, label: string, sizeBytes: number): FileSystem {
  // What mkfs itself takes: ext4's journal and inode tables, a FAT, exFAT's bitmap.
  const overhead = fstype === 'ext4' ? Math.round(sizeBytes * 0.016) : fstype === 'vfat' ? Math.round(sizeBytes / 2048) : Math.round(sizeBytes / 8192);
  return {
    fstype,
    label,
    uuid: uuidFor(seed, `${id}#${generation}`, fstype),
    usedBytes: overhead,
    entries: fstype === 'ext4' ? { 'lost+found': {} } : {},
  };
}

function factoryPartitions(seed: number): SimPartition[] {
  const random = mulberry32(hashSeed(seed, 'storage'));
  const stick = 'SanDisk Cruzer Blade 16GB';
  return [
    // The system flash: squashfs at /rom and the jffs2 overlay. Never listed by the disk tab.
    { id: 'mtdblock2', disk: 'system flash', sizeBytes: 12 * MiB, fstype: 'squashfs', label: '', uuid: uuidFor(seed, 'mtdblock2', 'ext4'), usedBytes: 12 * MiB, entries: {}, systemMount: '/rom' },
    { id: 'mtdblock3', disk: 'system flash', sizeBytes: 3 * MiB, fstype: 'jffs2', label: '', uuid: '', usedBytes: MiB, entries: {}, systemMount: '/overlay' },
    {
      id: 'sda1',
      disk: stick,
      sizeBytes: 8 * GiB,
      fstype: 'vfat',
      label: 'USB-DATA',
      uuid: uuidFor(seed, 'sda1', 'vfat'),
      usedBytes: 2 * GiB + randomInt(random, 0, 900) * MiB,
      // A link out of the disk (to the router's /etc): sharing it must be refused.
      entries: { photos: {}, 'photos/2025': {}, documents: {}, 'etc-link': { link: '/etc' } },
    },
    {
      id: 'sda2',
      disk: stick,
      sizeBytes: Math.round(6.5 * GiB),
      fstype: 'ext4',
      label: 'backup',
      uuid: uuidFor(seed, 'sda2', 'ext4'),
      usedBytes: GiB + randomInt(random, 0, 600) * MiB,
      entries: { 'lost+found': {}, backups: {}, up: { link: '../..' } },
    },
    // A blank card: one partition, no file system yet.
    { id: 'mmcblk0p1', disk: 'SD card 32GB', sizeBytes: Math.round(29.7 * GiB), fstype: '', label: '', uuid: '', usedBytes: 0, entries: {} },
  ];
}

/** A simulated mkfs's seconds so far and its share of simFormatMs (never 100 before it is done). */
function simFormatRun(elapsedMs: number): FormatRun {
  return { elapsedSeconds: Math.floor(elapsedMs / 1000), percent: Math.min(99, Math.floor((elapsedMs / simFormatMs) * 100)) };
}
