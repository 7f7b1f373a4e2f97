// After vite build: every asset gzip-compressed in place (the plain file goes), the CGI that
// serves them beside (dist/www/cgi-bin/routerd, see routerd-assets.cgi), and the installed size,
// which must stay within the package's 1 MB (issue 27.1).
import { chmodSync, copyFileSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const www = join(import.meta.dirname, '..', 'dist', 'www');
const assets = join(www, 'routerd', 'assets');

for (const name of readdirSync(assets)) {
  const file = join(assets, name);
  writeFileSync(`${file}.gz`, gzipSync(readFileSync(file), { level: 9 }));
  rmSync(file);
}
mkdirSync(join(www, 'cgi-bin'), { recursive: true });
const cgi = join(www, 'cgi-bin', 'routerd');
copyFileSync(join(import.meta.dirname, 'routerd-assets.cgi'), cgi);
chmodSync(cgi, 0o755);

const bytes = (dir) => readdirSync(dir, { withFileTypes: true }).reduce((sum, entry) => sum + (entry.isDirectory() ? bytes(join(dir, entry.name)) : statSync(join(dir, entry.name)).size), 0);
console.log(`router build: ${bytes(www)} bytes to install under /www (${readdirSync(assets).length} gzip assets)`);
