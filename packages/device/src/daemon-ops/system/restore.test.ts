// The two steps of a restore (issue 26): restore_upload answers what the archive changes and who
// made it, changing nothing; restore_apply applies exactly that archive; restore_cancel drops it.
import { beforeEach, describe, expect, it } from 'vitest';
import { archiveOf } from '../../system/backup/backup-test-kit';
import { readBackup } from '../../system/backup/read-backup';
import { configFiles } from '../../../test-support/config-files';
import { applyRestore, backAfterReboot, downloadBackup, previewRestore } from '../../../test-support/restore-calls';
import { tabDevicePerTest } from '../../../test-support/tab-test-kit';

const kit = tabDevicePerTest({ rebootSeconds: 0.3 });
let token: string;
beforeEach(async () => {
  token = await kit.device.login();
});

const ntp = { enabled: '1', enableServer: '1', preferredServer: 'ntp1.aliyun.com', alternateServer: '', zonename: 'Asia/Shanghai' };

/** A well-formed archive of `files` as anyone could pack it: right checksums, no signature of this unit. */
function packed(files: Record<string, string>): Promise<Buffer> {
  return archiveOf(files);
}

/** Saves the preferred NTP server as `server`, answering the config files before the change. */
async function backupThenChangeNtp(server: string): Promise<{ archive: Buffer; saved: Record<string, string> }> {
  await kit.ok('set_ntp', ntp);
  const saved = await configFiles(kit.device.dataDir);
  const archive = await downloadBackup(kit.device, token);
  await kit.ok('set_ntp', { ...ntp, preferredServer: server });
  return { archive, saved };
}

describe('restore_upload: the preview', () => {
  it('lists what the restore changes, option by option, says this unit made it, and changes nothing', async () => {
    const { archive } = await backupThenChangeNtp('time.example.org');
    const before = await configFiles(kit.device.dataDir);
    const answer = await previewRestore(kit.device, token, archive);
    expect(answer.body).toMatchObject({ code: '1', origin: 'thisUnit', expiresIn: 600, skipped: [] });
    expect(answer.body.restoreId).toMatch(/^[0-9a-f]{32}$/);
    expect(answer.body.files).toEqual([
      {
        pkg: 'system',
        sections: [
          {
            key: 'ntp',
            type: 'timeserver',
            label: '',
            kind: 'changed',
            options: [{ option: 'server', before: expect.stringMatching(/^time\.example\.org, /), after: expect.stringMatching(/^ntp1\.aliyun\.com, /), secret: false }],
          },
        ],
      },
    ]);
    expect(await configFiles(kit.device.dataDir)).toEqual(before);
  });

  it('says only that a Wi-Fi key changes, never the key', async () => {
    const files = await configFiles(kit.device.dataDir);
    const wireless = (files.wireless ?? '').replace(/option key '[^']*'/, "option key 'NewSecretKey-42'");
    const answer = await previewRestore(kit.device, token, await packed({ ...files, wireless }));
    expect(answer.body.files).toEqual([
      { pkg: 'wireless', sections: [expect.objectContaining({ key: 'default_radio0', kind: 'changed', options: [{ option: 'key', before: null, after: null, secret: true }] })] },
    ]);
    expect(JSON.stringify(answer.body)).not.toContain('NewSecretKey-42');
  });

  it('calls an archive made elsewhere when it carries no signature of this unit', async () => {
    const answer = await previewRestore(kit.device, token, await packed(await configFiles(kit.device.dataDir)));
    expect(answer.body).toMatchObject({ code: '1', origin: 'elsewhere', files: [] });
  });

  it('calls one of this unit\'s backups made elsewhere once a byte of a file is edited and its checksum recomputed', async () => {
    const { archive } = await backupThenChangeNtp('time.example.org');
    const edited = await editedBackup(archive, 'system', (text) => text.replace("'ntp1.aliyun.com'", "'ntp1.aliyun.con'"));
    const answer = await previewRestore(kit.device, token, edited);
    expect(answer.body).toMatchObject({ code: '1', origin: 'elsewhere' });
    expect(JSON.stringify(answer.body.files)).toContain('ntp1.aliyun.con');
  });
});

