// What a share's tree holds that leads off the disks. samba.init (openwrt/packages net/samba4)
// reads no `wide links` or `follow symlinks` option, so the smb.conf it writes cannot switch link
// following off: smbd follows every link whose target stays inside the share (its default `wide
// links = no` stops the others). A link that leads off the partitions mounted under /mnt (to /etc
// on the router's flash) is refused when the share is saved instead. The search follows links
// that stay on those partitions, each directory once, and stops at bounds: a tree it could not
// search whole is refused too, rather than shared unchecked.
import { resolvePosix } from '../lib/posix-path';
import type { Storage } from '../platform/platform';

export interface ShareLinkBounds {
  directories: number;
  depth: number;
}

export type ShareLinkVerdict = { kind: 'clean' } | { kind: 'leadsOff'; link: string } | { kind: 'tooLarge' };

const under = (dir: string, root: string) => dir === root || dir.startsWith(`${root}/`);

/** `dir` is a real path (no link in it) on one of `mounts`. */
export async function searchShareLinks(storage: Pick<Storage, 'readDirectory' | 'realpath'>, dir: string, mounts: readonly string[], bounds: ShareLinkBounds): Promise<ShareLinkVerdict> {
  const onDisks = (target: string) => mounts.some((mount) => under(target, mount));
  const seen = new Set([dir]);
  const queue: Array<{ dir: string; depth: number }> = [{ dir, depth: 0 }];
  for (let visited = 0; queue.length > 0; visited++) {
    if (visited >= bounds.directories) return { kind: 'tooLarge' };
    const here = queue.shift() as { dir: string; depth: number };
    for (const entry of (await storage.readDirectory(here.dir)) ?? []) {
      const full = resolvePosix(here.dir, entry.name);
      let next = entry.kind === 'directory' ? full : undefined;
      if (entry.kind === 'link') {
        // A dangling link is judged by where it points: it leads there once the target exists.
        const target = (await storage.realpath(full)) ?? resolvePosix(here.dir, entry.linkTarget ?? '');
        if (!onDisks(target)) return { kind: 'leadsOff', link: full };
        next = target;
      }
      if (next === undefined || seen.has(next)) continue;
      if (here.depth + 1 > bounds.depth) return { kind: 'tooLarge' };
      seen.add(next);
      queue.push({ dir: next, depth: here.depth + 1 });
    }
  }
  return { kind: 'clean' };
}
