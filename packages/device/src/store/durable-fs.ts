// File operations that survive a power cut: data is fsynced before anything points to it,
// and a directory is fsynced after a rename so that the rename itself is on disk.
import { open, readFile, rm } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';

export function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT';
}

/** The file's text, or null when it does not exist. */
export async function readTextOrNull(file: string): Promise<string | null> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}

/** A new file, written and synced; on failure (a full disk) none is left behind. */
export async function writeFileSynced(file: string, text: string, mode = 0o600): Promise<void> {
  const handle = await open(file, 'wx', mode);
  try {
    await handle.writeFile(text, 'utf8');
    await handle.sync();
  } catch (error) {
    await handle.close();
    await rm(file, { force: true });
    throw error;
  }
  await handle.close();
}

export async function fsyncDir(dir: string): Promise<void> {
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

export function randomSuffix(): string {
  return randomBytes(6).toString('hex');
}

export async function removeQuietly(file: string): Promise<void> {
  await rm(file, { force: true });
}
