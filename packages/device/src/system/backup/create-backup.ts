// backup_download: the UCI files as `sysupgrade -b` packs them, with our manifest and signature
// (format in contract/backup-archive), as a .tar.gz.
import { BackupArchive, backupManifestSchema, isConfigName, type BackupAccountFile, type BackupManifest } from '@rc/contract/backup-archive';
import { sha256Hex } from '@rc/contract/backup-archive-read';
import { signManifest } from './backup-signature';
import { tarArchive, type ArchiveFile } from '@rc/core/backup/pack-archive';

export type { ArchiveFile } from '@rc/core/backup/pack-archive';

export interface BackupMeta {
  model: string;
  /** the running sysversion */
  version: string;
  created?: Date;
  /** the unit's backup key (factory/backup-key): the archive is signed with it; unsigned without */
  signingKey?: Uint8Array;
  /** the account files (contract backupAccountFiles), as sysupgrade -b carries /etc/shadow */
  accounts?: Partial<Record<BackupAccountFile, Uint8Array>>;
}

/**
 * Throws a RangeError for a name outside the allow-list or contents over the caps: the caller
 * passes the files of its own config folder, so either is a bug, not a user error.
 */
export async function createBackup(files: Record<string, string>, meta: BackupMeta): Promise<Buffer> {
  const created = meta.created ?? new Date();
  const contents = encodeConfigFiles(files);
  const accounts = Object.entries(meta.accounts ?? {}).sort(([a], [b]) => (a < b ? -1 : 1));
  const manifest: BackupManifest = backupManifestSchema().parse({
    format: BackupArchive.formatVersion,
    model: meta.model,
    version: meta.version,
    created: created.toISOString(),
    files: Object.fromEntries(contents.map(({ name, data }) => [name, sha256Hex(data)])),
    ...(accounts.length > 0 ? { accounts: Object.fromEntries(accounts.map(([name, data]) => [name, sha256Hex(data)])) } : {}),
  });
  const manifestData = Buffer.from(JSON.stringify(manifest, null, 2));
  const signed = meta.signingKey ? [{ path: BackupArchive.signaturePath, data: signManifest(manifestData, meta.signingKey) }] : [];
  return gzipArchive(
    [
      ...contents.map(({ name, data }) => ({ path: `${BackupArchive.configDir}${name}`, data })),
      ...accounts.map(([name, data]) => ({ path: `${BackupArchive.accountDir}${name}`, data })),
      { path: BackupArchive.manifestPath, data: manifestData },
      ...signed,
    ],
    created,
  );
}

/** A tar.gz of the files (pack-archive.ts): the same files give the same archive. */
export async function gzipArchive(files: readonly ArchiveFile[], mtime: Date): Promise<Buffer> {
  return zlib().gzipSync(await tarArchive(files, mtime), { level: 9 });
}

function encodeConfigFiles(files: Record<string, string>): Array<{ name: string; data: Buffer }> {
  const names = Object.keys(files).sort();
  if (names.length === 0 || names.length > BackupArchive.maxFiles) throw new RangeError(`a backup holds 1-${BackupArchive.maxFiles} config files`);
  const contents = names.map((name) => {
    if (!isConfigName(name)) throw new RangeError(`${JSON.stringify(name)} is not a config file name`);
    const data = Buffer.from(files[name] ?? '', 'utf8');
    if (data.length > BackupArchive.maxFileBytes) throw new RangeError(`config ${name} is over ${BackupArchive.maxFileBytes} bytes`);
    return { name, data };
  });
  const total = contents.reduce((sum, { data }) => sum + data.length, 0);
  if (total > BackupArchive.maxTotalBytes) throw new RangeError(`config files are over ${BackupArchive.maxTotalBytes} bytes`);
  return contents;
}

// node:zlib costs 0.7 MB of resident memory from the moment it loads: only when a backup is made.
const zlib = () => process.getBuiltinModule('node:zlib');
