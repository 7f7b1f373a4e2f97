// The configuration backup (spec 4 "backup, restore", DESIGN "Uploads"): what backup_download
// answers and restore_upload accepts. Pure: the entry policy and the manifest schema live
// here; the device writes and reads the archive itself.
//
// Format: a gzip-compressed POSIX ustar archive holding, in this order,
//   manifest.json     {format: 1, model, version, created, files: {<name>: <sha256 hex>}}
//   config/<name>     one regular file per UCI package, <name> of [a-z0-9_-] starting
//                     with a letter or digit, UTF-8 text
// Every config file is listed in the manifest with the SHA-256 of its bytes and nothing else
// is in the archive: no directories but 'config/' itself, no links, no device files, no
// pax or GNU extension headers, no absolute or '..' paths, no name twice. A restore is
// accepted only for the model that made it, and only whole.
import { z } from 'zod';
import { isDeviceModel, isSha256Hex } from './firmware-image';

export const BackupArchive = {
  formatVersion: 1,
  manifestName: 'manifest.json',
  configDir: 'config/',
  maxNameLength: 64,
  maxFiles: 64,
  maxFileBytes: 256 * 1024,
  /** the sum of the config files' sizes */
  maxTotalBytes: 1024 * 1024,
  maxManifestBytes: 16 * 1024,
  /** the upload cap of restore_upload: the gzip file as sent */
  maxUploadBytes: 1024 * 1024,
} as const;

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
  /**
   * it sets an option that runs a program, loads a plugin or reaches outside the storage roots
   * (contract unsafe-options); errors[0].params names package, section and option
   */
  unsafeOption: 'backup.unsafeOption',
} as const;

export type BackupErrorKey = (typeof BackupError)[keyof typeof BackupError];

// The first character is a letter or digit so that no name is '__proto__'.
const CONFIG_NAME_RE = /^[a-z0-9][a-z0-9_-]*$/;
const CONTROL_CHAR_RE = /[\x00-\x1f\x7f]/;

/** A UCI package name that may travel in a backup (what OpenWrt keeps under /etc/config). */
export function isConfigName(value: unknown): value is string {
  return typeof value === 'string' && value.length <= BackupArchive.maxNameLength && CONFIG_NAME_RE.test(value);
}

export type BackupEntry = { kind: 'manifest' } | { kind: 'configDir' } | { kind: 'config'; name: string };

/** What an archive path is, or undefined for any path a backup must not hold. */
export function classifyBackupPath(path: string): BackupEntry | undefined {
  if (path === BackupArchive.manifestName) return { kind: 'manifest' };
  if (path === BackupArchive.configDir) return { kind: 'configDir' };
  if (!path.startsWith(BackupArchive.configDir)) return undefined;
  const name = path.slice(BackupArchive.configDir.length);
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
  });
}

export type BackupManifest = z.infer<ReturnType<typeof backupManifestSchema>>;
