// System > Backup and restore: the configuration as an archive in the layout of OpenWrt's
// `sysupgrade -b` (contract backup-archive), signed by this unit, and back in two steps (issue 26):
// restore_upload checks the archive and answers what it changes; restore_apply lands exactly that
// archive's config files, in one changeset, then reboots. Like `sysupgrade -r`, a restore only
// writes the files the archive carries: a config file it lacks stays as it is.
import { BackupArchive, BackupError } from '@rc/contract/backup-archive';
import type { Ops } from '@rc/contract/registry';
import { readUpload } from '../../lib/upload-body';
import { createBackup } from '../../system/backup/create-backup';
import { readBackup } from '../../system/backup/read-backup';
import type { Handler, OpContext } from '@rc/core/ops/op-context';
import { OpError } from '@rc/core/errors/op-error';
import { fileRefusal } from '@rc/core/ops/system/file-refusal';
import { isShareOnDisk } from '@rc/core/ops/service/samba-share';
import { restoredSettingErrors } from '../../system/backup/restored-settings';
import { checkBackupFiles, previewRestore, type CheckedBackup } from '@rc/core/backup/check-backup';
import { assertUnchangedSincePreview, previewedRestore } from '@rc/core/backup/pending-restore';
import { accountFiles, checkAccountFiles, writeAccountFiles } from '../../system/backup/restored-accounts';

export const backup_download: Handler<Ops['backup_download']> = async (_input, ctx) => {
  const files: Record<string, string> = {};
  for (const pkg of await ctx.uciStore.listPackages()) files[pkg] = await ctx.uciStore.readRaw(pkg);
  const created = new Date();
  const model = ctx.system.firmwareModel;
  const meta = { model, version: ctx.system.firmwareState.get().version, created, signingKey: ctx.system.backupKey, accounts: await accountFiles(ctx.paths) };
  const data = await createBackup(files, meta);
  ctx.answerFile({ name: `backup-${model}-${created.toISOString().slice(0, 10)}.tar.gz`, data });
  return {};
};

export const restore_upload: Handler<Ops['restore_upload']> = async (_input, ctx) => {
  if (!ctx.upload) throw new OpError('-2');
  const live = await ctx.uciStore.snapshot();
  return previewRestore(ctx.system.restore, await checkedBackup(ctx, live), live, ctx.token, ctx.log);
};

export const restore_apply: Handler<Ops['restore_apply']> = async (input, ctx) => {
  const restore = previewedRestore(ctx.system.restore, input, ctx.token);
  ctx.power.markBusy();
  try {
    ctx.system.restore.discard(restore.id);
    assertUnchangedSincePreview(await ctx.uciStore.snapshot(), restore);
    await ctx.uciStore.extractFiles(restore.files, 'restore_apply');
    // As sysupgrade -r writes /etc/shadow: the passwords of this unit's own backup, named by the preview.
    await writeAccountFiles(ctx.paths, restore.accounts);
    if (restore.accounts['admin.json']) await ctx.account.load(ctx.factory.initialPassword);
  } catch (err) {
    ctx.power.clearBusy();
    throw err;
  }
  ctx.log.info(`restore applied: a backup made ${restore.origin === 'thisUnit' ? 'by this unit' : 'elsewhere'}`);
  ctx.afterAnswer(() => void ctx.power.reboot().catch((err: unknown) => ctx.log.error('reboot after restore failed', err)));
  return {};
};

export const restore_cancel: Handler<Ops['restore_cancel']> = async ({ restoreId }, ctx) => {
  if (ctx.system.restore.find(restoreId, ctx.token)) ctx.system.restore.discard(restoreId);
  return {};
};

/**
 * Every check an uploaded archive passes before it is previewed (core backup/check-backup.ts);
 * a refusal answers -11 on the file field and keeps nothing. Whatever passes here is what restore_apply writes.
 */
async function checkedBackup(ctx: OpContext, live: ReadonlyMap<string, string>): Promise<CheckedBackup> {
  const upload = await readUpload(ctx.upload!, BackupArchive.maxUploadBytes);
  if (!upload.ok) throw fileRefusal('file', upload.reason === 'tooLarge' ? BackupError.tooLarge : BackupError.truncated);
  const { firmwareModel, backupKey } = ctx.system;
  const backup = await readBackup(upload.data, firmwareModel, backupKey);
  if (!backup.ok) throw fileRefusal('file', backup.error);
  const restorable = await checkBackupFiles(backup, {
    settingErrors: (files) => {
      // The settings as they will be: the live files with the archive's over them.
      const after = { ...Object.fromEntries(live), ...files };
      ctx.uciStore.assertReplaceable(after);
      return restoredSettingErrors(after, ctx);
    },
    shareOnDisk: (path) => isShareOnDisk(ctx, path),
  }, ctx.log);
  checkAccountFiles(backup.accounts);
  return { ...restorable, origin: backup.origin, accounts: backup.accounts, skipped: backup.skipped };
}

