import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { gunzipSync, gzipSync } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BackupArchive } from '@rc/contract/backup-archive';
import { configEntry, editHeader, gzipTar, manifestEntry, model } from './backup-test-kit';
import { createBackup } from './create-backup';
import { readBackup } from './read-backup';

const run = promisify(execFile);

const configs: Record<string, string> = {
  network: "\nconfig interface 'loopback'\n\toption device 'lo'\n\toption proto 'static'\n\toption ipaddr '127.0.0.1'\n",
  error: "config error 'x'\n",
  wireless: "config wifi-iface 'default_radio0'\n\toption ssid 'Café 路由器'\n\toption key 'it''s \"quoted\"'",
  system: 'config system\n\toption hostname ZBT-WE1626\r\n\n\n',
};
const meta = { model, version: 'V1.0.3 build 20261101', created: new Date('2026-11-20T08:00:00Z') };

describe('createBackup and readBackup', () => {
  it('round-trips config files byte for byte with their manifest', () => {
    const result = readBackup(createBackup(configs, meta), model);
    expect(result).toMatchObject({ ok: true, files: configs, manifest: { model, version: meta.version, created: '2026-11-20T08:00:00.000Z' } });
  });

  it('writes the same archive for the same files and time', () => {
    expect(createBackup(configs, meta)).toEqual(createBackup(configs, meta));
  });

  it('is a tar.gz that the system tar lists and extracts to the same bytes', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'rc-backup-'));
    try {
      await writeFile(path.join(dir, 'backup.tar.gz'), createBackup(configs, meta));
      const { stdout } = await run('tar', ['-tzf', 'backup.tar.gz'], { cwd: dir });
      expect(stdout.trim().split('\n')).toEqual(['manifest.json', 'config/error', 'config/network', 'config/system', 'config/wireless']);
      await run('tar', ['-xzf', 'backup.tar.gz'], { cwd: dir });
      expect(await readFile(path.join(dir, 'config/wireless'), 'utf8')).toBe(configs.wireless);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('accepts a backup repacked by GNU tar in ustar format, with its config/ folder entry', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'rc-backup-'));
    try {
      await writeFile(path.join(dir, 'in.tar.gz'), createBackup(configs, meta));
      await run('tar', ['-xzf', 'in.tar.gz'], { cwd: dir });
      await run('tar', ['--format=ustar', '-czf', 'out.tar.gz', 'manifest.json', 'config'], { cwd: dir });
      expect(readBackup(await readFile(path.join(dir, 'out.tar.gz')), model)).toMatchObject({ ok: true, files: configs });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('refuses to back up a file name outside the allow-list', () => {
    expect(() => createBackup({ '../passwd': 'x' }, meta)).toThrow(RangeError);
    expect(() => createBackup({}, meta)).toThrow(RangeError);
  });

  it('round-trips any set of config texts', () => {
    const name = fc.stringMatching(/^[a-z0-9][a-z0-9_-]{0,20}$/);
    const text = fc.string({ unit: 'binary', maxLength: 300 });
    fc.assert(
      fc.property(fc.dictionary(name, text, { minKeys: 1, maxKeys: 8 }), (files) => {
        expect(readBackup(createBackup(files, meta), model)).toMatchObject({ ok: true, files });
      }),
      { numRuns: 150 },
    );
  });
});

