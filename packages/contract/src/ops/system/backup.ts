// System > Backup and restore (spec 2 "backup, restore and reset"; reset is the session op).
// The archive format is contract/backup-archive.ts. A restore is two calls (issue 26): the upload
// answers what the archive would change and who made it; restore_apply then applies exactly that.
import { z } from 'zod';
import { defineOp } from '../../op';
import { BackupArchive, backupAccountFiles, BackupError, backupOrigins, notRestoredReasons, notRestoredSchema, RestoreError } from '../../backup-archive';
import { packageChangeSchema } from '../../config-change';

export const backup_download = defineOp({
  op: 'backup_download',
  method: 'GET',
  feature: 'mgnt_backup_restore',
  download: { contentType: 'application/gzip' },
  summary:
    "Answers the configuration backup itself, not JSON: a .tar.gz in the layout of OpenWrt's sysupgrade -b (etc/config/<package> for every UCI file) " +
    "with a manifest (model, version, checksums) signed with this unit's own key under tmp/routerd-backup/, which sysupgrade -r drops in /tmp; " +
    'with Content-Disposition: attachment. Errors still answer JSON.',
  input: z.strictObject({}),
  output: z.object({}),
});

const restoreId = z.string().regex(/^[0-9a-f]{32}$/, 'validation.invalid');

export const restore_upload = defineOp({
  op: 'restore_upload',
  method: 'POST',
  feature: 'mgnt_backup_restore',
  upload: { maxBytes: BackupArchive.maxUploadBytes },
  summary:
    'Checks a backup and answers what restoring it would change; it changes nothing (restore_apply does). The archive is the raw request body ' +
    `(Content-Type application/octet-stream) or the file of a multipart/form-data form (curl -F file=@backup.tar.gz), ` +
    `at most ${BackupArchive.maxUploadBytes} bytes, access_token in the query string. ` +
    'The archive is one of ours or a stock sysupgrade -b archive (ustar, GNU or pax tar); only its etc/config files are restored, and a config file it lacks stays as it is. ' +
    'A corrupt, truncated or foreign-model archive, one holding a path that leaves the tree or a bad config file name, or one with a setting its page would refuse ' +
    `answers -11 with errors [{field: 'file', key}] (${Object.values(BackupError).join(', ')}). ` +
    "Otherwise the answer names the previewed restore (restoreId, kept for expiresIn seconds; a newer upload replaces it), " +
    "who made the archive (origin thisUnit: signed with this unit's key; elsewhere: another unit, a stock OpenWrt backup, or edited), " +
    'the changes per config file as get_history shows them (credentials only as changed), and the paths outside etc/config the archive held, which are not restored. ' +
    'Only the options a page of this console writes, or that OpenWrt ships in that package\'s file, with a value of the kind they take, are restored; ' +
    `notRestored lists every other file, section and option of the archive, with why (${notRestoredReasons.join(', ')}), and restore_apply never writes them. ` +
    `accounts names the account files (${backupAccountFiles.join(', ')}: the admin and file sharing passwords) restored with it: only from an archive signed by this unit, as sysupgrade -r restores /etc/shadow; another archive's are listed as skipped.`,
  input: z.strictObject({}),
  output: z.object({
    restoreId: z.string(),
    expiresIn: z.number(),
    origin: z.enum(backupOrigins),
    files: z.array(packageChangeSchema),
    accounts: z.array(z.enum(backupAccountFiles)),
    skipped: z.array(z.string()),
    notRestored: z.array(notRestoredSchema),
  }),
});

export const restore_apply = defineOp({
  op: 'restore_apply',
  method: 'POST',
  feature: 'mgnt_backup_restore',
  mutates: true,
  summary:
    'Applies the restore restore_upload previewed, whole, then reboots. An archive not made by this unit needs acceptForeign: true, ' +
    `else -2 with errors [{field: 'acceptForeign', key: '${RestoreError.foreignNotAccepted}'}] and the preview stays. ` +
    `-12 ${RestoreError.notPending} when no restore of that id awaits (expired, cancelled, replaced, rebooted); ` +
    `-12 ${RestoreError.changedSincePreview} when a setting was saved after the preview (upload again to see the changes).`,
  input: z.strictObject({ restoreId, acceptForeign: z.boolean().optional() }),
  output: z.object({}),
});

export const restore_cancel = defineOp({
  op: 'restore_cancel',
  method: 'POST',
  feature: 'mgnt_backup_restore',
  summary: 'Discards the previewed restore of that id; answers 1 as well when none awaits.',
  input: z.strictObject({ restoreId }),
  output: z.object({}),
});
