import { stat } from 'node:fs/promises';

/** The permission bits of an existing file, so that a rewrite keeps them; `fallback` for a new one. */
export async function modeOr(file: string, fallback: number): Promise<number> {
  try {
    return (await stat(file)).mode & 0o777;
  } catch (error) {
    if ((error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT') return fallback;
    throw error;
  }
}
