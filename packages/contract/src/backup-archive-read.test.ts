import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

describe('the backup reader', () => {
  it('bundles for the browser, as the router build previews a restore in Chromium: no node:* module, no Buffer', async () => {
    const result = await build({
      entryPoints: [path.join(import.meta.dirname, 'backup-archive-read.ts')],
      bundle: true,
      platform: 'browser',
      format: 'esm',
      minify: true,
      write: false,
      logLevel: 'silent',
      // The console loads zod for every form already; the reader's own share is what counts.
      external: ['zod'],
    });
    const code = result.outputFiles[0]?.text ?? '';
    expect(code).not.toMatch(/\bBuffer\b|\bprocess\.|node:/);
    // modern-tar 4.0 KB, @noble/hashes' SHA-256 2.8 KB, ours 1.5 KB gzip (README "Choices").
    expect(gzipSync(code).length).toBeLessThan(10 * 1024);
  });
});
