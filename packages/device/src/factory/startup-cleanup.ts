// What a crash, a kill -9 or a full disk can leave in the data folder, removed before the daemon
// serves: the temps of atomic writes (`.admin.json.1a2b3c4d.tmp`, issue 12.13) and the upgrade
// image, whole or partial (no upgrade survives a restart, issue 12.10). The UCI store's own temps
// go with its journal recovery. A read-only folder is reported, not fatal (issue 12.11).
import { readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { DataPaths } from './data-paths';
import { isReadOnly } from '@rc/core/lib/storage-errors';
import { openvpnDir } from '../store/openvpn-pem-files';

const ATOMIC_TEMP = /^\..+\.[0-9a-f]{8}\.tmp$/;

/** The folder firmware images are received into. */
export function upgradeDir(paths: DataPaths): string {
  return path.join(paths.state, 'upgrade');
}

/** True when the folder could not be written (read-only); other failures throw. */
export async function removeLeftovers(paths: DataPaths): Promise<{ readOnly: boolean }> {
  try {
    // The OpenVPN folder: a temp there may hold a private key.
    for (const dir of [paths.root, paths.state, paths.factory, openvpnDir(paths.config)]) {
      for (const name of await namesIn(dir)) if (ATOMIC_TEMP.test(name)) await rm(path.join(dir, name), { force: true });
    }
    await rm(upgradeDir(paths), { recursive: true, force: true });
    // Nothing may have needed removing: a write says whether the folder takes any.
    const probe = path.join(paths.state, '.write-probe');
    await writeFile(probe, '');
    await rm(probe, { force: true });
    return { readOnly: false };
  } catch (err) {
    if (isReadOnly(err)) return { readOnly: true };
    throw err;
  }
}

async function namesIn(dir: string): Promise<string[]> {
  try {
    return await readdir(dir);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
}
