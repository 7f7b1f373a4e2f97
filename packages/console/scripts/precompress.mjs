// Writes .br and .gz beside every text asset of dist, so the device daemon can serve
// precompressed files (DESIGN budgets) without compressing on its slow CPU.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const compressible = /\.(js|css|html|svg|json)$/;

async function* walk(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else if (compressible.test(entry.name)) yield path;
  }
}

let count = 0;
for await (const file of walk(dist)) {
  const source = await readFile(file);
  const br = brotliCompressSync(source, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
  });
  await writeFile(`${file}.br`, br);
  await writeFile(`${file}.gz`, gzipSync(source, { level: 9 }));
  count += 1;
}
console.log(`precompressed ${count} files in ${dist}`);
