// A fresh folder for each test, removed after it.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach } from 'vitest';

export function tempFolderPerTest(prefix: string): () => Promise<string> {
  const folders: string[] = [];
  afterEach(() => Promise.all(folders.splice(0).map((folder) => rm(folder, { recursive: true, force: true }))));
  return async () => {
    const folder = await mkdtemp(path.join(tmpdir(), prefix));
    folders.push(folder);
    return folder;
  };
}
