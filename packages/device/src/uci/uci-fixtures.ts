// Test helper: the reference files in fixtures/, produced by OpenWrt's real `uci` tool.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = fileURLToPath(new URL('./fixtures', import.meta.url));

export interface UciFixture {
  /** e.g. `syntax/quoting` */
  id: string;
  /** the file name, which is also the package name */
  name: string;
  input: string;
  exported?: string;
  shown?: string;
  error?: { reason: string; line: number; byte: number };
}

export function loadFixtures(group: 'syntax' | 'defaults'): UciFixture[] {
  const dir = path.join(root, group);
  return readdirSync(dir)
    .filter((file) => !file.includes('.'))
    .sort()
    .map((name) => loadFixture(dir, group, name));
}

function loadFixture(dir: string, group: string, name: string): UciFixture {
  const read = (ext: string) => {
    const file = path.join(dir, name + ext);
    return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
  };
  const errorText = read('.error');
  return {
    id: `${group}/${name}`,
    name,
    input: read('') ?? '',
    exported: read('.export'),
    shown: read('.show'),
    error: errorText === undefined ? undefined : parseErrorLine(errorText),
  };
}

function parseErrorLine(text: string): UciFixture['error'] {
  const match = /^Parse error \((.*)\) at line (\d+), byte (\d+)$/m.exec(text);
  if (!match) throw new Error(`unreadable .error fixture: ${text}`);
  return { reason: match[1] ?? '', line: Number(match[2]), byte: Number(match[3]) };
}
