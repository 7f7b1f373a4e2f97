import { useState } from 'react';
import { BackupArchive, BackupError } from '@rc/contract/backup-archive';
import { Timing } from '@rc/contract/constants';
import type { OpOutput } from '@rc/contract/op';
import { restore_apply, restore_cancel, restore_upload } from '@rc/contract/ops/system/backup';
import { callOp } from '../../../lib/api-client';
import { markRefresh, startBusy } from '../../../lib/busy';
import { rememberAfterReboot } from '../../../lib/after-reboot';
import { uploadOp } from '../../../lib/upload-op';

export type RestoreState = { phase: 'idle' } | { phase: 'sending'; sent: number; total: number };
export type RestorePreview = OpOutput<typeof restore_upload>;

// gzip's magic bytes (RFC 1952): a backup is a .tar.gz.
const GZIP_MAGIC = [0x1f, 0x8b];

/** What the browser can tell of a chosen backup before sending it: size and type. */
export async function checkBackupFile(file: Blob): Promise<string | undefined> {
  if (file.size > BackupArchive.maxUploadBytes) return BackupError.tooLarge;
  const head = new Uint8Array(await file.slice(0, 2).arrayBuffer());
  return GZIP_MAGIC.every((byte, index) => head[index] === byte) ? undefined : BackupError.corrupt;
}

/** Sends the backup with progress; the device checks it and answers what restoring it changes (issue 26). */
export function useRestoreUpload() {
  const [state, setState] = useState<RestoreState>({ phase: 'idle' });
  const upload = async (file: Blob): Promise<RestorePreview> => {
    setState({ phase: 'sending', sent: 0, total: file.size });
    try {
      return await uploadOp(restore_upload, {}, file, { onProgress: (sent, total) => setState({ phase: 'sending', sent, total }) });
    } finally {
      setState({ phase: 'idle' });
    }
  };
  return { state, upload };
}

/** Applies the previewed restore; the device then reboots (spec 4: restore, then the overlay). */
export async function applyRestore(restoreId: string, acceptForeign: boolean): Promise<void> {
  await callOp(restore_apply, { restoreId, acceptForeign });
  rememberAfterReboot({ kind: 'restore' });
  startBusy('reboot', Timing.rebootOverlayMs, Timing.longDurationMs);
  markRefresh();
}

/** The administrator said no: the device drops the archive now rather than at its expiry. */
export function cancelRestore(restoreId: string): void {
  callOp(restore_cancel, { restoreId }).catch(() => undefined);
}
