// backup_download: the UCI files with a manifest, as a .tar.gz (format in contract/backup-archive).
import { createHash } from 'node:crypto';
import { BackupArchive, backupManifestSchema, isConfigName, type BackupManifest } from '@rc/contract/backup-archive';
import { signManifest } from './backup-signature';
import { writeTar, type TarFile } from './tar-write';

export interface BackupMeta {
  model: string;
  /** the running sysversion */
  version: string;
  created?: Date;
  /** the unit's backup key (factory/backup-key): the archive is signed with it; unsigned without */
  signingKey?: Uint8Array;
}

/**
 * Throws a RangeError for a name outside the allow-list or contents over the caps: the caller
 * passes the files of its own config folder, so either is a bug, not a user error.
 */
export function createBackup(files: Record<string, string>, meta: BackupMeta): Buffer {
  const { manifest, contents, created } = createBackupManifest(files, meta);
  const entries: TarFile[] = [
    ...manifestEntries(manifest, meta, BackupArchive.manifestName, BackupArchive.signatureName),
    ...contents.map(({ name, data }) => ({ path: `${BackupArchive.configDir}${name}`, data })),
  ];
  return zlib().gzipSync(writeTar(entries, Math.floor(created.getTime() / 1000)), { level: 9 });
}

/** The manifest of `files` and their bytes, checked against the caps. */
export function createBackupManifest(files: Record<string, string>, meta: BackupMeta): { manifest: BackupManifest; contents: Array<{ name: string; data: Buffer }>; created: Date } {
  const created = meta.created ?? new Date();
  const contents = encodeConfigFiles(files);
  const manifest: BackupManifest = backupManifestSchema().parse({
    format: BackupArchive.formatVersion,
    model: meta.model,
    version: meta.version,
    created: created.toISOString(),
    files: Object.fromEntries(contents.map(({ name, data }) => [name, sha256(data)])),
  });
  return { manifest, contents, created };
}

/** The manifest's entry and, with a key, its signature's entry beside it. */
export function manifestEntries(manifest: BackupManifest, meta: BackupMeta, manifestPath: string, signaturePath: string): TarFile[] {
  const data = Buffer.from(JSON.stringify(manifest, null, 2));
  const signed = meta.signingKey ? [{ path: signaturePath, data: signManifest(data, meta.signingKey) }] : [];
  return [{ path: manifestPath, data }, ...signed];
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

export function sha256(data: Uint8Array): string {
  return createHash('sha256').update(data).digest('hex');
}

// node:zlib costs 0.7 MB of resident memory from the moment it loads: only when a backup is made or read.
export const zlib = () => process.getBuiltinModule('node:zlib');
