// OpenWrt's own `uci` for tests that check a written file reads back as a router reads it: bin/uci
// of the folder OPENWRT_TOOLS names (OpenWrt's programs built by hand outside this repository,
// docs/openwrt.md "The real stack in the tests"). Undefined where that is unset or lacks it: such
// tests skip, and this says so once.
import { existsSync } from 'node:fs';
import path from 'node:path';

function findUci(): string | undefined {
  const folder = process.env.OPENWRT_TOOLS;
  const uci = folder ? path.join(folder, 'bin/uci') : undefined;
  if (uci && existsSync(uci)) return uci;
  console.log(`SKIPPED: read-backs through OpenWrt's uci: ${folder ? `OPENWRT_TOOLS=${folder} lacks bin/uci` : 'OPENWRT_TOOLS is not set'}`);
  return undefined;
}

/** The path of OpenWrt's uci, or undefined (tests skip). */
export const openwrtUci = findUci();

/** uci's environment: its libraries from the same folder. */
export const openwrtUciEnv = { ...process.env, LD_LIBRARY_PATH: process.env.OPENWRT_TOOLS ? path.join(process.env.OPENWRT_TOOLS, 'lib') : '' };
