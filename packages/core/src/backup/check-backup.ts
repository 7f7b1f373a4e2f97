// The checks an archive read whole (contract backup-archive-read) passes before a restore is
// previewed, in order, on the Node daemon (ops/system/backup.ts) and on a router (the browser,
// ubus/router-restore.ts) alike; a refusal answers -11 on the file field. Browser-safe.
import { BackupArchive, BackupError, type BackupAccountFile, type BackupOrigin } from '@rc/contract/backup-archive';
import { configPackages } from '../uci/config-packages';
import type { Logger } from '../log';
import { OpError } from '../errors/op-error';
import { fileRefusal } from '../ops/system/file-refusal';
import { UciParseError, UciTooLargeError } from '../uci/uci-types';
import type { PendingRestore } from './pending-restore';
import type { RestoredSettingError } from './restored-settings-check';
import { restoreChanges } from './restore-changes';
import { restorableFiles, type NotRestored, type RestorableFiles } from './restorable-files';
import { withSharesOnDisk } from './restorable-shares';
import { withUplinksZoned } from './uplink-zones';

/**
 * Takes out of the archive what a restore may not write (restorable-files.ts) and answers the rest.
 * `settingErrors` reads the settings as they would be (the live files with the archive's over them)
 * as every page would; it may throw UciParseError or UciTooLargeError for a file no save could write.
 * `shareOnDisk` checks a Samba share's folder as the File sharing page does (on a disk under /mnt,
 * no link leading off it).
 */
export async function checkBackupFiles(backup: { files: Record<string, string>; skipped: string[] }, checks: RestoreChecks, log: Logger): Promise<RestorableFiles> {
  const { skipped } = backup;
  if (skipped.length > 0) log.info(`restore: only etc/config is restored; skipped ${skipped.join(', ')}`);
  // Every unit has these; an archive without one was not made by backup_download.
  if (configPackages.some((pkg) => !Object.hasOwn(backup.files, pkg))) throw fileRefusal('file', BackupError.incomplete);
  try {
    // A value a page refuses refuses the archive whole, before anything is left out: leaving out a
    // LAN address that is no address would leave the LAN without one.
    const refused = await checks.settingErrors(backup.files);
    if (refused.length > 0) {
      log.info(`restore refused: ${refused.map((e) => `${e.op} ${e.field} (${e.key})`).join(', ')}`);
      throw invalidSetting(refused);
    }
    const restorable = await withSharesOnDisk(restorableFiles(backup.files), checks.shareOnDisk);
    if (restorable.notRestored.length > 0) log.info(`restore: not restored ${restorable.notRestored.map(describe).join(', ')}`);
    return restorable;
  } catch (err) {
    if (err instanceof UciParseError) throw fileRefusal('file', BackupError.corrupt);
    // Larger, once rewritten by a save, than a backup can hold: it could never be backed up again.
    if (err instanceof UciTooLargeError) throw fileRefusal('file', BackupError.tooLarge);
    throw err;
  }
}

export interface RestoreChecks {
  settingErrors: (files: Record<string, string>) => Promise<RestoredSettingError[]>;
  shareOnDisk: (path: string) => Promise<boolean>;
}

function describe(part: NotRestored): string {
  return `${[part.package, part.section, part.option].filter(Boolean).join('.')} (${part.reason})`;
}

/** -11 on the file field, naming the first refused setting as the page's field and message. */
function invalidSetting(refused: RestoredSettingError[]): OpError {
  const refusal = fileRefusal('file', BackupError.invalidSetting);
  const [first] = refused;
  return new OpError(refusal.code, refusal.msg, { ...refusal.extra, setting: first ? `${first.op}.${first.field}` : '', settingKey: first?.key ?? '' });
}

/** An archive that passed checkBackupFiles. */
export interface CheckedBackup extends RestorableFiles {
  origin: BackupOrigin;
  /** the account files restored with it: only from this unit's own signed archive (read-backup.ts) */
  accounts: Partial<Record<BackupAccountFile, Uint8Array>>;
  /** paths of the archive outside etc/config, never restored */
  skipped: string[];
}

/** Holds the checked archive (its uplinks zoned) for restore_apply and answers restore_upload: what restoring it changes, and what it leaves out. */
export function previewRestore(pending: PendingRestore, backup: CheckedBackup, live: ReadonlyMap<string, string>, token: string | undefined, log: Logger) {
  const restored = withUplinksZoned(backup.files, live);
  const held = pending.hold({ files: restored, accounts: backup.accounts, origin: backup.origin, live, token });
  const files = restoreChanges(live, restored);
  log.info(`restore previewed: made ${backup.origin === 'thisUnit' ? 'by this unit' : 'elsewhere'}, ${files.length} config files change`);
  const accounts = Object.keys(backup.accounts) as BackupAccountFile[];
  return { restoreId: held.id, expiresIn: BackupArchive.previewSeconds, origin: backup.origin, files, accounts, skipped: backup.skipped, notRestored: backup.notRestored };
}
