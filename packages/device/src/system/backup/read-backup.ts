// restore_upload: accepts a backup whole or not at all (spec 4; format in contract/backup-archive,
// read by contract/backup-archive-read, the code the router build runs in the browser). Here the
// unit tells its own archives from others by their signature. Nothing here touches the disk.
import { BackupArchive, type BackupAccountFile, type BackupErrorKey, type BackupManifest, type BackupOrigin } from '@rc/contract/backup-archive';
import { readBackupArchive } from '@rc/contract/backup-archive-read';
import { backupOrigin } from './backup-signature';

export type ReadBackupResult =
  | {
      ok: true;
      files: Record<string, string>;
      /** ours; undefined for a stock OpenWrt archive, which names no model */
      manifest: BackupManifest | undefined;
      origin: BackupOrigin;
      /** the account files of this unit's own archive; none from any other (they go to skipped) */
      accounts: Partial<Record<BackupAccountFile, Uint8Array>>;
      /** paths outside etc/config, never restored */
      skipped: string[];
    }
  | { ok: false; error: BackupErrorKey };

/** `unitKey`: this unit's backup key, which tells its own archives (origin thisUnit) from others. */
export async function readBackup(archive: Uint8Array, expectedModel: string, unitKey?: Uint8Array): Promise<ReadBackupResult> {
  const read = await readBackupArchive(archive, expectedModel);
  if (!read.ok) return read;
  const { manifest } = read;
  const origin = manifest ? backupOrigin(manifest.bytes, manifest.signature, unitKey) : 'elsewhere';
  if (origin === 'thisUnit') return { ok: true, files: read.files, manifest: manifest?.parsed, origin, accounts: read.accounts, skipped: read.skipped };
  const foreignAccounts = Object.keys(read.accounts).map((name) => `${BackupArchive.accountDir}${name}`);
  return { ok: true, files: read.files, manifest: manifest?.parsed, origin, accounts: {}, skipped: [...read.skipped, ...foreignAccounts] };
}
