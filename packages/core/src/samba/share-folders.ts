// The folders File sharing offers to share (get_share_folders): breadth first from each mount
// point, directories only. A link is not followed here: set_samba's own search (share-links.ts)
// judges where links lead when the share is saved.
import { resolvePosix } from '../lib/posix-path';
import type { Storage } from '../platform/platform';

export interface MountedPartition {
  id: string;
  mountpoint: string;
}

export interface FolderListBounds {
  folders: number;
  depth: number;
}

export interface ShareFolder {
  path: string;
  partition: string;
}

export async function listShareFolders(
  storage: Pick<Storage, 'readDirectory'>,
  mounts: readonly MountedPartition[],
  bounds: FolderListBounds,
): Promise<{ folders: ShareFolder[]; truncated: boolean }> {
  const folders: ShareFolder[] = [];
  const queue = mounts.map((mount) => ({ path: mount.mountpoint, partition: mount.id, depth: 0 }));
  while (queue.length > 0) {
    const here = queue.shift() as (typeof queue)[number];
    if (folders.length >= bounds.folders) return { folders, truncated: true };
    folders.push({ path: here.path, partition: here.partition });
    if (here.depth >= bounds.depth) continue;
    const entries = (await storage.readDirectory(here.path)) ?? [];
    const names = entries.filter((entry) => entry.kind === 'directory').map((entry) => entry.name).sort((a, b) => a.localeCompare(b));
    for (const name of names) queue.push({ path: resolvePosix(here.path, name), partition: here.partition, depth: here.depth + 1 });
  }
  return { folders, truncated: false };
}
