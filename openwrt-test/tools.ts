// Where OpenWrt's own programs come from for the real-stack layer: the shared tools folder
// (../shared/openwrt/tools beside the checkout or a folder above it; OPENWRT_TOOLS overrides),
// built once by its `setup` into ~/.cache/openwrt-tools, plus ucode's `ubus` and `uci` modules, which that
// build leaves out and the package's rpcd plugin and SIM watch service import: built here into our own cache.
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('..', import.meta.url));

export interface OpenWrtTools {
  /** the shared folder with the sources and `setup` */
  kit: string;
  /** bin folder `setup` printed (uci, ubusd, rpcd, uhttpd wrappers) */
  bin: string;
  /** the build prefix (sbin/rpcd, lib/uhttpd_ubus.so, share/rpcd/...) */
  prefix: string;
  /** ucode's modules with `ubus.so` added, bind-mounted over prefix/lib/ucode */
  ucodeModules: string;
}

/** The shared tools folder, or undefined where this machine has none. */
export function findToolsKit(): string | undefined {
  if (process.env.OPENWRT_TOOLS) return existsSync(join(process.env.OPENWRT_TOOLS, 'setup')) ? process.env.OPENWRT_TOOLS : undefined;
  for (let dir = resolve(repoRoot, '..'); dir !== dirname(dir); dir = dirname(dir)) {
    const kit = join(dir, 'shared/openwrt/tools');
    if (existsSync(join(kit, 'setup'))) return kit;
  }
  return undefined;
}

export const toolsHint = 'the shared OpenWrt tools folder ../shared/openwrt/tools (or OPENWRT_TOOLS)';

const cacheDir = process.env.ROUTERD_OPENWRT_CACHE ?? join(homedir(), '.cache/routerd-openwrt-test');

// ucode's `ubus` (the rpcd plugin's), `uci` (the SIM watch service's) and `uloop` (procd's stand-in's)
// modules, each built alone against the tools' libraries.
type UcodeModule = 'ubus' | 'uci' | 'uloop';
const builtModules: UcodeModule[] = ['ubus', 'uci', 'uloop'];

function buildUcodeModule(kit: string, prefix: string, module: UcodeModule): string {
  const src = join(cacheDir, 'src/ucode');
  const buildDir = join(src, module === 'ubus' ? 'build' : `build-${module}`);
  const built = join(buildDir, `${module}.so`);
  if (existsSync(built)) return built;
  mkdirSync(join(cacheDir, 'src'), { recursive: true });
  if (!existsSync(src)) execFileSync('tar', ['-xzf', join(kit, 'ucode.tar.gz'), '-C', join(cacheDir, 'src')]);
  const off = ['UBUS', 'UCI', 'ULOOP', 'RTNL', 'NL80211', 'DEBUG', 'LOG'].filter((feature) => feature !== module.toUpperCase()).map((feature) => `-D${feature}_SUPPORT=OFF`);
  execFileSync('cmake', ['-S', src, '-B', buildDir, `-DCMAKE_PREFIX_PATH=${prefix}`, `-DCMAKE_C_FLAGS=-I${prefix}/include`, `-D${module.toUpperCase()}_SUPPORT=ON`, ...off], { stdio: 'ignore' });
  execFileSync('cmake', ['--build', buildDir, '-j2', '--target', `${module}_lib`], { stdio: 'ignore' });
  return built;
}

/** Builds what is missing (setup's first run takes minutes) and returns the tools. */
export function prepareTools(kit: string): OpenWrtTools {
  const bin = execFileSync(join(kit, 'setup'), { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] }).trim().split('\n').pop() ?? '';
  const prefix = join(dirname(bin), 'prefix');
  const ucodeModules = join(cacheDir, 'ucode-modules');
  mkdirSync(ucodeModules, { recursive: true });
  // never over a module a running stack may have mapped
  const copyOnce = (from: string, to: string) => existsSync(to) || copyFileSync(from, to);
  for (const module of readdirSync(join(prefix, 'lib/ucode'))) copyOnce(join(prefix, 'lib/ucode', module), join(ucodeModules, module));
  for (const module of builtModules) copyOnce(buildUcodeModule(kit, prefix, module), join(ucodeModules, `${module}.so`));
  return { kit, bin, prefix, ucodeModules };
}

export const stackRootsDir = join(cacheDir, 'roots');

/** The router build of the console where it exists, else a one-page placeholder. */
export function consoleBuildDir(): string {
  const built = join(repoRoot, 'packages/router/dist/www/routerd');
  return existsSync(join(built, 'index.html')) ? built : join(repoRoot, 'openwrt-test/placeholder-console');
}
