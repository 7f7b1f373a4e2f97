// Where OpenWrt's own programs come from for the real-stack layer: the folder OPENWRT_TOOLS names,
// built by hand outside this repository from OpenWrt's public repositories (docs/openwrt.md, "The
// real stack in the tests", lists its layout). This layer only runs what it finds there; where the
// variable is unset or the folder lacks a program, the layer says so and skips.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { homedir } from 'node:os';
import { fileURLToPath } from 'node:url';
import { readReference } from '../packages/device/test-support/openwrt-reference';

export const repoRoot = fileURLToPath(new URL('..', import.meta.url));

export interface OpenWrtTools {
  /** the folder OPENWRT_TOOLS names: sbin/rpcd, bin/uhttpd, lib/ucode/ubus.so, share/rpcd/acl.d/... */
  prefix: string;
  /** which of the programs a stack may run in place of its stand-ins the folder has */
  optional: OptionalProgram[];
}

/**
 * Programs a stack runs in place of its stand-ins where the folder has them and the test asks
 * (StackOptions.real): procd's `service` object, netifd in a network namespace of its own, logd
 * with logread, fstools' `block info`, rpcd's iwinfo plugin.
 */
export const optionalPrograms = {
  procd: ['sbin/procd'],
  netifd: ['sbin/netifd', 'lib/netifd/main.uc'],
  logd: ['sbin/logd', 'sbin/logread'],
  block: ['sbin/block'],
  // rpcd-mod-iwinfo, kept out of lib/rpcd (rpcd loads every plugin there) so that stacks that do
  // not ask keep the stand-in's recorded `iwinfo`
  iwinfo: ['lib/rpcd-optional/iwinfo.so'],
} as const;

export type OptionalProgram = keyof typeof optionalPrograms;

/**
 * What the stack needs, by path under OPENWRT_TOOLS: ubusd, rpcd with its file and ucode plugins
 * (rpcd-mod-file, rpcd-mod-ucode) and rpcd's stock unauthenticated ACL (anyone may call session
 * login, as on a router), uhttpd with its ubus plugin, uci, and ucode with the modules the
 * package's rpcd plugin, the SIM watch service and the stand-ins import; firewall4's source tree
 * (fw4 runs from it: `fw4 print` on its own test mocks renders a saved firewall).
 */
export const requiredFiles = [
  'sbin/ubusd',
  'sbin/rpcd',
  'lib/rpcd/file.so',
  'lib/rpcd/ucode.so',
  'share/rpcd/acl.d/unauthenticated.json',
  'bin/uhttpd',
  'lib/uhttpd_ubus.so',
  'bin/uci',
  'bin/ucode',
  'lib/ucode/fs.so',
  'lib/ucode/ubus.so',
  'lib/ucode/uci.so',
  'lib/ucode/uloop.so',
  'firewall4/root/usr/share/firewall4/main.uc',
  'firewall4/tests/mocks',
] as const;

export type ToolsLookup = { tools: OpenWrtTools; skipped?: undefined } | { tools?: undefined; skipped: string };

/** The tools OPENWRT_TOOLS names, or why the real-stack layer skips. */
export function lookUpTools(folder = process.env.OPENWRT_TOOLS): ToolsLookup {
  if (!folder) return { skipped: 'OPENWRT_TOOLS is not set (the folder of OpenWrt programs built by hand, see docs/openwrt.md)' };
  const prefix = resolve(folder);
  const missing = requiredFiles.filter((file) => !existsSync(join(prefix, file)));
  if (missing.length) return { skipped: `OPENWRT_TOOLS=${prefix} lacks ${missing.join(', ')} (see docs/openwrt.md)` };
  if (stockRpcdConfig(prefix) === undefined) return { skipped: `rpcd's stock /etc/config/rpcd (package/system/rpcd/files/rpcd.config) is in neither ${prefix}/etc/config/rpcd nor ../shared/openwrt/stock/rpcd` };
  const optional = (Object.keys(optionalPrograms) as OptionalProgram[]).filter((name) => optionalPrograms[name].every((file) => existsSync(join(prefix, file))));
  return { tools: { prefix, optional } };
}

/**
 * rpcd's stock /etc/config/rpcd as the rpcd package installs it (package/system/rpcd/files/rpcd.config:
 * root signs in with the password of /etc/shadow, `$p$root`, and may be granted every ACL group):
 * the tools folder's etc/config/rpcd where its builder put one there, else ../shared/openwrt's copy.
 * OpenWrt's file, so never transcribed here; undefined where neither has it.
 */
export function stockRpcdConfig(prefix: string | undefined): string | undefined {
  const built = prefix === undefined ? undefined : join(prefix, 'etc/config/rpcd');
  return built !== undefined && existsSync(built) ? readFileSync(built, 'utf8') : readReference('stock', 'rpcd');
}

/** The line the layer prints when it skips. */
export const skippedLine = (skipped: string) => `SKIPPED: OpenWrt stack tests: ${skipped}`;

const cacheDir = process.env.ROUTERD_OPENWRT_CACHE ?? join(homedir(), '.cache/routerd-openwrt-test');

export const stackRootsDir = join(cacheDir, 'roots');

/** The router build of the console where it exists, else a one-page placeholder. */
export function consoleBuildDir(): string {
  const built = join(repoRoot, 'packages/router/dist/www/routerd');
  return existsSync(join(built, 'index.html')) ? built : join(repoRoot, 'openwrt-test/placeholder-console');
}
