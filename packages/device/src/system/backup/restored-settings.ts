// The Node daemon's scratch store for a restore's settings check (restored-settings-check.ts): the
// live files with the archive's over them, in a folder of their own, read by a UciStore.
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { OpContext } from '@rc/core/ops/op-context';
import { UciStore } from '../../store/uci-store';
import { settingErrorsIn, type RestoredSettingError } from '@rc/core/backup/restored-settings-check';

export async function restoredSettingErrors(files: Record<string, string>, ctx: OpContext): Promise<RestoredSettingError[]> {
  const root = await mkdtemp(path.join(tmpdir(), 'rc-restore-check-'));
  try {
    await mkdir(path.join(root, 'config'));
    for (const [pkg, text] of Object.entries(files)) await writeFile(path.join(root, 'config', pkg), text);
    const store = new UciStore({ configDir: path.join(root, 'config'), stateDir: path.join(root, 'state'), history: { entries: 0 } });
    return await settingErrorsIn({ ...ctx, store, uciStore: store });
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}
