// The restore between its preview and its confirmation (issue 26): restore_upload checks an
// archive and keeps it here, in memory, under a random id; restore_apply applies exactly that
// archive, restore_cancel drops it. One at a time (a newer upload replaces it), for the session
// that uploaded it, gone after BackupArchive.previewSeconds or a reboot.
import { randomBytes } from 'node:crypto';
import type { BackupOrigin } from '@rc/contract/backup-archive';

export interface PreviewedRestore {
  id: string;
  /** the archive's config files, checked: what restore_apply writes */
  files: Record<string, string>;
  origin: BackupOrigin;
  /** the live config files the preview compared with: a save since makes the preview stale */
  live: ReadonlyMap<string, string>;
  /** the session that uploaded it */
  token: string | undefined;
}

export class PendingRestore {
  private held: { restore: PreviewedRestore; timer: NodeJS.Timeout } | undefined;

  constructor(private readonly seconds: number) {}

  hold(restore: Omit<PreviewedRestore, 'id'>): PreviewedRestore {
    this.discard();
    const held = { ...restore, id: randomBytes(16).toString('hex') };
    const timer = setTimeout(() => this.discard(held.id), this.seconds * 1000);
    timer.unref();
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
