// The signature of a backup (contract backup-archive: manifest.sig): HMAC-SHA256 of the manifest's
// exact bytes under the unit's backup key (factory/backup-key). The manifest holds every config
// file's SHA-256, so the MAC covers them too: edit one byte of a file and recompute its checksum,
// and the manifest no longer matches the MAC, which only the unit's key can remake.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { BACKUP_SIGNATURE_RE, BackupArchive, type BackupOrigin } from '@rc/contract/backup-archive';

export function signManifest(manifest: Uint8Array, key: Uint8Array): Buffer {
  return Buffer.from(`hmac-sha256 ${mac(manifest, key).toString('hex')}\n`);
}

/** thisUnit only for a signature made with `key` over exactly these manifest bytes. */
export function backupOrigin(manifest: Uint8Array, signature: Uint8Array | undefined, key: Uint8Array | undefined): BackupOrigin {
  if (!signature || !key || signature.length > BackupArchive.maxSignatureBytes) return 'elsewhere';
  const found = BACKUP_SIGNATURE_RE.exec(Buffer.from(signature).toString('latin1'));
  if (!found?.[1]) return 'elsewhere';
  return timingSafeEqual(Buffer.from(found[1], 'hex'), mac(manifest, key)) ? 'thisUnit' : 'elsewhere';
}

function mac(manifest: Uint8Array, key: Uint8Array): Buffer {
  return createHmac('sha256', key).update(manifest).digest();
}
