import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { configFile } from '../../../../device/test-support/config-files';
import { tabDevicePerTest } from '../../../../device/test-support/tab-test-kit';

const kit = tabDevicePerTest();

interface Partition {
  id: string;
  fstype: string;
  label: string;
  mounted: string;
  target: string;
  usedBytes: number;
  freeBytes: number;
  sizeBytes: number;
  shared: string;
  formatting: string;
  progress: number;
}

const partitions = async () => ((await kit.ok('get_disks')) as unknown as { partitions: Partition[] }).partitions;
const partition = async (id: string) => (await partitions()).find((p) => p.id === id);
const fstab = () => configFile(kit.device.dataDir, 'fstab').catch(() => '');

async function formatted(id: string): Promise<Partition> {
  for (let i = 0; i < 40; i++) {
    const p = await partition(id);
    if (p?.formatting === '0') return p;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${id} still formatting`);
}

describe('get_disks', () => {
  it('lists the USB stick and the blank card with size, file system and label, never the system flash', async () => {
    const list = await partitions();
    expect(list.map((p) => p.id)).toEqual(['sda1', 'sda2', 'mmcblk0p1']);
    expect(list[0]).toMatchObject({ fstype: 'vfat', label: 'USB-DATA', mounted: '0', target: '', usedBytes: 0, shared: '', formatting: '0' });
    expect(list[1]).toMatchObject({ fstype: 'ext4', label: 'backup' });
    expect(list[2]).toMatchObject({ fstype: '', label: '' });
    expect(JSON.stringify(list)).not.toMatch(/mtd|\/rom|overlay/);
  });
});

describe('disk_mount / disk_unmount', () => {
  it("mount writes fstab's config mount (uuid, target, enabled), shows used and free, and is kept over a restart", async () => {
    await kit.ok('disk_mount', { id: 'sda2' });
    const text = await fstab();
    expect(text).toContain("config global\n\toption anon_mount '0'");
    expect(text).toMatch(/config mount\n\toption target '\/mnt\/sda2'\n\toption uuid '[0-9a-f-]{36}'\n\toption enabled '1'\n/);
    const mounted = await partition('sda2');
    expect(mounted).toMatchObject({ mounted: '1', target: '/mnt/sda2' });
    expect(mounted!.usedBytes).toBeGreaterThan(0);
    expect(mounted!.usedBytes + mounted!.freeBytes).toBe(mounted!.sizeBytes);
    await kit.restart();
    expect(await partition('sda2')).toMatchObject({ mounted: '1', target: '/mnt/sda2' });

    await kit.ok('disk_unmount', { id: 'sda2' });
    expect(await fstab()).toMatch(/option target '\/mnt\/sda2'\n\toption uuid '[0-9a-f-]{36}'\n\toption enabled '0'\n/);
    expect(await partition('sda2')).toMatchObject({ mounted: '0', target: '', usedBytes: 0 });
    await kit.restart();
    expect(await partition('sda2')).toMatchObject({ mounted: '0' });
  });

  it('refuses to mount a blank card, twice, or to unmount what is not mounted', async () => {
    await kit.refused('disk_mount', { id: 'mmcblk0p1' }, [{ field: 'id', key: 'disk.noFilesystem' }]);
    await kit.ok('disk_mount', { id: 'sda1' });
    await kit.refused('disk_mount', { id: 'sda1' }, [{ field: 'id', key: 'disk.alreadyMounted' }]);
    await kit.refused('disk_unmount', { id: 'sda2' }, [{ field: 'id', key: 'disk.notMounted' }]);
  });
});

describe('disk_format', () => {
  it('formats the blank card with progress, then it mounts; the new file system is kept over a restart', async () => {
    await kit.ok('disk_format', { id: 'mmcblk0p1', fstype: 'exfat', label: 'CARD' });
    const during = await partition('mmcblk0p1');
    expect(during).toMatchObject({ formatting: '1' });
    expect(during!.progress).toBeLessThan(100);
    await kit.refused('disk_mount', { id: 'mmcblk0p1' }, [{ field: 'id', key: 'disk.busy' }]);
    await kit.refused('disk_format', { id: 'mmcblk0p1', fstype: 'ext4' }, [{ field: 'id', key: 'disk.busy' }]);
    expect(await formatted('mmcblk0p1')).toMatchObject({ fstype: 'exfat', label: 'CARD', formatting: '0' });
    await kit.ok('disk_mount', { id: 'mmcblk0p1' });
    expect(await fstab()).toMatch(/option target '\/mnt\/mmcblk0p1'\n\toption uuid '[0-9A-F]{4}-[0-9A-F]{4}'\n\toption enabled '1'/);
    await kit.restart();
    expect(await partition('mmcblk0p1')).toMatchObject({ fstype: 'exfat', label: 'CARD', mounted: '1', target: '/mnt/mmcblk0p1' });
  });

  it("reformats a partition with a new uuid and drops the old file system's fstab section", async () => {
    await kit.ok('disk_mount', { id: 'sda1' });
    await kit.ok('disk_unmount', { id: 'sda1' });
    const before = await fstab();
    const oldUuid = /option uuid '([^']+)'/.exec(before)?.[1];
    expect(oldUuid).toBeDefined();
    await kit.ok('disk_format', { id: 'sda1', fstype: 'ext4', label: '' });
    expect(await fstab()).not.toContain(oldUuid);
    expect(await formatted('sda1')).toMatchObject({ fstype: 'ext4', label: '' });
    await kit.ok('disk_mount', { id: 'sda1' });
    const uuid = /option uuid '([^']+)'/.exec(await fstab())?.[1];
    expect(uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(uuid).not.toBe(oldUuid);
    // a fresh ext4 holds only mkfs's own blocks
    const p = await partition('sda1');
    expect(p!.usedBytes).toBeLessThan(p!.sizeBytes * 0.02);
  });

  it('refuses a mounted or shared partition, naming the share', async () => {
    await kit.ok('disk_mount', { id: 'sda1' });
    await kit.refused('disk_format', { id: 'sda1', fstype: 'vfat' }, [{ field: 'id', key: 'disk.mounted' }]);
    await kit.ok('set_samba', { enabled: '1', name: 'photos', username: 'admin', password: '', path: '/mnt/sda1/photos' });
    expect(await partition('sda1')).toMatchObject({ shared: 'photos' });
    await kit.ok('disk_unmount', { id: 'sda1' });
    expect(await partition('sda1')).toMatchObject({ shared: 'photos', mounted: '0' });
    await kit.refused('disk_format', { id: 'sda1', fstype: 'vfat' }, [{ field: 'id', key: 'disk.shared', params: { share: 'photos' } }]);
  });

  it('refuses hostile and unknown ids and bad values with -2, files and disks unchanged', async () => {
    const state = path.join(kit.device.dataDir, 'state', 'sim-storage.json');
    for (const op of ['disk_format', 'disk_mount', 'disk_unmount']) {
      const input = (id: string) => (op === 'disk_format' ? { id, fstype: 'ext4' } : { id });
      await kit.refused(op, input('../../dev/mtdblock0'), [{ field: 'id', key: 'disk.unknownPartition' }]);
      await kit.refused(op, input('/dev/sda1'), [{ field: 'id', key: 'disk.unknownPartition' }]);
      // the system flash exists on the router, but is never listed, so never touched
      await kit.refused(op, input('mtdblock2'), [{ field: 'id', key: 'disk.unknownPartition' }]);
      await kit.refused(op, input('sdz9'), [{ field: 'id', key: 'disk.unknownPartition' }]);
    }
    await kit.refused('disk_format', { id: 'sda2', fstype: 'ntfs' }, [{ field: 'fstype', key: 'validation.invalid' }]);
    await kit.refused('disk_format', { id: 'sda2', fstype: 'ext4', label: '-O x' }, [{ field: 'label', key: 'disk.label' }]);
    await kit.refused('disk_format', { id: 'sda2', fstype: 'ext4', label: 'a;reboot' }, [{ field: 'label', key: 'disk.label' }]);
    await kit.refused('disk_format', { id: 'sda2', fstype: 'ext4', label: 'TWELVE-CHARS' }, [{ field: 'label', key: 'disk.label' }]);
    await kit.refused('disk_mount', { id: 'sda2', target: '/etc' }, [{ field: 'target', key: 'validation.unknownField' }]);
    expect((await partitions()).every((p) => p.formatting === '0')).toBe(true);
    expect(existsSync(state)).toBe(false);
    expect(await readFile(path.join(kit.device.dataDir, 'config', 'fstab'), 'utf8').catch(() => 'none')).toBe('none');
  });
});

describe('on a desktop (the linux platform)', () => {
  it("lists no disks and touches none of the machine's own", async () => {
    await kit.replace({ platform: 'linux' });
    expect(await partitions()).toEqual([]);
    await kit.refused('disk_mount', { id: 'sda1' }, [{ field: 'id', key: 'disk.unknownPartition' }]);
    await kit.refused('disk_format', { id: 'sda1', fstype: 'ext4' }, [{ field: 'id', key: 'disk.unknownPartition' }]);
    await kit.refused('set_samba', { enabled: '1', name: 'share', username: 'admin', password: '', path: '/mnt/sda1' }, [{ field: 'path', key: 'samba.pathOutside' }]);
  });
});

describe('a History restore and the disks (issue 43.3)', () => {
  it('unmounts a partition whose mount the restore removed, as block-mount would not until the next boot', async () => {
    await kit.ok('disk_mount', { id: 'sda2' });
    expect((await partition('sda2'))?.mounted).toBe('1');
    const { entries } = (await kit.ok('get_history')) as unknown as { entries: Array<{ id: string; op: string }> };
    const mount = entries.find((entry) => entry.op === 'disk_mount')!;
    await kit.ok('revert_history_entry', { id: mount.id });
    expect(await fstab()).not.toMatch(/option enabled '1'/);
    expect((await partition('sda2'))?.mounted).toBe('0');
  });

  it('unmounts after a restore to a point before the mount too, and leaves a partition the restore keeps mounted', async () => {
    await kit.ok('disk_mount', { id: 'sda1' });
    const { entries: before } = (await kit.ok('get_history')) as unknown as { entries: Array<{ id: string }> };
    await kit.ok('disk_mount', { id: 'sda2' });
    await kit.ok('restore_history_point', { id: before[0]!.id });
    expect((await partition('sda2'))?.mounted).toBe('0');
    expect((await partition('sda1'))?.mounted).toBe('1');
  });
});
