// System > Backup and restore (spec 2 "backup, restore and reset"; reset is the session op).
// The archive format is contract/backup-archive.ts.
import { z } from 'zod';
import { defineOp } from '../../op';
import { BackupArchive, BackupError } from '../../backup-archive';

export const backup_download = defineOp({
  op: 'backup_download',
  method: 'GET',
  feature: 'mgnt_backup_restore',
  download: { contentType: 'application/gzip' },
  summary:
    'Answers the configuration backup itself, not JSON: a .tar.gz of every UCI file with a manifest (model, version, checksums), ' +
    'with Content-Disposition: attachment. Errors still answer JSON.',
  input: z.strictObject({}),
  output: z.object({}),
});

export const restore_upload = defineOp({
  op: 'restore_upload',
  method: 'POST',
  feature: 'mgnt_backup_restore',
  mutates: true,
  upload: { maxBytes: BackupArchive.maxUploadBytes },
  summary:
    'Restores a backup made by backup_download on this model, then reboots. The archive is the raw request body ' +
    `(Content-Type application/octet-stream) or the file of a multipart/form-data form (curl -F file=@backup.tar.gz), ` +
    `at most ${BackupArchive.maxUploadBytes} bytes, access_token in the query string. ` +
    'It is accepted whole or not at all: a corrupt, truncated or foreign archive, or one holding a path outside config/, ' +
    `answers -11 with errors [{field: 'file', key}] (${Object.values(BackupError).join(', ')}) and changes nothing. ` +
    `An archive setting an option that runs a program, loads a plugin or reaches outside the storage roots (an openvpn up script, a pppd plugin...) ` +
    `answers ${BackupError.unsafeOption} with params {package, section, option} naming the first.`,
  input: z.strictObject({}),
  output: z.object({}),
});
