// The configuration backup (spec 4 "backup, restore", DESIGN "Uploads"): what backup_download
// answers and restore_upload accepts, on every platform. Pure: the entry policy and the manifest
// schema live here; backup-archive-read.ts reads an archive (browser-safe), the device writes one.
//
// Format: the archive OpenWrt's `sysupgrade -b` makes (package/base-files/files/sbin/sysupgrade:
// `tar czf <file> -T <list of kept files>`, paths relative to / as tar strips the leading slash),
// so that `sysupgrade -r` (`tar -C / -xzf <file>`) on a stock OpenWrt restores ours and a stock
// archive restores here:
//   etc/config/<name>   one regular file per UCI package, <name> of [a-z0-9_-] starting with a
//                       letter or digit, UTF-8 text
//   tmp/routerd-backup/manifest.json  {format: 1, model, version, created, files: {<name>: <sha256 hex>}}
//   tmp/routerd-backup/accounts/<file>  the daemon's account files (admin.json: the admin password's
//                       hash; samba-passwd.json: the file sharing account's), what /etc/shadow and
//                       Samba's passdb are to a stock `sysupgrade -b`; listed in the manifest's
//                       `accounts` with their SHA-256, and restored only from this unit's own signed
//                       archive (issue 39.3), after the preview names them. Never from another.
//   tmp/routerd-backup/manifest.sig   'hmac-sha256 <64 hex>\n': HMAC-SHA256 of manifest.json's exact
//                       bytes under the unit's own backup key, so that the unit that made a backup
//                       knows it again; a checksum anyone can recompute, this only that unit can.
//                       Optional: an archive without it (or with a wrong one) is made elsewhere.
// Manifest and signature sit under tmp/ because `sysupgrade -r` extracts everything to /: under /tmp
// (tmpfs) they are gone at the next boot, no OpenWrt program reads them, and no later
// `sysupgrade -b` carries them (only /etc and the keep.d lists are kept), so a stock backup never
// holds a stale manifest that no longer matches its files. A stock archive has no manifest: it
// names no model and its files are taken as they are.
// Any other path (etc/passwd, etc/dropbear/*, etc/openvpn/*...) is listed as skipped and never
// written; directories are ignored. Refused whole: an absolute or '..' path, a path with a control
// character, a name twice, a link or device at a path we would read, a config name outside the
// allow-list. GNU and pax extension headers (long names) are read as tar does. A manifest's archive
// is accepted only for the model that made it, and only whole.
import { z } from 'zod';
import { isDeviceModel, isSha256Hex } from './firmware-image';

export const BackupArchive = {
  formatVersion: 1,
  configDir: 'etc/config/',
  manifestPath: 'tmp/routerd-backup/manifest.json',
  accountDir: 'tmp/routerd-backup/accounts/',
  signaturePath: 'tmp/routerd-backup/manifest.sig',
  maxNameLength: 64,
  maxFiles: 64,
  maxFileBytes: 256 * 1024,
  /** the sum of the config files' sizes */
  maxTotalBytes: 1024 * 1024,
  maxManifestBytes: 16 * 1024,
  maxSignatureBytes: 256,
  /** entries of any kind: a stock backup also holds passwd, shadow, dropbear keys, crontabs... */
  maxEntries: 512,
  /** the tar inside the gzip, every entry with its headers: more is refused as a decompression bomb */
  maxTarBytes: 8 * 1024 * 1024,
  /** the longest path of an entry */
  maxPathLength: 1024,
  /** the upload cap of restore_upload: the gzip file as sent */
  maxUploadBytes: 1024 * 1024,
  /** how long a previewed restore waits for restore_apply before it is discarded */
  previewSeconds: 600,
} as const;

/** The daemon's account files a backup of its own carries (BackupArchive.accountDir). */
export const backupAccountFiles = ['admin.json', 'samba-passwd.json'] as const;
export type BackupAccountFile = (typeof backupAccountFiles)[number];

/**
 * Who made a backup: this unit (its signature checks with this unit's key), or anyone else: another
 * unit, a stock OpenWrt, or an edit of one of ours (the signature is missing or wrong).
 */
export const backupOrigins = ['thisUnit', 'elsewhere'] as const;
export type BackupOrigin = (typeof backupOrigins)[number];

/** The signature entry's text: its algorithm, then the MAC in lower-case hex. */
export const BACKUP_SIGNATURE_RE = /^hmac-sha256 ([0-9a-f]{64})\n?$/;

