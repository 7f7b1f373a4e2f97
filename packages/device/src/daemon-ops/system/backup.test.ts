import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { beforeEach, describe, expect, it } from 'vitest';
import { BackupArchive } from '@rc/contract/backup-archive';
import { archiveOf, configEntries, configEntry, gzipTar, manifestEntry, notRestoredOf, plantedAttacks, stockArchiveOf, stockFiles, stockFixture } from '../../system/backup/backup-test-kit';
import { readBackup } from '../../system/backup/read-backup';
import { sha256Hex } from '@rc/contract/backup-archive-read';
import { testInitialPassword } from '../../../test-support/test-device';
import { configFiles } from '../../../test-support/config-files';
import { downloadRaw, formBody, uploadRaw } from '../../../test-support/raw-upload';
import { applyRestore, backAfterReboot as rebooted, restoreBackup } from '../../../test-support/restore-calls';
import { tabDevicePerTest } from '../../../test-support/tab-test-kit';
import { needsReference, openwrtReference } from '../../../test-support/openwrt-reference';

const model = 'ZBT-WE1626';
const run = promisify(execFile);

const kit = tabDevicePerTest({ rebootSeconds: 0.3 });
let token: string;
beforeEach(async () => {
  token = await kit.device.login();
});

async function backup(): Promise<Buffer> {
  const answer = await downloadRaw(kit.device, 'backup_download', token);
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toBe('application/gzip');
  expect(answer.headers.get('content-disposition')).toMatch(/^attachment; filename="backup-ZBT-WE1626-\d{4}-\d{2}-\d{2}\.tar\.gz"$/);
  expect(answer.headers.get('cache-control')).toBe('no-store');
  return answer.data;
}

/** The preview step: every refusal comes here, before anything could be applied. */
function restore(data: Buffer) {
  return uploadRaw(kit.device, { op: 'restore_upload', token, data });
}

const backAfterReboot = () => rebooted(kit.device);

describe('backup_download', () => {
  it('answers an archive of every config file, for this model, readable by the restore', async () => {
    await kit.ok('set_timed_reboot', { enabled: '1', method: 'daily', time: '04:30' });
    const archive = await backup();
    const read = await readBackup(archive, model, await unitKey());
    if (!read.ok) throw new Error(read.error);
    expect(read.origin).toBe('thisUnit');
    expect(read.files).toEqual(await configFiles(kit.device.dataDir));
    expect(Object.keys(read.files)).toContain('autoreboot');
    expect(read.manifest).toMatchObject({ model, version: 'V1.0.3 build 20261101' });
  });

  it('needs a token', async () => {
    const answer = await fetch(`${kit.device.url}/cgi-bin/webapi?op=backup_download`);
    expect(answer.headers.get('content-type')).toMatch(/json/);
    expect(await answer.json()).toEqual({ code: '-1' });
  });
});

