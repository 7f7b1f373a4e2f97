// Builds hand-crafted archives for the restore tests: what an attacker could upload.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { BackupArchive } from '@rc/contract/backup-archive';
import { sha256Hex } from '@rc/contract/backup-archive-read';
import { gzipArchive, type ArchiveFile } from './create-backup';

export const model = 'ZBT-WE1626';
const TAR_BLOCK = 512;
const mtime = new Date(1_790_000_000_000);

export function manifestEntry(files: Record<string, string>, overrides: object = {}): ArchiveFile {
  const manifest = {
    format: BackupArchive.formatVersion,
    model,
    version: 'V1.0.3 build 20261101',
    created: '2026-11-20T08:00:00.000Z',
    files: Object.fromEntries(Object.entries(files).map(([name, text]) => [name, sha256Hex(Buffer.from(text))])),
    ...overrides,
  };
  return { path: BackupArchive.manifestPath, data: Buffer.from(JSON.stringify(manifest)) };
}

export function configEntry(path: string, text: string): ArchiveFile {
  return { path, data: Buffer.from(text) };
}

/** `etc/config/<name>` of each file. */
export function configEntries(files: Record<string, string>): ArchiveFile[] {
  return Object.entries(files).map(([name, text]) => configEntry(`${BackupArchive.configDir}${name}`, text));
}

export function gzipTar(entries: ArchiveFile[]): Promise<Buffer> {
  return gzipArchive(entries, mtime);
}

/** An archive of these files with a manifest that vouches for them, as an attacker would build it. */
export function archiveOf(files: Record<string, string>): Promise<Buffer> {
  return gzipTar([...configEntries(files), manifestEntry(files)]);
}

/** A stock OpenWrt archive of these files: etc/config/* alone, no manifest. */
export function stockArchiveOf(files: Record<string, string>): Promise<Buffer> {
  return gzipTar(configEntries(files));
}

/** The archives GNU tar made in the layout of sysupgrade -b (fixtures/archives/make-archives.sh). */
export function stockFixture(format: 'gnu' | 'pax'): Buffer {
  return readFileSync(path.join(import.meta.dirname, `fixtures/archives/stock-${format}.tar.gz`));
}

const HEADER_FIELDS = { name: [0, 100], size: [124, 12], type: [156, 1], linkname: [157, 100], prefix: [345, 155] } as const;

/** Rewrites header fields of the entry at `index` and fixes its checksum, as a crafted archive would. */
export function editHeader(tar: Buffer, index: number, fields: Partial<Record<'type' | 'linkname' | 'size' | 'name' | 'prefix', string>>): Buffer {
  const copy = Buffer.from(tar);
  const block = copy.subarray(headerOffset(copy, index), headerOffset(copy, index) + TAR_BLOCK);
  for (const [name, value] of Object.entries(fields)) {
    const [offset, length] = HEADER_FIELDS[name as keyof typeof fields];
    block.fill(0, offset, offset + length);
    block.write(value, offset, 'latin1');
  }
  block.fill(0x20, 148, 156);
  const sum = block.reduce((total, byte) => total + byte, 0);
  block.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 'latin1');
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