/** i18n keys of every way a restore is refused; the device answers `-11` with one of them. */
export const BackupError = {
  corrupt: 'backup.corrupt',
  truncated: 'backup.truncated',
  wrongModel: 'backup.wrongModel',
  badPath: 'backup.badPath',
  badChecksum: 'backup.badChecksum',
  /** over maxUploadBytes: refused before it is read */
  tooLarge: 'backup.tooLarge',
  /** the archive lacks a config file every device has (network, wireless, dhcp, firewall, system) */
  incomplete: 'backup.incomplete',
  /** a setting in it is one the page that owns it would refuse (a LAN IP that is no IP...) */
  invalidSetting: 'backup.invalidSetting',
} as const;

/**
 * Why a part of a backup is not restored (issue 39.3: a restore writes only what a page of the
 * console writes or OpenWrt's stock file holds, core backup/restorable-options.ts):
 * package: a config file no page writes; section: a section type its package's pages and stock
 * file never hold (a firewall include, an fstab swap); option: an option outside them (dnsmasq's
 * dhcpscript); value: a value of another kind than the option takes (a path not the stock one, a
 * watchcat mode that runs a script); offDisk: a Samba share whose folder is not on a disk mounted
 * under /mnt, or leads off it through a link.
 */
export const notRestoredReasons = ['package', 'section', 'option', 'value', 'offDisk'] as const;
export type NotRestoredReason = (typeof notRestoredReasons)[number];

export const notRestoredSchema = z.object({
  package: z.string(),
  /** `lan`, or `@dnsmasq[0]` for an anonymous section; '' for a whole file */
  section: z.string(),
  /** the section's type; '' for a whole file */
  type: z.string(),
  /** '' for a whole section or file */
  option: z.string(),
  reason: z.enum(notRestoredReasons),
});

export type BackupErrorKey = (typeof BackupError)[keyof typeof BackupError];

/** i18n keys of the confirm step of a restore (restore_apply). */
export const RestoreError = {
  /** -2 on acceptForeign: an archive made elsewhere is applied only when the administrator says so */
  foreignNotAccepted: 'backup.foreignNotAccepted',
  /** -12: no previewed restore of that id (expired, cancelled, superseded by a newer upload, or a reboot) */
  notPending: 'backup.restoreNotPending',
  /** -12: a setting was saved since the preview, so it no longer says what the restore changes */
  changedSincePreview: 'backup.changedSincePreview',
} as const;

// The first character is a letter or digit so that no name is '__proto__'.
const CONFIG_NAME_RE = /^[a-z0-9][a-z0-9_-]*$/;
const CONTROL_CHAR_RE = /[\x00-\x1f\x7f]/;

/** A UCI package name that may travel in a backup (what OpenWrt keeps under /etc/config). */
export function isConfigName(value: unknown): value is string {
  return typeof value === 'string' && value.length <= BackupArchive.maxNameLength && CONFIG_NAME_RE.test(value);
}

export type BackupEntry = { kind: 'manifest' } | { kind: 'signature' } | { kind: 'config'; name: string } | { kind: 'account'; name: BackupAccountFile } | { kind: 'other' };

/**
 * What an archive path is (a leading './' as GNU tar may write it is dropped), or undefined for a
 * path a backup must not hold: absolute, climbing out, with a control character, or a file under
 * etc/config/ whose name is outside the allow-list. `other` is a path restored by nothing here.
 */
export function classifyBackupPath(path: string): BackupEntry | undefined {
  const relative = path.replace(/^(\.\/)+/, '');
  if (relative === '' || relative.startsWith('/') || relative.length > BackupArchive.maxPathLength) return undefined;
  if (CONTROL_CHAR_RE.test(relative) || relative.includes('\\') || relative.split('/').some((part) => part === '..')) return undefined;
  if (relative === BackupArchive.manifestPath) return { kind: 'manifest' };
  if (relative === BackupArchive.signaturePath) return { kind: 'signature' };
  const account = backupAccountFiles.find((name) => relative === `${BackupArchive.accountDir}${name}`);
  if (account) return { kind: 'account', name: account };
  if (!relative.startsWith(BackupArchive.configDir)) return { kind: 'other' };
  const name = relative.slice(BackupArchive.configDir.length);
  return isConfigName(name) ? { kind: 'config', name } : undefined;
}

export function backupManifestSchema() {
  return z.strictObject({
    format: z.literal(BackupArchive.formatVersion),
    model: z.string().refine(isDeviceModel),
    version: z
      .string()
      .min(1)
      .max(64)
      .refine((text) => !CONTROL_CHAR_RE.test(text)),
    created: z.iso.datetime(),
    files: z
      .record(z.string().refine(isConfigName), z.string().refine(isSha256Hex))
      .refine((files) => Object.keys(files).length <= BackupArchive.maxFiles),
    accounts: z.partialRecord(z.enum(backupAccountFiles), z.string().refine(isSha256Hex)).optional(),
  });
}

export type BackupManifest = z.infer<ReturnType<typeof backupManifestSchema>>;