describe('restore_apply', () => {
  it('applies the previewed archive and reboots', async () => {
    const { archive, saved } = await backupThenChangeNtp('time.example.org');
    const preview = await previewRestore(kit.device, token, archive);
    expect(await applyRestore(kit.device, token, { restoreId: preview.body.restoreId })).toEqual({ code: '1' });
    await backAfterReboot(kit.device);
    expect(await configFiles(kit.device.dataDir)).toEqual(saved);
  });

  it('refuses an archive made elsewhere without the administrator\'s tick, changing nothing, and keeps the preview for a second answer', async () => {
    const files = await configFiles(kit.device.dataDir);
    const system = (files.system ?? '').replace(/option hostname '[^']*'/, "option hostname 'Elsewhere'");
    const preview = await previewRestore(kit.device, token, await packed({ ...files, system }));
    expect(preview.body).toMatchObject({ code: '1', origin: 'elsewhere' });
    for (const acceptForeign of [undefined, false]) {
      const answer = await applyRestore(kit.device, token, { restoreId: preview.body.restoreId, ...(acceptForeign === undefined ? {} : { acceptForeign }) });
      expect(answer).toEqual({ code: '-2', errors: [{ field: 'acceptForeign', key: 'backup.foreignNotAccepted' }] });
      expect(await configFiles(kit.device.dataDir)).toEqual(files);
    }
    // Not busy, no reboot: the device goes on saving.
    await kit.ok('set_ntp', ntp);
    const now = await configFiles(kit.device.dataDir);
    // That save came after the preview: the preview no longer says what the restore changes.
    expect(await applyRestore(kit.device, token, { restoreId: preview.body.restoreId, acceptForeign: true })).toEqual({ code: '-12', msg: 'backup.changedSincePreview' });
    expect(await configFiles(kit.device.dataDir)).toEqual(now);
  });

  it('answers -12 for an id no restore waits under, another session\'s, or a replaced one', async () => {
    const { archive } = await backupThenChangeNtp('time.example.org');
    const first = await previewRestore(kit.device, token, archive);
    const other = await kit.device.login();
    expect(await applyRestore(kit.device, other, { restoreId: first.body.restoreId })).toEqual({ code: '-12', msg: 'backup.restoreNotPending' });
    const second = await previewRestore(kit.device, token, archive);
    expect(second.body.restoreId).not.toBe(first.body.restoreId);
    const before = await configFiles(kit.device.dataDir);
    expect(await applyRestore(kit.device, token, { restoreId: first.body.restoreId })).toEqual({ code: '-12', msg: 'backup.restoreNotPending' });
    expect(await applyRestore(kit.device, token, { restoreId: '0'.repeat(32) })).toEqual({ code: '-12', msg: 'backup.restoreNotPending' });
    expect(await configFiles(kit.device.dataDir)).toEqual(before);
    expect((await kit.device.call('restore_apply', { token, input: { restoreId: '../x' } })).body).toMatchObject({ code: '-2', errors: [{ field: 'restoreId' }] });
  });
});

describe('restore_cancel', () => {
  it('discards the previewed restore: applying it then changes nothing', async () => {
    const { archive } = await backupThenChangeNtp('time.example.org');
    const preview = await previewRestore(kit.device, token, archive);
    expect((await kit.device.call('restore_cancel', { token, input: { restoreId: preview.body.restoreId } })).body).toEqual({ code: '1' });
    const before = await configFiles(kit.device.dataDir);
    expect(await applyRestore(kit.device, token, { restoreId: preview.body.restoreId })).toEqual({ code: '-12', msg: 'backup.restoreNotPending' });
    expect(await configFiles(kit.device.dataDir)).toEqual(before);
    // Again, or for an id that never was: nothing to do, and no error.
    expect((await kit.device.call('restore_cancel', { token, input: { restoreId: preview.body.restoreId } })).body).toEqual({ code: '1' });
  });
});

/** The backup with one file edited and the manifest's checksum recomputed: what a careful forger does. */
async function editedBackup(archive: Buffer, pkg: string, edit: (text: string) => string): Promise<Buffer> {
  const files = await readFilesOf(archive);
  const edited = edit(files[pkg] ?? '');
  expect(edited).not.toBe(files[pkg]);
  return packed({ ...files, [pkg]: edited });
}

async function readFilesOf(archive: Buffer): Promise<Record<string, string>> {
  const read = await readBackup(archive, 'ZBT-WE1626');
  if (!read.ok) throw new Error(read.error);
  return read.files;
}
