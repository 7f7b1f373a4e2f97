import { chmod, stat } from 'node:fs/promises';

/** The permission bits of an existing file, so that a rewrite keeps them; `fallback` for a new one. */
export async function modeOr(file: string, fallback: number): Promise<number> {
  try {
    return (await stat(file)).mode & 0o777;
  } catch (error) {
    if ((error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT') return fallback;
    throw error;
  }
}

/**
 * Makes a file that others may read owner-only (a credential an older version wrote 0644). Best
 * effort: a read-only folder or a file of another owner stays as it is.
 */
export async function makeOwnerOnly(file: string): Promise<void> {
  try {
    if ((await stat(file)).mode & 0o077) await chmod(file, 0o600);
  } catch {
    // missing, read-only, or not ours: nothing to tighten here
  }
}
