import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { loadBackupKey } from '../../factory/backup-key';
import { configEntry, gzipTar, manifestEntry, model } from './backup-test-kit';
import { createBackup } from './create-backup';
import { readBackup } from './read-backup';
import { readTar } from './tar-read';
import { writeTar } from './tar-write';
import { createSysupgradeBackup, readSysupgradeBackup } from './sysupgrade-backup';

const files = {
  network: "config interface 'lan'\n\toption ipaddr '192.168.1.1'\n",
  system: "config system\n\toption hostname 'ZBT-WE1626'\n",
};
const unitKey = randomBytes(32);
const meta = { model, version: 'V1.0.3 build 20261101', created: new Date('2026-11-20T08:00:00Z'), signingKey: unitKey };

/** The archive's entries with one config file edited and the manifest's checksum recomputed; the signature kept as it was. */
function forged(archive: Buffer, edit: (text: string) => string): Buffer {
  const read = readTar(gunzipSync(archive), { maxEntries: 16, maxEntryBytes: 1 << 20, maxTotalBytes: 1 << 20 });
  if (!read.ok) throw new Error(read.error);
  const signature = read.entries.find((entry) => entry.path === 'manifest.sig');
  if (!signature) throw new Error('unsigned');
  const edited = { ...files, system: edit(files.system) };
  return gzipTar([manifestEntry(edited), { path: 'manifest.sig', data: signature.data }, ...Object.entries(edited).map(([name, text]) => configEntry(`config/${name}`, text))]);
}

describe('the unit signs its backups (issue 26)', () => {
  it("knows its own backup again: origin thisUnit with this unit's key", () => {
    expect(readBackup(createBackup(files, meta), model, unitKey)).toMatchObject({ ok: true, files, origin: 'thisUnit' });
  });

  it("calls the same backup made elsewhere under another unit's key, or with none", () => {
    const archive = createBackup(files, meta);
    expect(readBackup(archive, model, randomBytes(32))).toMatchObject({ ok: true, origin: 'elsewhere' });
    expect(readBackup(archive, model)).toMatchObject({ ok: true, origin: 'elsewhere' });
    expect(readBackup(createBackup(files, { ...meta, signingKey: undefined }), model, unitKey)).toMatchObject({ ok: true, origin: 'elsewhere' });
  });

  it('calls a backup made elsewhere once one byte of a file is edited and the checksum recomputed', () => {
    const archive = forged(createBackup(files, meta), (text) => text.replace('ZBT-WE1626', 'ZBT-WE1627'));
    expect(readBackup(archive, model, unitKey)).toMatchObject({ ok: true, origin: 'elsewhere', files: { system: expect.stringContaining('ZBT-WE1627') } });
  });

  it('calls a signature that is garbage or too long made elsewhere, never refusing or crashing on it', () => {
    for (const data of [Buffer.from('hmac-sha256 zz\n'), Buffer.from(`hmac-sha256 ${'0'.repeat(64)}\n`), Buffer.alloc(200, 0x41)]) {
      const archive = gzipTar([manifestEntry(files), { path: 'manifest.sig', data }, ...Object.entries(files).map(([name, text]) => configEntry(`config/${name}`, text))]);
      expect(readBackup(archive, model, unitKey)).toMatchObject({ ok: true, origin: 'elsewhere' });
    }
  });

  it('signs the sysupgrade -b format too, beside etc/routerd-backup.json', () => {
    const archive = createSysupgradeBackup(files, meta);
    expect(readSysupgradeBackup(archive, model, unitKey)).toMatchObject({ ok: true, origin: 'thisUnit', skipped: [] });
    expect(readSysupgradeBackup(archive, model, randomBytes(32))).toMatchObject({ ok: true, origin: 'elsewhere' });
    const read = readTar(gunzipSync(archive), { maxEntries: 16, maxEntryBytes: 1 << 20, maxTotalBytes: 1 << 20 });
    const paths = read.ok ? read.entries.map((entry) => entry.path) : [];
    expect(paths).toEqual(['etc/config/network', 'etc/config/system', 'etc/routerd-backup.json', 'etc/routerd-backup.sig']);
    // A stock OpenWrt archive names no unit at all.
    const stock = gzipSync(writeTar(Object.entries(files).map(([name, text]) => configEntry(`etc/config/${name}`, text)), 1_790_000_000));
    expect(readSysupgradeBackup(stock, model, unitKey)).toMatchObject({ ok: true, stock: true, origin: 'elsewhere' });
  });
});

describe('the backup key', () => {
  let dir: string;
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('is made once, readable by the daemon alone, and the same at every later start', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'rc-backup-key-'));
    const file = path.join(dir, 'backup-key');
    const key = await loadBackupKey(file);
    expect(key).toHaveLength(32);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(await loadBackupKey(file)).toEqual(key);
    expect(await loadBackupKey(path.join(dir, 'other'))).not.toEqual(key);
  });

  it('refuses to start on a key file that holds no key rather than sign with a new one', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'rc-backup-key-'));
    const file = path.join(dir, 'backup-key');
    await writeFile(file, 'not a key\n');
    await expect(loadBackupKey(file)).rejects.toThrow(/holds no backup key/);
    expect(await readFile(file, 'utf8')).toBe('not a key\n');
  });
});
