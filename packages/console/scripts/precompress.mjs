// Writes .br and .gz beside every text asset of dist, so the device daemon can serve
// precompressed files (DESIGN budgets) without compressing on its slow CPU.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants } from 'node:zlib';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const compressible = /\.(js|css|html|svg|json)$/;

async function* walk(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else if (compressible.test(entry.name)) yield path;
  }
}

const toBrotli = promisify(brotliCompress);
const toGzip = promisify(gzip);

// zlib's async calls run on libuv's thread pool: the files compress on every core at once.
async function precompress(file) {
  const source = await readFile(file);
  const br = toBrotli(source, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
  });
  const gz = toGzip(source, { level: 9 });
  await writeFile(`${file}.br`, await br);
  await writeFile(`${file}.gz`, await gz);
}

const files = [];
for await (const file of walk(dist)) files.push(file);
await Promise.all(files.map(precompress));
console.log(`precompressed ${files.length} files in ${dist}`);
