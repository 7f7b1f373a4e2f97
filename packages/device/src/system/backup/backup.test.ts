import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { gunzipSync, gzipSync } from 'node:zlib';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BackupArchive } from '@rc/contract/backup-archive';
import { configEntries, configEntry, editHeader, gzipTar, manifestEntry, model, stockFiles, stockFixture } from './backup-test-kit';
import { createBackup } from './create-backup';
import { readBackup } from './read-backup';
import { needsReference, openwrtReference } from '../../../test-support/openwrt-reference';

const run = promisify(execFile);

const configs: Record<string, string> = {
  network: "\nconfig interface 'loopback'\n\toption device 'lo'\n\toption proto 'static'\n\toption ipaddr '127.0.0.1'\n",
  error: "config error 'x'\n",
  wireless: "config wifi-iface 'default_radio0'\n\toption ssid 'Café 路由器'\n\toption key 'it''s \"quoted\"'",
  system: 'config system\n\toption hostname ZBT-WE1626\r\n\n\n',
};
const meta = { model, version: 'V1.0.3 build 20261101', created: new Date('2026-11-20T08:00:00Z') };
const stockConfigs = ['dhcp', 'dropbear', 'firewall', 'network', 'rpcd', 'system', 'uhttpd', 'wireless'];
const stockSkipped = [
  'etc/crontabs/root',
  'etc/dropbear/authorized_keys',
  'etc/dropbear/dropbear_ed25519_host_key',
  'etc/group',
  'etc/luci-uploads/cbid.openvpn.sample_client.ca.a-certificate-name-long-enough-to-need-a-gnu-or-pax-long-name-header.crt',
  'etc/luci-uploads/证书.crt',
  'etc/openvpn/client.crt',
  'etc/passwd',
  'etc/ppp/resolv.conf',
  'etc/rc.local',
  'etc/shadow',
  'etc/sysupgrade.conf',
];

describe('createBackup and readBackup', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'rc-backup-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('round-trips config files byte for byte with their manifest', async () => {
    const result = await readBackup(await createBackup(configs, meta), model);
    expect(result).toMatchObject({ ok: true, files: configs, manifest: { model, version: meta.version, created: '2026-11-20T08:00:00.000Z' }, skipped: [] });
  });

  it('writes the same archive for the same files and time', async () => {
    expect(await createBackup(configs, meta)).toEqual(await createBackup(configs, meta));
  });

  it("is sysupgrade -b's layout: the system tar lists etc/config/* and extracts the same bytes, the manifest under tmp/", async () => {
    await writeFile(path.join(dir, 'backup.tar.gz'), await createBackup(configs, meta));
    const { stdout } = await run('tar', ['-tzf', 'backup.tar.gz'], { cwd: dir });
    expect(stdout.trim().split('\n')).toEqual(['etc/config/error', 'etc/config/network', 'etc/config/system', 'etc/config/wireless', 'tmp/routerd-backup/manifest.json']);
    // What sysupgrade -r runs: tar -C / -xzf <file>.
    await run('tar', ['-C', dir, '-xzf', 'backup.tar.gz'], { cwd: dir });
    expect(await readFile(path.join(dir, 'etc/config/wireless'), 'utf8')).toBe(configs.wireless);
  });

  it.each(['ustar', 'gnu', 'pax'])('accepts a backup repacked by GNU tar --format=%s, folder entries and ./ included', async (format) => {
    await writeFile(path.join(dir, 'in.tar.gz'), await createBackup(configs, meta));
    await run('tar', ['-xzf', 'in.tar.gz'], { cwd: dir });
    await run('tar', [`--format=${format}`, '-czf', 'out.tar.gz', './etc', './tmp'], { cwd: dir });
    expect(await readBackup(await readFile(path.join(dir, 'out.tar.gz')), model)).toMatchObject({ ok: true, files: configs, skipped: [] });
  });

  it('refuses to back up a file name outside the allow-list', async () => {
    await expect(createBackup({ '../passwd': 'x' }, meta)).rejects.toThrow(RangeError);
    await expect(createBackup({}, meta)).rejects.toThrow(RangeError);
  });

  it('round-trips any set of config texts', async () => {
    const name = fc.stringMatching(/^[a-z0-9][a-z0-9_-]{0,20}$/);
    const text = fc.string({ unit: 'binary', maxLength: 300 });
    await fc.assert(
      fc.asyncProperty(fc.dictionary(name, text, { minKeys: 1, maxKeys: 8 }), async (files) => {
        expect(await readBackup(await createBackup(files, meta), model)).toMatchObject({ ok: true, files });
      }),
      { numRuns: 100 },
    );
  });
});