describe('readBackup refuses a bad restore file whole', () => {
  const good = { network: configs.network ?? '' };
  const entries = () => [manifestEntry(good), configEntry('config/network', good.network)];

  it('refuses a file that is not gzip, or whose gzip data is damaged', () => {
    expect(readBackup(Buffer.from('config system\n'), model)).toEqual({ ok: false, error: 'backup.corrupt' });
    const archive = createBackup(configs, meta);
    archive.writeUInt8((archive.readUInt8(archive.length >> 1) ^ 0x55), archive.length >> 1);
    expect(readBackup(archive, model)).toEqual({ ok: false, error: 'backup.corrupt' });
  });

  it('refuses a truncated download, cut in the gzip stream or in the tar inside it', () => {
    const archive = createBackup(configs, meta);
    expect(readBackup(archive.subarray(0, archive.length - 10), model)).toEqual({ ok: false, error: 'backup.truncated' });
    const tar = gunzipSync(archive);
    for (const cut of [100, 512, 1024 + 10, tar.length - 512]) {
      expect(readBackup(gzipSync(tar.subarray(0, cut)), model)).toEqual({ ok: false, error: 'backup.truncated' });
    }
  });

  it('refuses a backup of another model', () => {
    expect(readBackup(createBackup(configs, { ...meta, model: 'SL-Router' }), model)).toEqual({ ok: false, error: 'backup.wrongModel' });
  });

  it.each(['../etc/passwd', '/etc/passwd', 'config/../../etc/passwd', 'config/../manifest.json', 'etc/config/network', 'config/Network', 'config/sub/x'])(
    'refuses an archive holding the path %s',
    (badPath) => {
      const archive = gzipTar([manifestEntry(good), configEntry(badPath, 'root::0:0:root:/root:/bin/sh\n'), configEntry('config/network', good.network)]);
      expect(readBackup(archive, model)).toEqual({ ok: false, error: 'backup.badPath' });
    },
  );

  it('reads the ustar prefix field, and refuses a path smuggled through it', () => {
    const tar = gunzipSync(gzipTar(entries()));
    const split = editHeader(tar, 1, { prefix: 'config', name: 'network' });
    expect(readBackup(gzipSync(split), model)).toMatchObject({ ok: true, files: good });
    const smuggled = editHeader(tar, 1, { prefix: '../config', name: 'network' });
    expect(readBackup(gzipSync(smuggled), model)).toEqual({ ok: false, error: 'backup.badPath' });
  });

  it.each([
    ['a symbolic link', '2'],
    ['a hard link', '1'],
    ['a character device', '3'],
    ['a block device', '4'],
    ['a FIFO', '6'],
    ['a pax extended header', 'x'],
    ['a GNU long name', 'L'],
    ['a directory named like a config file', '5'],
  ])('refuses an archive whose config entry is %s', (_label, type) => {
    const empty = { network: '' };
    const tar = gunzipSync(gzipTar([manifestEntry(empty), configEntry('config/network', '')]));
    expect(readBackup(gzipSync(tar), model)).toMatchObject({ ok: true, files: empty });
    const crafted = editHeader(tar, 1, { type, linkname: '/etc/shadow' });
    expect(readBackup(gzipSync(crafted), model)).toEqual({ ok: false, error: 'backup.badPath' });
  });

  it('refuses a file whose checksum differs from the manifest', () => {
    const archive = gzipTar([manifestEntry(good), configEntry('config/network', `${good.network}config rogue\n`)]);
    expect(readBackup(archive, model)).toEqual({ ok: false, error: 'backup.badChecksum' });
  });

  it('refuses a file the manifest does not list, and a listed file that is missing', () => {
    const extra = gzipTar([...entries(), configEntry('config/firewall', 'config defaults\n')]);
    expect(readBackup(extra, model)).toEqual({ ok: false, error: 'backup.badChecksum' });
    const missing = gzipTar([manifestEntry({ ...good, firewall: 'x' }), configEntry('config/network', good.network)]);
    expect(readBackup(missing, model)).toEqual({ ok: false, error: 'backup.badChecksum' });
  });

  it('refuses an archive without a valid manifest', () => {
    expect(readBackup(gzipTar([configEntry('config/network', good.network)]), model)).toEqual({ ok: false, error: 'backup.corrupt' });
    const notJson = { path: 'manifest.json', data: Buffer.from('{model:') };
    expect(readBackup(gzipTar([notJson, configEntry('config/network', good.network)]), model)).toEqual({ ok: false, error: 'backup.corrupt' });
    expect(readBackup(gzipTar([manifestEntry(good, { model: '../x' }), configEntry('config/network', good.network)]), model)).toEqual({
      ok: false,
      error: 'backup.corrupt',
    });
  });

  it('refuses a name that appears twice', () => {
    const archive = gzipTar([...entries(), configEntry('config/network', 'config interface wan\n')]);
    expect(readBackup(archive, model)).toEqual({ ok: false, error: 'backup.corrupt' });
  });

  it('refuses a tar header with a bad checksum', () => {
    const tar = gunzipSync(gzipTar(entries()));
    tar.writeUInt8(tar.readUInt8(512 * 2 + 10) ^ 1, 512 * 2 + 10);
    expect(readBackup(gzipSync(tar), model)).toEqual({ ok: false, error: 'backup.corrupt' });
  });

  it('refuses entries over the size caps and a decompression bomb', () => {
    const tar = editHeader(gunzipSync(gzipTar(entries())), 1, { size: (BackupArchive.maxFileBytes + 1).toString(8).padStart(11, '0') });
    expect(readBackup(gzipSync(tar), model)).toEqual({ ok: false, error: 'backup.corrupt' });
    const big = Object.fromEntries(['a', 'b', 'c', 'd', 'e'].map((name) => [name, 'x'.repeat(BackupArchive.maxFileBytes)]));
    const bigEntries = [manifestEntry(big), ...Object.entries(big).map(([name, text]) => configEntry(`config/${name}`, text))];
    expect(readBackup(gzipTar(bigEntries), model)).toEqual({ ok: false, error: 'backup.corrupt' });
    expect(readBackup(gzipSync(Buffer.alloc(8 * 1024 * 1024)), model)).toEqual({ ok: false, error: 'backup.corrupt' });
  });

  it('never throws on a damaged archive and never answers other files than those backed up', () => {
    const tar = gunzipSync(createBackup(configs, meta));
    fc.assert(
      fc.property(fc.nat(tar.length - 1), fc.integer({ min: 1, max: 255 }), fc.nat(tar.length), (at, xor, cut) => {
        const damaged = Buffer.from(tar);
        damaged[at] = (damaged[at] ?? 0) ^ xor;
        const result = readBackup(gzipSync(damaged.subarray(0, cut)), model);
        if (result.ok) expect(result.files).toEqual(configs);
      }),
      { numRuns: 300 },
    );
  });
});
