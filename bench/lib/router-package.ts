// Issue 27.1: the package's installed size, from its file list (packaging/openwrt/install-files.ts,
// which follows the Makefile's install section) installed into a throw-away root.
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { consoleBuild, installPackageFiles, maxInstalledBytes } from '../../packaging/openwrt/install-files';

export interface InstalledFile {
  /** path on the router, e.g. /www/routerd/assets/index-abc.js.gz */
  file: string;
  bytes: number;
}

export interface PackageSize {
  bytes: number;
  limit: number;
  /** the router build of the console was there to install (packages/router/dist/www/routerd) */
  withConsole: boolean;
  files: InstalledFile[];
}

function listFiles(root: string, dir = root): InstalledFile[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? listFiles(root, full) : [{ file: `/${path.relative(root, full)}`, bytes: statSync(full).size }];
  });
}

/** Installs the package into a temporary root; without the console's build, installs an empty folder in its place and says so. */
export function measurePackageSize(): PackageSize {
  const root = mkdtempSync(path.join(tmpdir(), 'rc-bench-pkg-'));
  const withConsole = existsSync(path.join(consoleBuild, 'index.html'));
  const placeholder = mkdtempSync(path.join(tmpdir(), 'rc-bench-no-console-'));
  try {
    const bytes = installPackageFiles(root, withConsole ? consoleBuild : placeholder);
    const files = listFiles(root).sort((a, b) => b.bytes - a.bytes);
    return { bytes, limit: maxInstalledBytes, withConsole, files };
  } finally {
    rmSync(root, { recursive: true, force: true });
    rmSync(placeholder, { recursive: true, force: true });
  }
}