describe('restore_upload', () => {
  it('backup, reset, restore gives back byte-identical config files, then reboots; the reset unit still knows its backup', async () => {
    await kit.ok('set_ntp', { enabled: '1', enableServer: '1', preferredServer: 'ntp1.aliyun.com', alternateServer: '2001:db8::123', zonename: 'Europe/Berlin' });
    await kit.ok('set_reboot_schedule', { enabled: '1', time: '05:15', weekdays: ['sat', 'sun'] });
    const saved = await configFiles(kit.device.dataDir);
    const archive = await backup();

    expect((await kit.call('reset')).code).toBe('1');
    await backAfterReboot();
    expect(await configFiles(kit.device.dataDir)).not.toEqual(saved);

    token = await kit.device.login();
    const preview = await restore(archive);
    expect(preview.body).toMatchObject({ code: '1', origin: 'thisUnit' });
    expect(await applyRestore(kit.device, token, { restoreId: preview.body.restoreId })).toEqual({ code: '1' });
    await backAfterReboot();
    expect(await configFiles(kit.device.dataDir)).toEqual(saved);
    token = await kit.device.login();
    expect((await kit.device.call('get_ntp', { token })).body).toMatchObject({ zonename: 'Europe/Berlin', alternateServer: '2001:db8::123' });
  });

  const crafted: Array<[string, () => Buffer | Promise<Buffer>, string]> = [
    ['a ../ path', () => gzipTar([configEntry('etc/config/../../state/admin.json', '{}'), manifestEntry({ network: 'x' })]), 'backup.badPath'],
    ['an absolute path', () => gzipTar([configEntry('/etc/passwd', 'root::0:0::/:/bin/sh'), manifestEntry({})]), 'backup.badPath'],
    ['another model', async () => retagged(await backup(), 'SL-4G-Router'), 'backup.wrongModel'],
    ['a truncated archive', async () => (await backup()).subarray(0, 200), 'backup.truncated'],
    ['random bytes', () => Buffer.from('this is not a backup at all'), 'backup.corrupt'],
    ['a file whose checksum does not match', () => gzipTar([configEntry('etc/config/network', 'b'), manifestEntry({ network: 'a' })]), 'backup.badChecksum'],
    ['an archive without the network file', () => withoutNetwork(), 'backup.incomplete'],
    ['a config file that is not UCI', () => withBrokenUci(), 'backup.corrupt'],
    ['an account file its manifest does not list', async () => { const files = await current(); return gzipTar([...configEntries(files), configEntry(`${BackupArchive.accountDir}admin.json`, '{}'), manifestEntry(files)]); }, 'backup.badChecksum'],
  ];

  it.each(crafted)('refuses %s with -11 and leaves every file as it was', async (_label, make, key) => {
    const data = await make();
    const before = await configFiles(kit.device.dataDir);
    const answer = await restore(data);
    expect(answer.body).toEqual({ code: '-11', msg: 'incorrect or invalid file type', errors: [{ field: 'file', key }] });
    expect(await configFiles(kit.device.dataDir)).toEqual(before);
    // No reboot followed, and the device is not left busy.
    expect((await kit.call('set_timed_reboot', { enabled: '0', method: 'daily' })).code).toBe('1');
  });

  it.each([
    ['a LAN IP that is no IP', 'network', (text: string) => text.replace("option ipaddr '192.168.1.1'", "option ipaddr 'not-an-ip<script>'"), 'get_lan_config.ipaddr'],
    ['a time zone that is a command', 'system', (text: string) => text.replace(/option zonename '[^']*'/, "option zonename '$(reboot)'"), 'get_ntp.zonename'],
  ])('refuses %s through the page\'s own rules, whole, leaving every file as it was (issue 12.15)', async (_label, pkg, edit, setting) => {
    const files = await current();
    const edited = edit(files[pkg] ?? '');
    expect(edited).not.toBe(files[pkg]);
    const data = await archiveOf({ ...files, [pkg]: edited });
    const before = await configFiles(kit.device.dataDir);
    const answer = await restore(data);
    expect(answer.body).toMatchObject({ code: '-11', errors: [{ field: 'file', key: 'backup.invalidSetting' }], setting });
    expect(await configFiles(kit.device.dataDir)).toEqual(before);
    expect((await kit.call('set_timed_reboot', { enabled: '0', method: 'daily' })).code).toBe('1');
  });

  // Issue 39.3: as sysupgrade -r restores /etc/shadow, this unit's own backup brings back its passwords; no other archive does.
  it("restores the admin password from this unit's own signed backup, after the preview names it", async () => {
    const changePassword = async (from: string, to: string) => expect((await kit.device.call('change_password', { token, input: { oldpassword: from, newpassword: to } })).body.code).toBe('1');
    await changePassword(testInitialPassword, 'Backed-Up-1');
    token = await kit.device.login('Backed-Up-1');
    const archive = await backup();
    await changePassword('Backed-Up-1', 'Changed-Later-1');
    token = await kit.device.login('Changed-Later-1');
    const preview = await restore(archive);
    expect(preview.body).toMatchObject({ code: '1', origin: 'thisUnit', accounts: ['admin.json'] });
    expect(await applyRestore(kit.device, token, { restoreId: preview.body.restoreId })).toEqual({ code: '1' });
    await backAfterReboot();
    await expect(kit.device.login('Changed-Later-1')).rejects.toThrow();
    token = await kit.device.login('Backed-Up-1');
  });

  it('never restores an account file from a backup made elsewhere, even one whose manifest vouches for it: listed as skipped', async () => {
    const files = await current();
    const admin = await readFile(path.join(kit.device.dataDir, 'state/admin.json'));
    const planted = Buffer.from(JSON.stringify({ ...JSON.parse(admin.toString('utf8')), salt: 'AAAAAAAAAAAAAAAAAAAAAA==' }));
    const manifest = manifestEntry(files, { accounts: { 'admin.json': sha256Hex(planted) } });
    const data = await gzipTar([...configEntries(files), { path: `${BackupArchive.accountDir}admin.json`, data: planted }, manifest]);
    const preview = await restore(data);
    expect(preview.body).toMatchObject({ code: '1', origin: 'elsewhere', accounts: [] });
    expect(preview.body.skipped).toContain('tmp/routerd-backup/accounts/admin.json');
    expect(await applyRestore(kit.device, token, { restoreId: preview.body.restoreId, acceptForeign: true })).toEqual({ code: '1' });
    await backAfterReboot();
    expect(await readFile(path.join(kit.device.dataDir, 'state/admin.json'))).toEqual(admin);
    token = await kit.device.login();
  });

  // Issue 39.3 (and 26.1): a backup with its own checksums, planting options no page writes that run code as root.
  it.each(plantedAttacks.map((attack) => [attack.label, attack] as const))('leaves out %s: listed in the preview as not restored, never written', async (_label, attack) => {
    const files = await current();
    const data = await archiveOf({ ...files, [attack.pkg]: attack.edit(files[attack.pkg] ?? '') });
    const preview = await restore(data);
    expect(preview.body.code, JSON.stringify(preview.body)).toBe('1');
    expect(await applyRestore(kit.device, token, { restoreId: preview.body.restoreId, acceptForeign: true })).toEqual({ code: '1' });
    await backAfterReboot();
    token = await kit.device.login();
    expect((await configFiles(kit.device.dataDir))[attack.pkg] ?? '').not.toMatch(attack.planted);
    expect(notRestoredOf(preview.body)).toEqual(expect.arrayContaining(attack.notRestored));
  });

  it('restores its own backup repacked by GNU tar in the layout of a stock sysupgrade -b, pax headers and all, without the manifest', async () => {
    await kit.ok('set_timed_reboot', { enabled: '1', method: 'daily', time: '04:30' });
    const saved = await current();
    const dir = await mkdtemp(path.join(tmpdir(), 'rc-stock-'));
    try {
      await writeFile(path.join(dir, 'ours.tar.gz'), await backup());
      await run('tar', ['-xzf', 'ours.tar.gz', 'etc'], { cwd: dir });
      await writeFile(path.join(dir, 'kept'), Object.keys(saved).map((pkg) => `etc/config/${pkg}\n`).join(''));
      await run('tar', ['--format=pax', '--pax-option=comment=sysupgrade', '-czf', 'stock.tar.gz', '-T', 'kept'], { cwd: dir });
      await kit.ok('set_timed_reboot', { enabled: '0', method: 'daily' });
      const preview = await restore(await readFile(path.join(dir, 'stock.tar.gz')));
      expect(preview.body).toMatchObject({ code: '1', origin: 'elsewhere', skipped: [] });
      expect(await applyRestore(kit.device, token, { restoreId: preview.body.restoreId, acceptForeign: true })).toEqual({ code: '1' });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
    await backAfterReboot();
    expect(await current()).toEqual(saved);
  });

  it.skipIf(!openwrtReference).each(['gnu', 'pax'] as const)(needsReference("previews a stock OpenWrt router's sysupgrade -b archive (GNU tar --format=%s), listing the files it does not restore"), async (format) => {
    const answer = await restore(stockFixture(format));
    expect(answer.body).toMatchObject({ code: '1', origin: 'elsewhere', skipped: expect.arrayContaining(['etc/passwd', 'etc/shadow', 'etc/dropbear/authorized_keys', 'etc/ppp/resolv.conf']) });
    const changed = (answer.body.files as Array<{ pkg: string }>).map((file) => file.pkg);
    expect(changed).toEqual(expect.arrayContaining(['network', 'system', 'wireless']));
  });

  it.skipIf(!openwrtReference)(needsReference("joins the stock backup's 4G uplink (wwan, in no zone of firewall4's default) to the wan zone, as the preview says"), async () => {
    const preview = await restore(stockFixture('pax'));
    // The factory firewall has firewall4's zones and rules with wwan in the wan zone: with it joined, no change.
    expect((preview.body.files as Array<{ pkg: string }>).map((file) => file.pkg)).not.toContain('firewall');
    expect(await applyRestore(kit.device, token, { restoreId: preview.body.restoreId, acceptForeign: true })).toEqual({ code: '1' });
    await backAfterReboot();
    const firewall = (await current()).firewall ?? '';
    // fw4 masquerades and forwards for the networks its wan zone lists (fw4.uc, zone.network).
    expect(/config zone[^]*?option name 'wan'[^]*?(?=\nconfig|$)/.exec(firewall)?.[0]).toMatch(/list network 'wwan'/);
  });

  it('leaves a config file the archive does not carry as it is, as sysupgrade -r does, and does not list it as a change', async () => {
    const luci = "config core 'main'\n\toption lang 'auto'\n";
    await writeFile(path.join(kit.device.dataDir, 'config/luci'), luci);
    const { luci: _left, ...files } = await current();
    const system = (files.system ?? '').replace(/option hostname '[^']*'/, "option hostname 'Restored'");
    const preview = await restore(await stockArchiveOf({ ...files, system }));
    expect(preview.body.files).toEqual([expect.objectContaining({ pkg: 'system' })]);
    expect(await applyRestore(kit.device, token, { restoreId: preview.body.restoreId, acceptForeign: true })).toEqual({ code: '1' });
    await backAfterReboot();
    expect(await current()).toEqual({ ...files, system, luci });
  });

  it.skipIf(!openwrtReference)(needsReference("restores a stock OpenWrt router's service files (openvpn, ddns, samba4, uhttpd, dropbear, rpcd, fstab) as shipped"), async () => {
    const stock = stockFiles();
    const services = ['openvpn', 'ddns', 'samba4', 'uhttpd', 'dropbear', 'rpcd', 'fstab'];
    const files = { ...(await current()), ...Object.fromEntries(services.map((pkg) => [pkg, stock[pkg] ?? ''])) };
    expect(await restoreBackup(kit.device, token, await archiveOf(files))).toEqual({ code: '1' });
    await backAfterReboot();
    expect(await configFiles(kit.device.dataDir)).toMatchObject(Object.fromEntries(services.map((pkg) => [pkg, stock[pkg]])));
  });

  it('refuses a file that a save would rewrite past what a backup holds, so a backup is always possible (issue 12.9)', async () => {
    const files = await current();
    // Unquoted, without tabs: under the 256 KB of a backup file, but over it as `uci export` writes it.
    let compact = files.firewall ?? '';
    for (let i = 0; compact.length < BackupArchive.maxFileBytes - 40; i++) compact += `config rule r${i}\noption name n${i}\n`;
    const big = { ...files, firewall: compact };
    const data = await archiveOf(big);
    const before = await configFiles(kit.device.dataDir);
    expect((await restore(data)).body).toMatchObject({ code: '-11', errors: [{ field: 'file', key: 'backup.tooLarge' }] });
    expect(await configFiles(kit.device.dataDir)).toEqual(before);
    expect((await downloadRaw(kit.device, 'backup_download', token)).status).toBe(200);
  });

  it('refuses an archive over the upload cap before reading it', async () => {
    const answer = await uploadRaw(kit.device, { op: 'restore_upload', token, data: Buffer.alloc(16), declaredBytes: BackupArchive.maxUploadBytes + 1 });
    expect(answer.body.errors).toEqual([{ field: 'file', key: 'backup.tooLarge' }]);
  });

  it('answers -2 without a file and -1 without a token', async () => {
    expect((await kit.device.call('restore_upload', { token })).body).toEqual({ code: '-2', errors: [{ field: 'file', key: 'validation.fileRequired' }] });
    const before = await configFiles(kit.device.dataDir);
    expect((await uploadRaw(kit.device, { op: 'restore_upload', data: await backup() })).body).toEqual({ code: '-1' });
    expect(await configFiles(kit.device.dataDir)).toEqual(before);
  });

  it('restores from a multipart/form-data form, as curl -F file=@backup.tar.gz and an HTML form send it (issue 13.27)', async () => {
    await kit.ok('set_timed_reboot', { enabled: '1', method: 'daily', time: '04:30' });
    const saved = await configFiles(kit.device.dataDir);
    const archive = await backup();
    await kit.ok('set_timed_reboot', { enabled: '0', method: 'daily' });
    const form = formBody({}, { name: 'backup.tar.gz', data: archive });
    const preview = await uploadRaw(kit.device, { op: 'restore_upload', token, ...form });
    expect(preview.body).toMatchObject({ code: '1', origin: 'thisUnit' });
    expect(await applyRestore(kit.device, token, { restoreId: preview.body.restoreId })).toEqual({ code: '1' });
    await backAfterReboot();
    expect(await configFiles(kit.device.dataDir)).toEqual(saved);
  });

  it('refuses a multipart archive over the cap, a form without a file and a malformed form, changing nothing', async () => {
    const before = await configFiles(kit.device.dataDir);
    const huge = formBody({}, { name: 'backup.tar.gz', data: Buffer.alloc(BackupArchive.maxUploadBytes + 1024) });
    expect((await uploadRaw(kit.device, { op: 'restore_upload', token, ...huge })).body.errors).toEqual([{ field: 'file', key: 'backup.tooLarge' }]);
    const empty = formBody({ note: 'no file' });
    expect((await uploadRaw(kit.device, { op: 'restore_upload', token, ...empty })).body).toEqual({ code: '-2', errors: [{ field: 'file', key: 'validation.fileRequired' }] });
    const malformed = await uploadRaw(kit.device, { op: 'restore_upload', token, data: Buffer.from('no boundary'), contentType: 'multipart/form-data' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.code).toBe('-2');
    expect(await configFiles(kit.device.dataDir)).toEqual(before);
  });

  it('restores a valid archive made elsewhere once the administrator accepts it', async () => {
    await kit.ok('set_timed_reboot', { enabled: '1', method: 'daily', time: '04:30' });
    const files = await current();
    await kit.ok('set_timed_reboot', { enabled: '0', method: 'daily' });
    const unsigned = await archiveOf(files);
    expect(await restoreBackup(kit.device, token, unsigned)).toEqual({ code: '1' });
    await backAfterReboot();
    expect(await configFiles(kit.device.dataDir)).toEqual(files);
  });

  async function current(): Promise<Record<string, string>> {
    return configFiles(kit.device.dataDir);
  }

  async function withoutNetwork(): Promise<Buffer> {
    const files = await current();
    delete files.network;
    return archiveOf(files);
  }

  async function withBrokenUci(): Promise<Buffer> {
    const files = { ...(await current()), firewall: "config zone\n\toption name 'lan\n" };
    return archiveOf(files);
  }
});

function unitKey(): Promise<Buffer> {
  return readFile(path.join(kit.device.dataDir, 'factory/backup-key'), 'utf8').then((hex) => Buffer.from(hex.trim(), 'hex'));
}

/** A genuine backup re-packed with another model in its manifest, as that model's device would make it. */
async function retagged(archive: Buffer, otherModel: string): Promise<Buffer> {
  const read = await readBackup(archive, model);
  if (!read.ok) throw new Error(read.error);
  return gzipTar([...configEntries(read.files), manifestEntry(read.files, { model: otherModel })]);
}

