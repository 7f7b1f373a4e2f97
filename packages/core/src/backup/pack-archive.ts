// The tar of a backup archive as `sysupgrade -b` packs it (contract backup-archive): regular files
// owned by root, mode 0644, all stamped `mtime`, so that the same files give the same archive.
// Browser-safe: the Node daemon gzips it with zlib (create-backup.ts), a router's browser with
// CompressionStream before `sysupgrade -r` extracts it (ubus/router-restore.ts).
import { packTar, type TarEntry } from 'modern-tar';

/** A file of the archive: its path relative to / and its bytes. */
export interface ArchiveFile {
  path: string;
  data: Uint8Array;
}

export function tarArchive(files: readonly ArchiveFile[], mtime: Date): Promise<Uint8Array> {
  const entries: TarEntry[] = files.map(({ path, data }) => ({
    header: { name: path, size: data.length, type: 'file', mode: 0o644, mtime, uid: 0, gid: 0, uname: 'root', gname: 'root' },
    body: data,
  }));
  return packTar(entries);
}
