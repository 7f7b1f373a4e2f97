// The restore between its preview and its confirmation (issue 26): restore_upload checks an
// archive and keeps it here, in memory, under a random id; restore_apply applies exactly that
// archive, restore_cancel drops it. One at a time (a newer upload replaces it), for the session
// that uploaded it, gone after BackupArchive.previewSeconds or a reboot. Browser-safe: the router
// build holds its preview in the browser the same way (ubus/router-restore.ts).
import { RestoreError, type BackupAccountFile, type BackupOrigin } from '@rc/contract/backup-archive';
import { fieldRefusal, OpError } from '../errors/op-error';

export interface PreviewedRestore {
  id: string;
  /** the archive's config files, checked: what restore_apply writes */
  files: Record<string, string>;
  /** the account files restore_apply writes beside them (this unit's own archive only) */
  accounts: Partial<Record<BackupAccountFile, Uint8Array>>;
  origin: BackupOrigin;
  /** the live config files the preview compared with: a save since makes the preview stale */
  live: ReadonlyMap<string, string>;
  /** the session that uploaded it */
  token: string | undefined;
}

export class PendingRestore {
  private held: { restore: PreviewedRestore; timer: ReturnType<typeof setTimeout> } | undefined;

  constructor(private readonly seconds: number) {}

  hold(restore: Omit<PreviewedRestore, 'id'>): PreviewedRestore {
    this.discard();
    const held = { ...restore, id: randomHex(16) };
    const timer = setTimeout(() => this.discard(held.id), this.seconds * 1000);
    // Node's timer would keep the daemon alive at exit; a browser's has no unref.
    (timer as { unref?: () => void }).unref?.();
    this.held = { restore: held, timer };
    return held;
  }

  /** The restore previewed under `id` for this session, if it still waits. */
  find(id: string, token: string | undefined): PreviewedRestore | undefined {
    const restore = this.held?.restore;
    return restore && restore.id === id && restore.token === token ? restore : undefined;
  }

  /** Drops the restore of `id`, or whichever waits. */
  discard(id?: string): void {
    if (!this.held || (id !== undefined && this.held.restore.id !== id)) return;
    clearTimeout(this.held.timer);
    this.held = undefined;
  }
}

/** `bytes` random bytes in hex (Web Crypto: Node's global and every browser's, plain http included). */
function randomHex(bytes: number): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The restore previewed under `restoreId` for this session, once the administrator accepted where it comes from. */
export function previewedRestore(pending: PendingRestore, { restoreId, acceptForeign }: { restoreId: string; acceptForeign?: boolean }, token: string | undefined): PreviewedRestore {
  const restore = pending.find(restoreId, token);
  if (!restore) throw new OpError('-12', RestoreError.notPending);
  if (restore.origin !== 'thisUnit' && acceptForeign !== true) throw fieldRefusal('acceptForeign', RestoreError.foreignNotAccepted);
  return restore;
}

/** Refuses a restore whose preview a save since made stale: it no longer says what the restore changes. */
export function assertUnchangedSincePreview(now: ReadonlyMap<string, string>, restore: PreviewedRestore): void {
  const then = restore.live;
  if (now.size !== then.size || [...now].some(([pkg, text]) => then.get(pkg) !== text)) throw new OpError('-12', RestoreError.changedSincePreview);
}
