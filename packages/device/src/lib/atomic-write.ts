// A file is replaced whole or not at all: temp file, fsync, rename, fsync of the folder.
import { open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { modeOr } from './file-mode';

/** Without a mode, the file keeps its own (a crontab at 0600 stays so); a new one is 0644. */
export async function writeFileAtomic(file: string, content: string, mode?: number): Promise<void> {
  const temp = path.join(path.dirname(file), `.${path.basename(file)}.${randomBytes(4).toString('hex')}.tmp`);
  const bits = mode ?? (await modeOr(file, 0o644));
  try {
    const handle = await open(temp, 'w', bits);
    try {
      await handle.writeFile(content);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temp, file);
  } catch (err) {
    await rm(temp, { force: true });
    throw err;
  }
  await syncFolder(path.dirname(file));
}

async function syncFolder(folder: string): Promise<void> {
  const handle = await open(folder, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
