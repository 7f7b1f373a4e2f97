import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { DirectoryEntry } from '../platform/platform';
import { searchShareLinks } from './share-links';

/** A disk mounted at /mnt/sda1: directories by path, links by path to their target text. */
function disk(dirs: string[], links: Record<string, string> = {}) {
  const linkOf = new Map(Object.entries(links));
  const exists = (p: string) => dirs.includes(p) || p.startsWith('/etc') || p === '/';
  const realpath = async (p: string, hops = 0): Promise<string | undefined> => {
    if (hops > 40) return undefined;
    const parts = p.split('/').filter(Boolean);
    for (let i = 1; i <= parts.length; i++) {
      const prefix = `/${parts.slice(0, i).join('/')}`;
      const target = linkOf.get(prefix);
      if (target !== undefined) return realpath(path.posix.resolve(path.posix.dirname(prefix), target, ...parts.slice(i)), hops + 1);
    }
    return exists(p) ? p : undefined;
  };
  const readDirectory = async (dir: string): Promise<DirectoryEntry[] | undefined> => {
    if (!dirs.includes(dir)) return undefined;
    const children = [...dirs, ...linkOf.keys()].filter((p) => path.posix.dirname(p) === dir && p !== dir);
    return children.map((p) => (linkOf.has(p) ? { name: path.posix.basename(p), kind: 'link', linkTarget: linkOf.get(p) } : { name: path.posix.basename(p), kind: 'directory' }));
  };
  return { readDirectory, realpath };
}

const mounts = ['/mnt/sda1', '/mnt/sda2'];
const bounds = { directories: 50, depth: 4 };
const tree = ['/mnt/sda1', '/mnt/sda1/photos', '/mnt/sda1/photos/2025', '/mnt/sda1/docs', '/mnt/sda2', '/mnt/sda2/backups'];

describe('searchShareLinks', () => {
  it('passes a tree whose links stay on the disks, another mounted partition included', async () => {
    const storage = disk(tree, { '/mnt/sda1/photos/latest': '2025', '/mnt/sda1/docs/backups': '/mnt/sda2/backups' });
    expect(await searchShareLinks(storage, '/mnt/sda1', mounts, bounds)).toEqual({ kind: 'clean' });
  });

  it('names the first link that leads off the disks, however deep, relative or absolute', async () => {
    expect(await searchShareLinks(disk(tree, { '/mnt/sda1/photos/2025/etc': '/etc' }), '/mnt/sda1', mounts, bounds)).toEqual({ kind: 'leadsOff', link: '/mnt/sda1/photos/2025/etc' });
    expect(await searchShareLinks(disk(tree, { '/mnt/sda1/docs/up': '../../..' }), '/mnt/sda1', mounts, bounds)).toEqual({ kind: 'leadsOff', link: '/mnt/sda1/docs/up' });
    // only the share's own tree counts
    expect(await searchShareLinks(disk(tree, { '/mnt/sda1/docs/etc': '/etc' }), '/mnt/sda1/photos', mounts, bounds)).toEqual({ kind: 'clean' });
  });

  it('refuses a dangling link by where it points, and follows links on the disks to the links beyond them', async () => {
    expect(await searchShareLinks(disk(tree, { '/mnt/sda1/later': '/etc/not-yet' }), '/mnt/sda1', mounts, bounds)).toMatchObject({ kind: 'leadsOff' });
    const hop = disk(tree, { '/mnt/sda1/photos/to-sda2': '/mnt/sda2/backups', '/mnt/sda2/backups/etc': '/etc' });
    expect(await searchShareLinks(hop, '/mnt/sda1/photos', mounts, bounds)).toEqual({ kind: 'leadsOff', link: '/mnt/sda2/backups/etc' });
  });

  it('ends on a loop of links', async () => {
    const loop = disk(tree, { '/mnt/sda1/photos/again': '..', '/mnt/sda1/docs/photos': '../photos' });
    expect(await searchShareLinks(loop, '/mnt/sda1', mounts, bounds)).toEqual({ kind: 'clean' });
  });

  it('refuses a tree with more directories or deeper than it may search', async () => {
    const wide = ['/mnt/sda1', ...Array.from({ length: 60 }, (_, i) => `/mnt/sda1/d${i}`)];
    expect(await searchShareLinks(disk(wide), '/mnt/sda1', mounts, bounds)).toEqual({ kind: 'tooLarge' });
    const deep = Array.from({ length: 7 }, (_, i) => `/mnt/sda1${'/d'.repeat(i)}`);
    expect(await searchShareLinks(disk(deep), '/mnt/sda1', mounts, bounds)).toEqual({ kind: 'tooLarge' });
    expect(await searchShareLinks(disk(deep.slice(0, 5)), '/mnt/sda1', mounts, bounds)).toEqual({ kind: 'clean' });
  });
});
