// The UCI files of a test device's data folder, byte for byte: a refused save must leave
// every one of them as it was (DESIGN "Tests").
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

export async function configFiles(dataDir: string): Promise<Record<string, string>> {
  const dir = path.join(dataDir, 'config');
  const names = (await readdir(dir)).sort();
  const entries = await Promise.all(names.map(async (name) => [name, await readFile(path.join(dir, name), 'latin1')] as const));
  return Object.fromEntries(entries);
}

export async function configFile(dataDir: string, pkg: string): Promise<string> {
  return readFile(path.join(dataDir, 'config', pkg), 'utf8');
}
