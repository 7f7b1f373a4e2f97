// The account files of this unit's own backup (contract backupAccountFiles): what /etc/shadow and
// Samba's passdb are to `sysupgrade -b`. Read for backup_download, checked before a preview, written
// by restore_apply with the config files (issue 39.3). Only ever from an archive this unit signed
// (read-backup.ts). Node only: the router build's backups are stock archives without them.
import { readFile } from 'node:fs/promises';
import { BackupError, type BackupAccountFile } from '@rc/contract/backup-archive';
import type { DataPaths } from '../../factory/data-paths';
import { writeFileAtomic } from '../../lib/atomic-write';
import { fileRefusal } from '@rc/core/ops/system/file-refusal';
import { passwordHashSchema } from '../../sessions/password-hash';

type Accounts = Partial<Record<BackupAccountFile, Uint8Array>>;

const where = (paths: DataPaths): Record<BackupAccountFile, string> => ({ 'admin.json': paths.admin, 'samba-passwd.json': paths.sambaPasswd });

/** The account files the unit has (a factory unit has no Samba account yet). */
export async function accountFiles(paths: DataPaths): Promise<Accounts> {
  const accounts: Accounts = {};
  for (const [name, file] of Object.entries(where(paths)) as Array<[BackupAccountFile, string]>) {
    const data = await readFile(file).catch((err: NodeJS.ErrnoException) => (err.code === 'ENOENT' ? undefined : Promise.reject(err)));
    if (data) accounts[name] = data;
  }
  return accounts;
}

/** Refuses (-11 backup.corrupt) an account file the daemon could not start with. */
export function checkAccountFiles(accounts: Accounts): void {
  const admin = accounts['admin.json'];
  if (admin && !passwordHashSchema.safeParse(parseJson(admin)).success) throw fileRefusal('file', BackupError.corrupt);
  const samba = accounts['samba-passwd.json'];
  const parsed = samba && parseJson(samba);
  if (samba && (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))) throw fileRefusal('file', BackupError.corrupt);
}

export async function writeAccountFiles(paths: DataPaths, accounts: Accounts): Promise<void> {
  for (const [name, data] of Object.entries(accounts) as Array<[BackupAccountFile, Uint8Array]>) await writeFileAtomic(where(paths)[name], Buffer.from(data).toString('utf8'), 0o600);
}

function parseJson(data: Uint8Array): unknown {
  try {
    return JSON.parse(Buffer.from(data).toString('utf8'));
  } catch {
    return undefined;
  }
}
