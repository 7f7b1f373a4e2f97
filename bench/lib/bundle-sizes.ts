import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface BuiltFile {
  /** path inside dist, with '/' separators, e.g. assets/index-abc123.js */
  file: string;
  bytes: number;
  gzipBytes: number;
}

// The .br and .gz siblings are the same files compressed; source maps are never downloaded.
const skipped = /\.(br|gz|map)$/;

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile() && !skipped.test(entry.name)).map((entry) => path.join(entry.parentPath, entry.name));
}

/** Every file a browser could download from dist, with its gzip size at level 9. */
export async function measureBuiltFiles(distDir: string): Promise<BuiltFile[]> {
  const files = await listFiles(distDir);
  if (!files.some((file) => file.endsWith('index.html'))) throw new Error(`no built console in ${distDir} (run npm run build)`);
  const measured = await Promise.all(
    files.map(async (file) => {
      const source = await readFile(file);
      const relative = path.relative(distDir, file).split(path.sep).join('/');
      return { file: relative, bytes: source.length, gzipBytes: gzipSync(source, { level: 9 }).length };
    }),
  );
  return measured.sort((a, b) => b.gzipBytes - a.gzipBytes);
}

export function isScriptOrStyle(file: string): boolean {
  return /\.(js|mjs|css)$/.test(file);
}

export function sumGzip(files: readonly BuiltFile[]): number {
  return files.reduce((total, file) => total + file.gzipBytes, 0);
}
