import { describe, expect, it } from 'vitest';
import type { DirectoryEntry } from '../platform/platform';
import { listShareFolders } from './share-folders';

/** A disk whose every folder holds ten more, forever: the list must stop at its bounds. */
const endless = { readDirectory: async (): Promise<DirectoryEntry[]> => Array.from({ length: 10 }, (_, i) => ({ name: `d${i}`, kind: 'directory' as const })) };

describe('listShareFolders', () => {
  it('stops at the folder count and says the list is cut short', async () => {
    const listed = await listShareFolders(endless, [{ id: 'sda1', mountpoint: '/mnt/sda1' }], { folders: 25, depth: 5 });
    expect(listed.folders).toHaveLength(25);
    expect(listed.truncated).toBe(true);
  });

  it('goes no deeper than its depth below the mount point, and never into a link', async () => {
    const disk = {
      readDirectory: async (path: string): Promise<DirectoryEntry[]> =>
        path === '/mnt/sda1' ? [{ name: 'a', kind: 'directory' }, { name: 'out', kind: 'link', linkTarget: '/etc' }, { name: 'f.txt', kind: 'file' }] : [{ name: 'b', kind: 'directory' }],
    };
    const listed = await listShareFolders(disk, [{ id: 'sda1', mountpoint: '/mnt/sda1' }], { folders: 100, depth: 2 });
    expect(listed.folders.map((folder) => folder.path)).toEqual(['/mnt/sda1', '/mnt/sda1/a', '/mnt/sda1/a/b']);
    expect(listed.truncated).toBe(false);
  });
});
