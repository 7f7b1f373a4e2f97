// The router runs no Node (issue 27): nothing the router build ships may import a Node module
// or use Node's globals; a Node import would be swapped for an empty stub by Vite and fail only
// when a page calls it.
import { describe, expect, it } from 'vitest';
import { build, type Rollup } from 'vite';

async function routerChunks(): Promise<Rollup.OutputChunk[]> {
  const output = await build({ configFile: `${import.meta.dirname}/vite.config.ts`, configLoader: 'runner', logLevel: 'silent', build: { write: false } });
  const bundles = (Array.isArray(output) ? output : [output]) as Rollup.RollupOutput[];
  return bundles.flatMap((bundle) => bundle.output.filter((item): item is Rollup.OutputChunk => item.type === 'chunk'));
}

describe('the router bundle', () => {
  it('imports no node: module and uses no Buffer', async () => {
    const chunks = await routerChunks();
    expect(chunks.length).toBeGreaterThan(10);
    const offenders = chunks.flatMap((chunk) => {
      const found: string[] = [];
      for (const id of [...chunk.imports, ...chunk.dynamicImports, ...chunk.moduleIds]) if (/^node:|__vite-browser-external/.test(id)) found.push(`${chunk.fileName}: ${id}`);
      if (/(?<![\w$.])Buffer\./.test(chunk.code)) found.push(`${chunk.fileName}: Buffer`);
      if (/from\s*["']node:|import\(["']node:/.test(chunk.code)) found.push(`${chunk.fileName}: node: import`);
      return found;
    });
    expect(offenders).toEqual([]);
  });
});
