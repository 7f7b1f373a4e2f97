import { useState } from 'react';
import { BackupArchive, BackupError } from '@rc/contract/backup-archive';
import { Timing } from '@rc/contract/constants';
import { restore_upload } from '@rc/contract/ops/system/backup';
import { markRefresh, startBusy } from '../../../lib/busy';
import { rememberAfterReboot } from '../../../lib/after-reboot';
import { uploadOp } from '../../../lib/upload-op';

export type RestoreState = { phase: 'idle' } | { phase: 'sending'; sent: number; total: number };

// gzip's magic bytes (RFC 1952): a backup is a .tar.gz.
const GZIP_MAGIC = [0x1f, 0x8b];

/** What the browser can tell of a chosen backup before sending it: size and type. */
export async function checkBackupFile(file: Blob): Promise<string | undefined> {
  if (file.size > BackupArchive.maxUploadBytes) return BackupError.tooLarge;
  const head = new Uint8Array(await file.slice(0, 2).arrayBuffer());
  return GZIP_MAGIC.every((byte, index) => head[index] === byte) ? undefined : BackupError.corrupt;
}

/** Sends the backup with progress; once the device took it, it reboots (spec 4: restore, then the overlay). */
export function useRestore() {
  const [state, setState] = useState<RestoreState>({ phase: 'idle' });
  const restore = async (file: Blob) => {
    setState({ phase: 'sending', sent: 0, total: file.size });
    try {
      await uploadOp(restore_upload, {}, file, { onProgress: (sent, total) => setState({ phase: 'sending', sent, total }) });
    } finally {
      setState({ phase: 'idle' });
    }
    rememberAfterReboot({ kind: 'restore' });
    startBusy('reboot', Timing.rebootOverlayMs, Timing.longDurationMs);
    markRefresh();
  };
  return { state, restore };
}
