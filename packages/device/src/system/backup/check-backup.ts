// The checks an archive read whole (contract backup-archive-read) passes before a restore is
// previewed, in order, on the Node daemon (ops/system/backup.ts) and on a router (the browser,
// ubus/router-restore.ts) alike; a refusal answers -11 on the file field. Browser-safe.
import { BackupArchive, BackupError, type BackupOrigin } from '@rc/contract/backup-archive';
import { configPackages } from '../../factory/config-packages';
import type { Logger } from '../../log';
import { OpError } from '../../ops/op-error';
import { fileRefusal } from '../../ops/system/file-refusal';
import { UciParseError, UciTooLargeError } from '../../uci/uci-types';
import type { PendingRestore } from './pending-restore';
import type { RestoredSettingError } from './restored-settings-check';
import { restoreChanges } from './restore-changes';
import { unsafeOptions } from './unsafe-options';
import { withUplinksZoned } from './uplink-zones';

/**
 * `settingErrors` reads the settings as they will be (the live files with the archive's over them)
 * as every page would; it may throw UciParseError or UciTooLargeError for a file no save could write.
 */
export async function checkBackupFiles(files: Record<string, string>, skipped: string[], settingErrors: () => Promise<RestoredSettingError[]>, log: Logger): Promise<void> {
  if (skipped.length > 0) log.info(`restore: only etc/config is restored; skipped ${skipped.join(', ')}`);
  // Every unit has these; an archive without one was not made by backup_download.
  if (configPackages.some((pkg) => !Object.hasOwn(files, pkg))) throw fileRefusal('file', BackupError.incomplete);
  const [unsafe, ...more] = unsafeOptions(files);
  if (unsafe) {
    log.info(`restore refused: it sets ${[unsafe, ...more].map((o) => `${o.package}.${o.section}.${o.option}`).join(', ')}`);
    throw fileRefusal('file', BackupError.unsafeOption, { package: unsafe.package, section: unsafe.section, option: unsafe.option });
  }
  try {
    const refused = await settingErrors();
    if (refused.length > 0) {
      log.info(`restore refused: ${refused.map((e) => `${e.op} ${e.field} (${e.key})`).join(', ')}`);
      throw invalidSetting(refused);
    }
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

/** An archive that passed checkBackupFiles. */
export interface CheckedBackup {
  files: Record<string, string>;
  origin: BackupOrigin;
  /** paths of the archive outside etc/config, never restored */
  skipped: string[];
}

/** Holds the checked archive (its uplinks zoned) for restore_apply and answers restore_upload: what restoring it changes. */
export function previewRestore(pending: PendingRestore, backup: CheckedBackup, live: ReadonlyMap<string, string>, token: string | undefined, log: Logger) {
  const restored = withUplinksZoned(backup.files, live);
  const held = pending.hold({ files: restored, origin: backup.origin, live, token });
  const files = restoreChanges(live, restored);
  log.info(`restore previewed: made ${backup.origin === 'thisUnit' ? 'by this unit' : 'elsewhere'}, ${files.length} config files change`);
  return { restoreId: held.id, expiresIn: BackupArchive.previewSeconds, origin: backup.origin, files, skipped: backup.skipped };
}
