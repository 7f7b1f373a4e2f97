// Installs the package's files into ROOT exactly as routerd/Makefile's Package/routerd/install
// does (install-files.test.ts holds the two to the same list), and prints the installed size,
// which must stay within 1 MB (issue 27.1). The test layer and the bench install through this.
//   npx tsx packaging/openwrt/install-files.ts ROOT [--console DIR]
import { cpSync, readdirSync, statSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = fileURLToPath(new URL('../..', import.meta.url));

export const maxInstalledBytes = 1_000_000;

/** Source folder -> folder under the root, in the Makefile's order. */
export const consoleBuild = join(repo, 'packages/router/dist/www/routerd');

export function packageFiles(consoleDir = consoleBuild): { from: string; to: string }[] {
  return [
    { from: join(repo, 'packaging/openwrt/files'), to: '/' },
    { from: consoleDir, to: '/www/routerd' },
    // uhttpd sends static files without Content-Encoding: the console's gzip assets go through it.
    { from: join(repo, 'packages/router/scripts/routerd-assets.cgi'), to: '/www/cgi-bin/routerd' },
  ];
}

export function folderBytes(dir: string): number {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    total += entry.isDirectory() ? folderBytes(path) : statSync(path).size;
  }
  return total;
}

function bytesOf(path: string): number {
  return statSync(path).isDirectory() ? folderBytes(path) : statSync(path).size;
}

/** Copies the package's files into root; returns the installed bytes. */
export function installPackageFiles(root: string, consoleDir?: string): number {
  let bytes = 0;
  for (const { from, to } of packageFiles(consoleDir)) {
    if (!existsSync(from)) throw new Error(`${from} is missing: run npm run build first`);
    cpSync(from, join(root, to), { recursive: true });
    bytes += bytesOf(from);
  }
  return bytes;
}

function main(argv: string[]): number {
  const [root, flag, consoleDir] = argv;
  if (!root || (flag !== undefined && (flag !== '--console' || !consoleDir))) {
    console.error('usage: install-files.ts ROOT [--console DIR]');
    return 2;
  }
  const bytes = installPackageFiles(resolve(root), consoleDir && resolve(consoleDir));
  console.log(`installed ${bytes} bytes into ${resolve(root)} (limit ${maxInstalledBytes})`);
  return bytes <= maxInstalledBytes ? 0 : 1;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) process.exitCode = main(process.argv.slice(2));