describe('a stock OpenWrt backup (sysupgrade -b), as GNU tar packs it', () => {
  it.skipIf(!openwrtReference).each(['gnu', 'pax'] as const)(needsReference('reads etc/config/* of the --format=%s archive and skips every other file, the long-named, non-ASCII and linked ones too'), async (format) => {
    const read = await readBackup(stockFixture(format), model, Buffer.alloc(32, 1));
    if (!read.ok) throw new Error(read.error);
    expect(read).toMatchObject({ origin: 'elsewhere', manifest: undefined, skipped: stockSkipped });
    expect(Object.keys(read.files)).toEqual(stockConfigs);
    const stock = stockFiles();
    for (const name of stockConfigs) expect(read.files[name]).toBe(stock[name]);
  });

  it('reads an archive of etc/config/* alone, made by the machine tar from a file list as sysupgrade -b does', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'rc-backup-'));
    try {
      await mkdir(path.join(dir, 'etc/config'), { recursive: true });
      for (const [name, text] of Object.entries(configs)) await writeFile(path.join(dir, 'etc/config', name), text);
      await writeFile(path.join(dir, 'list'), Object.keys(configs).map((name) => `etc/config/${name}\n`).join(''));
      await run('tar', ['-czf', 'backup.tar.gz', '-T', 'list'], { cwd: dir });
      expect(await readBackup(await readFile(path.join(dir, 'backup.tar.gz')), model)).toMatchObject({ ok: true, files: configs, manifest: undefined, origin: 'elsewhere' });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('readBackup refuses a bad restore file whole', () => {
  const good = { network: configs.network ?? '' };
  const entries = () => [...configEntries(good), manifestEntry(good)];

  it('refuses a file that is not gzip, or whose gzip data is damaged', async () => {
    expect(await readBackup(Buffer.from('config system\n'), model)).toEqual({ ok: false, error: 'backup.corrupt' });
    const archive = await createBackup(configs, meta);
    archive.writeUInt8(archive.readUInt8(archive.length >> 1) ^ 0x55, archive.length >> 1);
    expect(await readBackup(archive, model)).toEqual({ ok: false, error: 'backup.corrupt' });
    const crc = await createBackup(configs, meta);
    crc[crc.length - 6] = (crc[crc.length - 6] ?? 0) ^ 1;
    expect(await readBackup(crc, model)).toEqual({ ok: false, error: 'backup.corrupt' });
  });

  it('refuses a truncated download, cut in the gzip stream or in the tar inside it', async () => {
    const archive = await createBackup(configs, meta);
    expect(await readBackup(archive.subarray(0, archive.length - 10), model)).toEqual({ ok: false, error: 'backup.truncated' });
    const tar = gunzipSync(archive);
    for (const cut of [100, 512, 1024 + 10, tar.length - 512]) {
      expect(await readBackup(gzipSync(tar.subarray(0, cut)), model)).toEqual({ ok: false, error: 'backup.truncated' });
    }
  });

  it('refuses a backup of another model', async () => {
    expect(await readBackup(await createBackup(configs, { ...meta, model: 'SL-Router' }), model)).toEqual({ ok: false, error: 'backup.wrongModel' });
  });

  it.each(['../etc/passwd', '/etc/passwd', 'etc/config/../../etc/passwd', 'etc/../../x', 'etc/config/Network', 'etc/config/sub/x', 'etc/config/network.bak', 'etc/a\nb'])(
    'refuses an archive holding the path %j',
    async (badPath) => {
      const archive = await gzipTar([configEntry(badPath, 'root::0:0:root:/root:/bin/sh\n'), ...entries()]);
      expect(await readBackup(archive, model)).toEqual({ ok: false, error: 'backup.badPath' });
    },
  );

  it('reads the ustar prefix field, and refuses a path smuggled through it', async () => {
    const tar = gunzipSync(await gzipTar(entries()));
    const split = editHeader(tar, 0, { prefix: 'etc/config', name: 'network' });
    expect(await readBackup(gzipSync(split), model)).toMatchObject({ ok: true, files: good });
    const smuggled = editHeader(tar, 0, { prefix: '../etc/config', name: 'network' });
    expect(await readBackup(gzipSync(smuggled), model)).toEqual({ ok: false, error: 'backup.badPath' });
  });

  it('refuses a pax or GNU long name that renames the next entry out of the tree', async () => {
    for (const [type, name] of [
      ['x', '30 path=../../../etc/shadow\n'],
      ['x', '26 path=/etc/init.d/evil\n'],
      ['L', '/etc/shadow\0'],
    ] as const) {
      const tar = gunzipSync(await gzipTar([configEntry('PaxHeader', name), ...entries()]));
      const crafted = editHeader(tar, 0, { type });
      expect(await readBackup(gzipSync(crafted), model)).toEqual({ ok: false, error: 'backup.badPath' });
    }
  });

  it.each([
    ['a symbolic link', '2'],
    ['a hard link', '1'],
    ['a character device', '3'],
    ['a block device', '4'],
    ['a FIFO', '6'],
    ['a directory named like a config file', '5'],
  ])('refuses an archive whose config entry is %s', async (_label, type) => {
    const empty = { network: '' };
    const tar = gunzipSync(await gzipTar([...configEntries(empty), manifestEntry(empty)]));
    expect(await readBackup(gzipSync(tar), model)).toMatchObject({ ok: true, files: empty });
    const crafted = editHeader(tar, 0, { type, linkname: '/etc/shadow' });
    expect(await readBackup(gzipSync(crafted), model)).toEqual({ ok: false, error: 'backup.badPath' });
  });

  it('refuses a file whose checksum differs from the manifest', async () => {
    const archive = await gzipTar([configEntry('etc/config/network', `${good.network}config rogue\n`), manifestEntry(good)]);
    expect(await readBackup(archive, model)).toEqual({ ok: false, error: 'backup.badChecksum' });
  });

  it('refuses a file the manifest does not list, and a listed file that is missing', async () => {
    const extra = await gzipTar([...entries(), configEntry('etc/config/firewall', 'config defaults\n')]);
    expect(await readBackup(extra, model)).toEqual({ ok: false, error: 'backup.badChecksum' });
    const missing = await gzipTar([...configEntries(good), manifestEntry({ ...good, firewall: 'x' })]);
    expect(await readBackup(missing, model)).toEqual({ ok: false, error: 'backup.badChecksum' });
  });

  it('refuses an archive whose manifest is not valid, and one with no config file at all', async () => {
    const notJson = { path: BackupArchive.manifestPath, data: Buffer.from('{model:') };
    expect(await readBackup(await gzipTar([...configEntries(good), notJson]), model)).toEqual({ ok: false, error: 'backup.corrupt' });
    expect(await readBackup(await gzipTar([...configEntries(good), manifestEntry(good, { model: '../x' })]), model)).toEqual({ ok: false, error: 'backup.corrupt' });
    expect(await readBackup(await gzipTar([manifestEntry(good)]), model)).toEqual({ ok: false, error: 'backup.incomplete' });
    expect(await readBackup(await gzipTar([configEntry('etc/passwd', 'root:x:0:0::/root:/bin/ash\n')]), model)).toEqual({ ok: false, error: 'backup.incomplete' });
  });

  it('refuses a name that appears twice, with ./ or without', async () => {
    const archive = await gzipTar([...entries(), configEntry('etc/config/network', 'config interface wan\n')]);
    expect(await readBackup(archive, model)).toEqual({ ok: false, error: 'backup.corrupt' });
    const dotted = await gzipTar([...entries(), configEntry('./etc/config/network', 'config interface wan\n')]);
    expect(await readBackup(dotted, model)).toEqual({ ok: false, error: 'backup.corrupt' });
  });

  it('refuses a tar header with a bad checksum', async () => {
    const tar = gunzipSync(await gzipTar(entries()));
    tar.writeUInt8(tar.readUInt8(512 * 2 + 10) ^ 1, 512 * 2 + 10);
    expect(await readBackup(gzipSync(tar), model)).toEqual({ ok: false, error: 'backup.corrupt' });
  });

  it('refuses entries over the size caps, too many entries and a decompression bomb', async () => {
    const tar = editHeader(gunzipSync(await gzipTar(entries())), 0, { size: (BackupArchive.maxFileBytes + 1).toString(8).padStart(11, '0') });
    expect(await readBackup(gzipSync(tar), model)).toEqual({ ok: false, error: 'backup.corrupt' });
    const big = Object.fromEntries(['a', 'b', 'c', 'd', 'e'].map((name) => [name, 'x'.repeat(BackupArchive.maxFileBytes)]));
    expect(await readBackup(await gzipTar([...configEntries(big), manifestEntry(big)]), model)).toEqual({ ok: false, error: 'backup.corrupt' });
    const many = Array.from({ length: BackupArchive.maxEntries }, (_, i) => configEntry(`etc/kept/${i}`, ''));
    expect(await readBackup(await gzipTar([...entries(), ...many]), model)).toEqual({ ok: false, error: 'backup.corrupt' });
    expect(await readBackup(gzipSync(Buffer.alloc(BackupArchive.maxTarBytes + 1024)), model)).toEqual({ ok: false, error: 'backup.corrupt' });
  });

  it('never throws on a damaged archive and never answers other files than those backed up', async () => {
    const tar = gunzipSync(await createBackup(configs, meta));
    await fc.assert(
      fc.asyncProperty(fc.nat(tar.length - 1), fc.integer({ min: 1, max: 255 }), fc.nat(tar.length), async (at, xor, cut) => {
        const damaged = Buffer.from(tar);
        damaged[at] = (damaged[at] ?? 0) ^ xor;
        const result = await readBackup(gzipSync(damaged.subarray(0, cut)), model);
        if (result.ok) expect(result.files).toEqual(configs);
      }),
      { numRuns: 300 },
    );
  });
});
