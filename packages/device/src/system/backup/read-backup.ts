// restore_upload: accepts a backup whole or not at all (spec 4; format in contract/backup-archive).
// Nothing here touches the disk; the caller writes the files only on success.
import {
  BackupArchive,
  BackupError,
  backupManifestSchema,
  classifyBackupPath,
  type BackupErrorKey,
  type BackupManifest,
  type BackupOrigin,
} from '@rc/contract/backup-archive';
import { backupOrigin } from './backup-signature';
import { sha256 } from './create-backup';
import { TAR_BLOCK } from './tar-header';
import { readTar, type TarEntry } from './tar-read';

export type ReadBackupResult =
  | { ok: true; files: Record<string, string>; manifest: BackupManifest; origin: BackupOrigin }
  | { ok: false; error: BackupErrorKey };

type Failure = { ok: false; error: BackupErrorKey };

const MAX_ENTRIES = BackupArchive.maxFiles + 3;
const MAX_DATA_BYTES = BackupArchive.maxTotalBytes + BackupArchive.maxManifestBytes + BackupArchive.maxSignatureBytes;
// Every entry's header and padding, the end blocks, and GNU tar's 10 KiB record padding.
export const MAX_TAR_BYTES = MAX_DATA_BYTES + (MAX_ENTRIES * 2 + 2) * TAR_BLOCK + 10240;
const utf8 = new TextDecoder('utf-8', { fatal: true });

/** `unitKey`: this unit's backup key, which tells its own archives (origin thisUnit) from others. */
export function readBackup(archive: Uint8Array, expectedModel: string, unitKey?: Uint8Array): ReadBackupResult {
  const tar = gunzip(archive);
  if (!Buffer.isBuffer(tar)) return tar;
  const read = readTar(tar, { maxEntries: MAX_ENTRIES, maxEntryBytes: BackupArchive.maxFileBytes, maxTotalBytes: MAX_DATA_BYTES });
  if (!read.ok) return read;
  const sorted = sortEntries(read.entries);
  if (!sorted.ok) return sorted;
  const manifest = parseManifest(sorted.manifest);
  if (!manifest) return { ok: false, error: BackupError.corrupt };
  if (manifest.model !== expectedModel) return { ok: false, error: BackupError.wrongModel };
  const checked = checkFiles(sorted.configs, manifest);
  if (!checked.ok) return checked;
  return { ok: true, files: checked.files, manifest, origin: backupOrigin(sorted.manifest, sorted.signature, unitKey) };
}

export function gunzip(archive: Uint8Array): Buffer | Failure {
  if (archive.length > BackupArchive.maxUploadBytes || archive[0] !== 0x1f || archive[1] !== 0x8b) {
    return { ok: false, error: BackupError.corrupt };
  }
  try {
    return zlib().gunzipSync(archive, { maxOutputLength: MAX_TAR_BYTES });
  } catch (err) {
    const truncated = (err as NodeJS.ErrnoException).code === 'Z_BUF_ERROR';
    return { ok: false, error: truncated ? BackupError.truncated : BackupError.corrupt };
  }
}

interface SortedEntries {
  ok: true;
  manifest: Buffer;
  signature: Buffer | undefined;
  configs: Map<string, Buffer>;
}

function sortEntries(entries: TarEntry[]): SortedEntries | Failure {
  let manifest: Buffer | undefined;
  let signature: Buffer | undefined;
  const configs = new Map<string, Buffer>();
  for (const entry of entries) {
    const kind = classifyBackupPath(entry.path);
    if (!kind || (kind.kind === 'configDir') !== (entry.type === 'directory')) return { ok: false, error: BackupError.badPath };
    if (kind.kind === 'manifest') manifest = entry.data;
    if (kind.kind === 'signature') signature = entry.data;
    if (kind.kind === 'config') configs.set(kind.name, entry.data);
  }
  return manifest ? { ok: true, manifest, signature, configs } : { ok: false, error: BackupError.corrupt };
}

export function parseManifest(data: Buffer): BackupManifest | undefined {
  if (data.length > BackupArchive.maxManifestBytes) return undefined;
  try {
    const parsed = backupManifestSchema().safeParse(JSON.parse(utf8.decode(data)));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** The archive's config files must be exactly the manifest's, each with its checksum. */
export function checkFiles(configs: Map<string, Buffer>, manifest: BackupManifest): { ok: true; files: Record<string, string> } | Failure {
  const listed = Object.entries(manifest.files);
  const total = [...configs.values()].reduce((sum, data) => sum + data.length, 0);
  if (listed.length === 0 || total > BackupArchive.maxTotalBytes) return { ok: false, error: BackupError.corrupt };
  if (listed.length !== configs.size) return { ok: false, error: BackupError.badChecksum };
  const files: Record<string, string> = {};
  for (const [name, checksum] of listed) {
    const data = configs.get(name);
    if (!data || sha256(data) !== checksum) return { ok: false, error: BackupError.badChecksum };
    const text = decodeUtf8(data);
    if (text === undefined) return { ok: false, error: BackupError.corrupt };
    files[name] = text;
  }
  return { ok: true, files };
}

function decodeUtf8(data: Buffer): string | undefined {
  try {
    return utf8.decode(data);
  } catch {
    return undefined;
  }
}

// node:zlib costs 0.7 MB of resident memory from the moment it loads: only when a backup is made or read.
const zlib = () => process.getBuiltinModule('node:zlib');
