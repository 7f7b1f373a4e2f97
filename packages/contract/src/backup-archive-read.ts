// Reads an uploaded backup (format in backup-archive.ts) into its config files, whole or not at
// all. Browser-safe (no node:*, no Buffer): the router build previews a restore in Chromium with it,
// the Node daemon restores with it. Gzip through the platform's DecompressionStream (zlib in Node,
// Chromium's own; it checks the CRC and length that fflate skips), tar through modern-tar (GNU
// long names, pax headers, checksums, truncation), SHA-256 through @noble/hashes (the router is
// served over plain http, where crypto.subtle does not exist). Nothing here writes anything.
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import { unpackTar, type TarHeader } from 'modern-tar';
import { BackupArchive, BackupError, backupManifestSchema, classifyBackupPath, type BackupAccountFile, type BackupErrorKey, type BackupManifest } from './backup-archive';

export type BackupReadResult =
  | {
      ok: true;
      files: Record<string, string>;
      /** ours: the manifest as read, and its exact bytes and signature for the unit to check */
      manifest?: { parsed: BackupManifest; bytes: Uint8Array; signature: Uint8Array | undefined };
      /** ours: the account files the manifest lists, checked against it (restored only when the unit knows its signature) */
      accounts: Partial<Record<BackupAccountFile, Uint8Array>>;
      /** paths the archive holds outside etc/config, never restored */
      skipped: string[];
    }
  | { ok: false; error: BackupErrorKey };

class Refusal extends Error {
  constructor(readonly key: BackupErrorKey) {
    super(key);
  }
}

/** `expectedModel`: an archive with a manifest must name it; a stock one names none. */
export async function readBackupArchive(archive: Uint8Array, expectedModel: string): Promise<BackupReadResult> {
  try {
    const skipped: string[] = [];
    const sorted = sortEntries(await untar(await gunzip(archive), skipped));
    if (sorted.configs.size === 0) return { ok: false, error: BackupError.incomplete };
    if (!sorted.manifest) {
      // Without a manifest nothing vouches for them: restored by nothing.
      skipped.push(...Object.keys(sorted.accounts).map((name) => `${BackupArchive.accountDir}${name}`));
      return { ok: true, files: decodeAll(sorted.configs), accounts: {}, skipped };
    }
    const parsed = parseManifest(sorted.manifest);
    if (parsed.model !== expectedModel) return { ok: false, error: BackupError.wrongModel };
    const files = checkFiles(sorted.configs, parsed);
    checkAccounts(sorted.accounts, parsed);
    return { ok: true, files, accounts: sorted.accounts, manifest: { parsed, bytes: sorted.manifest, signature: sorted.signature }, skipped };
  } catch (err) {
    if (err instanceof Refusal) return { ok: false, error: err.key };
    throw err;
  }
}

/** The SHA-256 of `data` in lower-case hex, as the manifest lists it. */
export function sha256Hex(data: Uint8Array): string {
  return bytesToHex(sha256(data));
}

async function gunzip(archive: Uint8Array): Promise<Uint8Array> {
  if (archive.length > BackupArchive.maxUploadBytes || archive[0] !== 0x1f || archive[1] !== 0x8b) throw new Refusal(BackupError.corrupt);
  const reader = new Blob([archive.slice()]).stream().pipeThrough(new DecompressionStream('gzip')).getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  try {
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      length += read.value.length;
      // Stop inflating a bomb as soon as it passes the cap, not after.
      if (length > BackupArchive.maxTarBytes) throw new Refusal(BackupError.corrupt);
      chunks.push(read.value);
    }
  } catch (err) {
    void reader.cancel().catch(() => undefined);
    if (err instanceof Refusal) throw err;
    // Node's zlib says 'unexpected end of file' (Z_BUF_ERROR), Chromium 'Compressed input was truncated'.
    throw new Refusal(/unexpected end|truncated/i.test(String((err as Error).message)) ? BackupError.truncated : BackupError.corrupt);
  }
  return concat(chunks, length);
}

interface TarFile {
  path: string;
  data: Uint8Array | undefined;
}

