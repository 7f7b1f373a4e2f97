// Backups in the format of OpenWrt's `sysupgrade -b` (the openwrt platform): a tar.gz of paths
// relative to / — etc/config/<package> and whatever else sysupgrade.conf and keep.d list — so
// that `sysupgrade -r` on a stock OpenWrt restores ours and ours restores theirs. Ours adds
// etc/routerd-backup.json (model, version, checksums: the manifest of contract/backup-archive) and
// etc/routerd-backup.sig (its signature by this unit), which a stock restore merely unpacks.
import { BackupArchive, BackupError, isConfigName, type BackupOrigin } from '@rc/contract/backup-archive';
import { backupOrigin } from './backup-signature';
import { writeTar } from './tar-write';
import { readTar } from './tar-read';
import { createBackupManifest, manifestEntries, zlib, type BackupMeta } from './create-backup';
import { checkFiles, gunzip, MAX_TAR_BYTES, parseManifest, type ReadBackupResult } from './read-backup';

export const sysupgradeConfigDir = 'etc/config/';
export const sysupgradeManifestPath = 'etc/routerd-backup.json';
export const sysupgradeSignaturePath = 'etc/routerd-backup.sig';

// A stock backup also holds passwd, shadow, dropbear keys, crontabs, luci uploads...
const MAX_ENTRIES = 512;

export function createSysupgradeBackup(files: Record<string, string>, meta: BackupMeta): Buffer {
  const { manifest, contents, created } = createBackupManifest(files, meta);
  const entries = [
    ...contents.map(({ name, data }) => ({ path: `${sysupgradeConfigDir}${name}`, data })),
    ...manifestEntries(manifest, meta, sysupgradeManifestPath, sysupgradeSignaturePath),
  ];
  return zlib().gzipSync(writeTar(entries, Math.floor(created.getTime() / 1000)), { level: 9 });
}

/** `stock`: made by OpenWrt's own sysupgrade -b, which names no model. */
export type ReadSysupgradeResult =
  | (ReadBackupResult & { ok: false })
  | { ok: true; files: Record<string, string>; stock: boolean; skipped: string[]; origin: BackupOrigin };

/**
 * Reads etc/config/* of a sysupgrade archive. Ours (with its manifest) must name this model and
 * match its checksums; a stock one carries no model. Other files are skipped, never written; a
 * path that climbs out (`..`, absolute) or a link refuses the whole archive.
 */
export function readSysupgradeBackup(archive: Uint8Array, expectedModel: string, unitKey?: Uint8Array): ReadSysupgradeResult {
  const tar = gunzip(archive);
  if (!Buffer.isBuffer(tar)) return tar;
  const read = readTar(tar, { maxEntries: MAX_ENTRIES, maxEntryBytes: BackupArchive.maxFileBytes, maxTotalBytes: MAX_TAR_BYTES });
  if (!read.ok) return read;
  const configs = new Map<string, Buffer>();
  const skipped: string[] = [];
  let manifestData: Buffer | undefined;
  let signature: Buffer | undefined;
  for (const entry of read.entries) {
    const path = entry.path.replace(/^\.\//, '');
    if (path.startsWith('/') || path.split('/').includes('..')) return { ok: false, error: BackupError.badPath };
    if (entry.type === 'directory') continue;
    const name = path.startsWith(sysupgradeConfigDir) ? path.slice(sysupgradeConfigDir.length) : undefined;
    if (path === sysupgradeManifestPath) manifestData = entry.data;
    else if (path === sysupgradeSignaturePath) signature = entry.data;
    else if (name !== undefined && isConfigName(name)) configs.set(name, entry.data);
    else if (name !== undefined) return { ok: false, error: BackupError.badPath };
    else skipped.push(path);
  }
  if (configs.size === 0) return { ok: false, error: BackupError.incomplete };
  if (manifestData === undefined) return stockFiles(configs, skipped);
  const manifest = parseManifest(manifestData);
  if (!manifest) return { ok: false, error: BackupError.corrupt };
  if (manifest.model !== expectedModel) return { ok: false, error: BackupError.wrongModel };
  const checked = checkFiles(configs, manifest);
  if (!checked.ok) return checked;
  return { ok: true, files: checked.files, stock: false, skipped, origin: backupOrigin(manifestData, signature, unitKey) };
}

function stockFiles(configs: Map<string, Buffer>, skipped: string[]): ReadSysupgradeResult {
  const files: Record<string, string> = {};
  const utf8 = new TextDecoder('utf-8', { fatal: true });
  try {
    for (const [name, data] of configs) files[name] = utf8.decode(data);
  } catch {
    return { ok: false, error: BackupError.corrupt };
  }
  return { ok: true, files, stock: true, skipped, origin: 'elsewhere' };
}
