import { build, type Rollup } from 'vite';
import { gzipSync } from 'node:zlib';
const out = await build({ configFile: process.argv[2], configLoader: 'runner', logLevel: 'silent', build: { write: false } }) as Rollup.RollupOutput | Rollup.RollupOutput[];
const bundles = Array.isArray(out) ? out : [out];
for (const b of bundles) for (const c of b.output) if (c.type === 'chunk' && c.isEntry) {
  console.log(c.fileName, gzipSync(c.code).length);
  const mods = Object.entries(c.modules).map(([id, m]) => [id.replace(/.*node_modules\//, 'nm/').replace(/.*packages\//, ''), m.renderedLength] as const).sort((a, b) => b[1] - a[1]);
  for (const [id, n] of mods.slice(0, 70)) console.log(String(n).padStart(7), id);
}