/** Every entry checked as its header is read; only the entries we read are buffered, the other files' paths go to `skipped`. */
async function untar(tar: Uint8Array, skipped: string[]): Promise<TarFile[]> {
  const paths = new Set<string>();
  const filter = (header: TarHeader): boolean => {
    const path = header.name.replace(/^(\.\/)+/, '').replace(/\/+$/, '');
    // A second entry of the same path (./ or not) would silently replace the first when extracted.
    if (paths.has(path) || paths.size >= BackupArchive.maxEntries) throw new Refusal(BackupError.corrupt);
    paths.add(path);
    const read = isRead(header);
    if (!read && header.type !== 'directory') skipped.push(path);
    return read;
  };
  try {
    const entries = await unpackTar(tar, { strict: true, filter });
    return entries.map(({ header, data }) => ({ path: header.name, data }));
  } catch (err) {
    if (err instanceof Refusal) throw err;
    throw new Refusal(/truncated/i.test(String((err as Error).message)) ? BackupError.truncated : BackupError.corrupt);
  }
}

/** Whether the entry is one we read (a config file, the manifest, the signature); refuses a bad one. */
function isRead(header: TarHeader): boolean {
  const directory = header.type === 'directory';
  const kind = classifyBackupPath(directory ? header.name.replace(/\/+$/, '') : header.name);
  if (!kind) throw new Refusal(BackupError.badPath);
  if (kind.kind === 'other') return false;
  // A link, device, FIFO or directory where a file is read: never follow or create it.
  if (header.type !== 'file') throw new Refusal(BackupError.badPath);
  const cap = kind.kind === 'config' ? BackupArchive.maxFileBytes : kind.kind === 'signature' ? BackupArchive.maxSignatureBytes : BackupArchive.maxManifestBytes;
  if (header.size > cap) throw new Refusal(BackupError.corrupt);
  return true;
}

interface SortedEntries {
  manifest: Uint8Array | undefined;
  signature: Uint8Array | undefined;
  configs: Map<string, Uint8Array>;
  accounts: Partial<Record<BackupAccountFile, Uint8Array>>;
}

function sortEntries(entries: TarFile[]): SortedEntries {
  const sorted: SortedEntries = { manifest: undefined, signature: undefined, configs: new Map(), accounts: {} };
  let total = 0;
  for (const { path, data } of entries) {
    const kind = classifyBackupPath(path);
    const bytes = data ?? new Uint8Array(0);
    if (kind?.kind === 'manifest') sorted.manifest = bytes;
    else if (kind?.kind === 'signature') sorted.signature = bytes;
    else if (kind?.kind === 'account') sorted.accounts[kind.name] = bytes;
    else if (kind?.kind === 'config') {
      total += bytes.length;
      sorted.configs.set(kind.name, bytes);
    }
  }
  if (total > BackupArchive.maxTotalBytes || sorted.configs.size > BackupArchive.maxFiles) throw new Refusal(BackupError.corrupt);
  return sorted;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

function parseManifest(data: Uint8Array): BackupManifest {
  let json: unknown;
  try {
    json = JSON.parse(utf8.decode(data));
  } catch {
    throw new Refusal(BackupError.corrupt);
  }
  const parsed = backupManifestSchema().safeParse(json);
  if (!parsed.success) throw new Refusal(BackupError.corrupt);
  return parsed.data;
}

/** The archive's config files must be exactly the manifest's, each with its checksum. */
function checkFiles(configs: Map<string, Uint8Array>, manifest: BackupManifest): Record<string, string> {
  const listed = Object.entries(manifest.files);
  if (listed.length === 0) throw new Refusal(BackupError.corrupt);
  if (listed.length !== configs.size) throw new Refusal(BackupError.badChecksum);
  for (const [name, checksum] of listed) {
    const data = configs.get(name);
    if (!data || sha256Hex(data) !== checksum) throw new Refusal(BackupError.badChecksum);
  }
  return decodeAll(configs);
}

/** The archive's account files must be exactly the manifest's, each with its checksum. */
function checkAccounts(accounts: Partial<Record<BackupAccountFile, Uint8Array>>, manifest: BackupManifest): void {
  const listed = Object.entries(manifest.accounts ?? {});
  if (listed.length !== Object.keys(accounts).length) throw new Refusal(BackupError.badChecksum);
  for (const [name, checksum] of listed) {
    const data = accounts[name as BackupAccountFile];
    if (!data || sha256Hex(data) !== checksum) throw new Refusal(BackupError.badChecksum);
  }
}

function decodeAll(configs: Map<string, Uint8Array>): Record<string, string> {
  const files: Record<string, string> = {};
  try {
    for (const [name, data] of [...configs].sort(([a], [b]) => (a < b ? -1 : 1))) files[name] = utf8.decode(data);
  } catch {
    throw new Refusal(BackupError.corrupt);
  }
  return files;
}

function concat(chunks: Uint8Array[], length: number): Uint8Array {
  const out = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}
