// Builds hand-crafted archives for the restore tests: what an attacker could upload.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { BackupArchive } from '@rc/contract/backup-archive';
import { sha256 } from './create-backup';
import { fieldOf, headerChecksum, TAR_BLOCK } from './tar-header';
import { writeTar, type TarFile } from './tar-write';

export const model = 'ZBT-WE1626';

export function manifestEntry(files: Record<string, string>, overrides: object = {}): TarFile {
  const manifest = {
    format: BackupArchive.formatVersion,
    model,
    version: 'V1.0.3 build 20261101',
    created: '2026-11-20T08:00:00.000Z',
    files: Object.fromEntries(Object.entries(files).map(([name, text]) => [name, sha256(Buffer.from(text))])),
    ...overrides,
  };
  return { path: BackupArchive.manifestName, data: Buffer.from(JSON.stringify(manifest)) };
}

export function configEntry(path: string, text: string): TarFile {
  return { path, data: Buffer.from(text) };
}

export function gzipTar(entries: TarFile[]): Buffer {
  return gzipSync(writeTar(entries, 1_790_000_000));
}

/** Rewrites header fields of the entry at `index` and fixes its checksum, as a crafted archive would. */
export function editHeader(tar: Buffer, index: number, fields: Partial<Record<'type' | 'linkname' | 'size' | 'name' | 'prefix', string>>): Buffer {
  const copy = Buffer.from(tar);
  const block = copy.subarray(headerOffset(copy, index), headerOffset(copy, index) + TAR_BLOCK);
  for (const [name, value] of Object.entries(fields)) {
    const field = fieldOf(block, name as keyof typeof fields);
    field.fill(0);
    field.set(Buffer.from(value, 'latin1'));
  }
  fieldOf(block, 'checksum').set(Buffer.from(`${headerChecksum(block).toString(8).padStart(6, '0')}\0 `));
  return copy;
}

function headerOffset(tar: Buffer, index: number): number {
  let offset = 0;
  for (let i = 0; i < index; i++) {
    const size = parseInt(tar.subarray(offset + 124, offset + 135).toString('latin1'), 8);
    offset += TAR_BLOCK + Math.ceil(size / TAR_BLOCK) * TAR_BLOCK;
  }
  return offset;
}

/** A stock OpenWrt router with LuCI: the five base files and the services' shipped ones (fixtures/stock/README.md). */
export function stockFiles(): Record<string, string> {
  return { ...configFixtures(path.join(import.meta.dirname, '../../uci/fixtures/defaults')), ...configFixtures(path.join(import.meta.dirname, 'fixtures/stock')) };
}

function configFixtures(dir: string): Record<string, string> {
  const names = readdirSync(dir).filter((name) => /^[a-z0-9]+$/.test(name));
  return Object.fromEntries(names.map((name) => [name, readFileSync(path.join(dir, name), 'utf8')]));
}

/** An archive of these files with a manifest that vouches for them, as an attacker would build it. */
export function archiveOf(files: Record<string, string>): Buffer {
  return gzipTar([manifestEntry(files), ...Object.entries(files).map(([name, text]) => configEntry(`config/${name}`, text))]);
}
