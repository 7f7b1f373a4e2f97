import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { unpackTar } from 'modern-tar';
import { afterEach, describe, expect, it } from 'vitest';
import { BackupArchive } from '@rc/contract/backup-archive';
import { loadBackupKey } from '../../factory/backup-key';
import { configEntries, gzipTar, manifestEntry, model, stockArchiveOf } from './backup-test-kit';
import { createBackup } from './create-backup';
import { readBackup } from './read-backup';

const files = {
  network: "config interface 'lan'\n\toption ipaddr '192.168.1.1'\n",
  system: "config system\n\toption hostname 'ZBT-WE1626'\n",
};
const unitKey = randomBytes(32);
const meta = { model, version: 'V1.0.3 build 20261101', created: new Date('2026-11-20T08:00:00Z'), signingKey: unitKey };

async function signatureOf(archive: Buffer): Promise<Uint8Array | undefined> {
  const entries = await unpackTar(gunzipSync(archive));
  return entries.find((entry) => entry.header.name === BackupArchive.signaturePath)?.data;
}

/** The archive's entries with one config file edited and the manifest's checksum recomputed; the signature kept as it was. */
async function forged(archive: Buffer, edit: (text: string) => string): Promise<Buffer> {
  const signature = await signatureOf(archive);
  if (!signature) throw new Error('unsigned');
  const edited = { ...files, system: edit(files.system) };
  return gzipTar([...configEntries(edited), manifestEntry(edited), { path: BackupArchive.signaturePath, data: signature }]);
}

describe('the unit signs its backups (issue 26)', () => {
  it("knows its own backup again: origin thisUnit with this unit's key", async () => {
    expect(await readBackup(await createBackup(files, meta), model, unitKey)).toMatchObject({ ok: true, files, origin: 'thisUnit' });
  });

  it('puts the signature beside the manifest, where sysupgrade -r puts it in /tmp', async () => {
    expect(await signatureOf(await createBackup(files, meta))).toEqual(expect.any(Uint8Array));
    expect(await signatureOf(await createBackup(files, { ...meta, signingKey: undefined }))).toBeUndefined();
  });

  it("calls the same backup made elsewhere under another unit's key, or with none", async () => {
    const archive = await createBackup(files, meta);
    expect(await readBackup(archive, model, randomBytes(32))).toMatchObject({ ok: true, origin: 'elsewhere' });
    expect(await readBackup(archive, model)).toMatchObject({ ok: true, origin: 'elsewhere' });
    expect(await readBackup(await createBackup(files, { ...meta, signingKey: undefined }), model, unitKey)).toMatchObject({ ok: true, origin: 'elsewhere' });
  });

  it('calls a backup made elsewhere once one byte of a file is edited and the checksum recomputed', async () => {
    const archive = await forged(await createBackup(files, meta), (text) => text.replace('ZBT-WE1626', 'ZBT-WE1627'));
    expect(await readBackup(archive, model, unitKey)).toMatchObject({ ok: true, origin: 'elsewhere', files: { system: expect.stringContaining('ZBT-WE1627') } });
  });

  it('calls a signature that is garbage or too long made elsewhere, never refusing or crashing on it', async () => {
    for (const data of [Buffer.from('hmac-sha256 zz\n'), Buffer.from(`hmac-sha256 ${'0'.repeat(64)}\n`), Buffer.alloc(200, 0x41)]) {
      const archive = await gzipTar([...configEntries(files), manifestEntry(files), { path: BackupArchive.signaturePath, data }]);
      expect(await readBackup(archive, model, unitKey)).toMatchObject({ ok: true, origin: 'elsewhere' });
    }
  });

  it('calls a stock OpenWrt archive, which names no unit at all, made elsewhere', async () => {
    expect(await readBackup(await stockArchiveOf(files), model, unitKey)).toMatchObject({ ok: true, files, manifest: undefined, origin: 'elsewhere' });
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
