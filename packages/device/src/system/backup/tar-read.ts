// A defensive ustar reader for uploaded backups: the archive comes from a browser, so every
// header is checked and anything but a regular file or a directory is refused outright
// (links, devices, FIFOs, pax and GNU extension headers that could rename the next entry).
import { BackupError } from '@rc/contract/backup-archive';
import { fieldOf, headerChecksum, paddedSize, TAR_BLOCK, TarType } from './tar-header';

export interface TarEntry {
  path: string;
  type: 'file' | 'directory';
  data: Buffer;
}

export interface TarLimits {
  maxEntries: number;
  maxEntryBytes: number;
  maxTotalBytes: number;
}

type TarError = typeof BackupError.corrupt | typeof BackupError.truncated | typeof BackupError.badPath;

export type TarReadResult = { ok: true; entries: TarEntry[] } | { ok: false; error: TarError };

type HeaderResult = { ok: true; path: string; type: TarEntry['type']; size: number } | { ok: false; error: TarError };

export function readTar(tar: Buffer, limits: TarLimits): TarReadResult {
  const entries: TarEntry[] = [];
  const seen = new Set<string>();
  let total = 0;
  for (let offset = 0; ; ) {
    if (offset + TAR_BLOCK > tar.length) return { ok: false, error: BackupError.truncated };
    const block = tar.subarray(offset, offset + TAR_BLOCK);
    if (isZero(block)) return endOfArchive(tar, offset, entries);
    const header = readHeader(block);
    if (!header.ok) return header;
    total += header.size;
    if (header.size > limits.maxEntryBytes || total > limits.maxTotalBytes) return { ok: false, error: BackupError.corrupt };
    // A second entry of the same name would silently replace the first when extracted.
    if (seen.has(header.path) || entries.length >= limits.maxEntries) return { ok: false, error: BackupError.corrupt };
    const dataStart = offset + TAR_BLOCK;
    offset = dataStart + paddedSize(header.size);
    if (offset > tar.length) return { ok: false, error: BackupError.truncated };
    seen.add(header.path);
    entries.push({ path: header.path, type: header.type, data: tar.subarray(dataStart, dataStart + header.size) });
  }
}

/** Two zero blocks end an archive; only zeros (tar's record padding) may follow them. */
function endOfArchive(tar: Buffer, offset: number, entries: TarEntry[]): TarReadResult {
  const rest = tar.subarray(offset);
  if (rest.length < 2 * TAR_BLOCK) return { ok: false, error: BackupError.truncated };
  return isZero(rest) ? { ok: true, entries } : { ok: false, error: BackupError.corrupt };
}

function readHeader(block: Buffer): HeaderResult {
  if (text(fieldOf(block, 'magic')).slice(0, 5) !== 'ustar') return { ok: false, error: BackupError.corrupt };
  if (readOctal(fieldOf(block, 'checksum')) !== headerChecksum(block)) return { ok: false, error: BackupError.corrupt };
  const size = readOctal(fieldOf(block, 'size'));
  if (size === undefined) return { ok: false, error: BackupError.corrupt };
  const type = entryType(text(fieldOf(block, 'type')));
  if (!type) return { ok: false, error: BackupError.badPath };
  if (type === 'directory' && size !== 0) return { ok: false, error: BackupError.corrupt };
  const path = entryPath(block);
  return path ? { ok: true, path, type, size } : { ok: false, error: BackupError.badPath };
}

function entryType(flag: string): TarEntry['type'] | undefined {
  if (flag === TarType.file || flag === TarType.oldFile) return 'file';
  return flag === TarType.directory ? 'directory' : undefined;
}

/** prefix/name as printable ASCII without spaces; undefined for any other byte. */
function entryPath(block: Buffer): string | undefined {
  const name = text(fieldOf(block, 'name'));
  const prefix = text(fieldOf(block, 'prefix'));
  const path = prefix ? `${prefix}/${name}` : name;
  return /^[\x21-\x7e]+$/.test(path) ? path : undefined;
}

/** A field's text up to its first NUL. */
function text(field: Uint8Array): string {
  const end = field.indexOf(0);
  return Buffer.from(field.subarray(0, end === -1 ? field.length : end)).toString('latin1');
}

// Octal digits padded by spaces or NULs; the base-256 form GNU tar uses for huge values is
// refused, as no backup entry comes near 8 GiB.
function readOctal(field: Uint8Array): number | undefined {
  const digits = Buffer.from(field).toString('latin1').replace(/^ +/, '').replace(/[ \0]+$/, '');
  return /^[0-7]{1,12}$/.test(digits) ? parseInt(digits, 8) : undefined;
}

function isZero(bytes: Uint8Array): boolean {
  return bytes.every((byte) => byte === 0);
}
