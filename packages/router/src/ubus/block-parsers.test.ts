import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { diskOf, parseBlockInfo, parseDfK, parseProcMounts, parseProcPartitions } from './block-parsers';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

describe('block info', () => {
  it('reads each device fstools printed, a key it left out as empty', () => {
    const found = parseBlockInfo(fixture('block-info.txt'));
    expect(found.map((b) => b.device)).toEqual(['/dev/mtdblock5', '/dev/ubiblock0_1', '/dev/sda1', '/dev/sda2']);
    expect(found[2]).toEqual({ device: '/dev/sda1', uuid: '6C2D-9F14', label: 'STICK', type: 'vfat', mount: '/mnt/sda1' });
    expect(found[3]).toMatchObject({ label: 'my data', type: 'ext4', mount: '' });
  });

  it('ignores what is not a device line', () => {
    expect(parseBlockInfo('Usage: block <info|mount|umount|detect>\n\n')).toEqual([]);
  });
});

describe('/proc files', () => {
  it('sizes partitions in bytes (1 KiB blocks)', () => {
    const sizes = parseProcPartitions(fixture('proc-partitions.txt'));
    expect(sizes.get('sda1')).toBe(8388608 * 1024);
    expect(sizes.has('name')).toBe(false);
  });

  it('reads mounts with the kernel\'s octal escapes undone', () => {
    const mounts = parseProcMounts(`${fixture('proc-mounts.txt')}/dev/sdb1 /mnt/my\\040disk vfat rw 0 0\n`);
    expect(mounts.find((m) => m.source === '/dev/sda1')?.target).toBe('/mnt/sda1');
    expect(mounts.at(-1)).toEqual({ source: '/dev/sdb1', target: '/mnt/my disk', fstype: 'vfat' });
  });
});

describe('df -k', () => {
  it('reads used and free, also when BusyBox breaks a long device name onto its own line', () => {
    expect(parseDfK(fixture('df-sda1.txt'))).toEqual({ usedBytes: 40960 * 1024, freeBytes: 8343552 * 1024 });
    const wrapped = 'Filesystem           1K-blocks      Used Available Use% Mounted on\n/dev/disk/by-label/a-long-name\n                        100        10        90  10% /mnt/x\n';
    expect(parseDfK(wrapped)).toEqual({ usedBytes: 10 * 1024, freeBytes: 90 * 1024 });
    expect(parseDfK('df: /mnt/x: No such file or directory\n')).toBeUndefined();
  });
});

describe('diskOf', () => {
  it('names the disk of a partition', () => {
    expect(['sda1', 'sdab12', 'mmcblk0p1', 'nvme0n1p2', 'mtdblock5'].map(diskOf)).toEqual(['sda', 'sdab', 'mmcblk0', 'nvme0n1', 'mtdblock5']);
  });
});
