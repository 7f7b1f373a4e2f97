// System > Backup and restore: the configuration as an archive (contract backup-archive), and
// back. A restore lands whole, in one changeset, or not at all; then the device reboots.
import { BackupArchive, BackupError } from '@rc/contract/backup-archive';
import type { Ops } from '@rc/contract/registry';
import { configPackages } from '../../factory/data-paths';
import { readUpload } from '../../http/upload-body';
import { createBackup } from '../../system/backup/create-backup';
import { readBackup } from '../../system/backup/read-backup';
import { createSysupgradeBackup, readSysupgradeBackup } from '../../system/backup/sysupgrade-backup';
import { UciParseError, UciTooLargeError } from '../../uci/uci-types';
import type { Handler, OpContext } from '../op-context';
import { OpError } from '../op-error';
import { fileRefusal } from './file-refusal';
import { restoredSettingErrors, type RestoredSettingError } from '../../system/backup/restored-settings';
import { unsafeOptions } from '../../system/backup/unsafe-options';

export const backup_download: Handler<Ops['backup_download']> = async (_input, ctx) => {
  const files: Record<string, string> = {};
  for (const pkg of await ctx.store.listPackages()) files[pkg] = await ctx.store.readRaw(pkg);
  const created = new Date();
  const model = ctx.system.firmwareModel;
  const meta = { model, version: ctx.system.firmwareState.get().version, created };
  // On OpenWrt, the format of sysupgrade -b: a stock router restores it with sysupgrade -r.
  const data = ctx.platform.backupFormat === 'sysupgrade' ? createSysupgradeBackup(files, meta) : createBackup(files, meta);
  ctx.answerFile({ name: `backup-${model}-${created.toISOString().slice(0, 10)}.tar.gz`, data });
  return {};
};

export const restore_upload: Handler<Ops['restore_upload']> = async (_input, ctx) => {
  if (!ctx.upload) throw new OpError('-2');
  ctx.power.markBusy();
  try {
    await restore(ctx);
  } catch (err) {
    ctx.power.clearBusy();
    throw err;
  }
  ctx.afterAnswer(() => void ctx.power.reboot().catch((err: unknown) => ctx.log.error('reboot after restore failed', err)));
  return {};
};

async function restore(ctx: OpContext): Promise<void> {
  const upload = await readUpload(ctx.upload!, BackupArchive.maxUploadBytes);
  if (!upload.ok) throw fileRefusal('file', upload.reason === 'tooLarge' ? BackupError.tooLarge : BackupError.truncated);
  const backup = ctx.platform.backupFormat === 'sysupgrade' ? readSysupgradeBackup(upload.data, ctx.system.firmwareModel) : readBackup(upload.data, ctx.system.firmwareModel);
  if (!backup.ok) throw fileRefusal('file', backup.error);
  if ('skipped' in backup && backup.skipped.length > 0) ctx.log.info(`restore: only etc/config is restored; skipped ${backup.skipped.join(', ')}`);
  // Every unit has these; an archive without one was not made by backup_download.
  if (configPackages.some((pkg) => !Object.hasOwn(backup.files, pkg))) throw fileRefusal('file', BackupError.incomplete);
  const [unsafe, ...more] = unsafeOptions(backup.files);
  if (unsafe) {
    ctx.log.info(`restore refused: it sets ${[unsafe, ...more].map((o) => `${o.package}.${o.section}.${o.option}`).join(', ')}`);
    throw fileRefusal('file', BackupError.unsafeOption, { package: unsafe.package, section: unsafe.section, option: unsafe.option });
  }
  try {
    const refused = await restoredSettingErrors(backup.files, ctx);
    if (refused.length > 0) {
      ctx.log.info(`restore refused: ${refused.map((e) => `${e.op} ${e.field} (${e.key})`).join(', ')}`);
      throw invalidSetting(refused);
    }
    await ctx.store.replaceAll(backup.files, 'restore_upload');
  } catch (err) {
    if (err instanceof UciParseError) throw fileRefusal('file', BackupError.corrupt);
    // Larger, once rewritten by a save, than a backup can hold: it could never be backed up again.
    if (err instanceof UciTooLargeError) throw fileRefusal('file', BackupError.tooLarge);
    throw err;
  }
}

/** -11 on the file field, naming the first refused setting as the page's field and message. */
function invalidSetting(refused: RestoredSettingError[]): OpError {
  const refusal = fileRefusal('file', BackupError.invalidSetting);
  const [first] = refused;
  return new OpError(refusal.code, refusal.msg, { ...refusal.extra, setting: first ? `${first.op}.${first.field}` : '', settingKey: first?.key ?? '' });
}
