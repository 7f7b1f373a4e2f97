// First start (DESIGN "Sessions", "The device daemon"): burn in the factory folder once, then make
// sure the live files exist. Later starts keep everything already on disk.
import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { DeviceConfig } from '../config';
import { writeFileAtomic } from '../lib/atomic-write';
import { makeOwnerOnly } from '../lib/file-mode';
import { configPackages, type DataPaths } from './data-paths';
import { createIdentity } from './device-identity';
import { deviceIdentitySchema, type DeviceIdentity } from '@rc/core/device-identity';
import { factoryConfigFiles } from './factory-files';
import { defaultMenuConf } from './menu-conf';
import { generateInitialPassword } from './initial-password';

export interface FactoryData {
  identity: DeviceIdentity;
  initialPassword: string;
  /** true when this start created the factory folder */
  created: boolean;
}

export async function provisionFactory(paths: DataPaths, config: DeviceConfig): Promise<FactoryData> {
  await mkdir(paths.config, { recursive: true });
  await mkdir(paths.state, { recursive: true, mode: 0o700 });
  await mkdir(paths.factoryConfig, { recursive: true, mode: 0o700 });
  // identity.json is written last: without it, a half-written factory folder is made again.
  if (existsSync(paths.identity)) {
    // An older version wrote these readable by all; they hold the factory Wi-Fi key.
    for (const file of [paths.identity, ...configPackages.map((pkg) => path.join(paths.factoryConfig, pkg))]) await makeOwnerOnly(file);
    return { ...(await loadFactory(paths)), created: false };
  }
  const identity = createIdentity(config.model);
  const initialPassword = config.initialPassword ?? generateInitialPassword();
  const files = factoryConfigFiles(identity);
  // Owner-only, as OpenWrt installs /etc/config (the factory Wi-Fi key is in wireless); the live
  // copies restoreMissingFiles makes keep the mode.
  for (const pkg of configPackages) await writeFile(path.join(paths.factoryConfig, pkg), files[pkg], { mode: 0o600 });
  await writeFile(paths.factoryMenuConf, JSON.stringify(defaultMenuConf(identity.model), null, 2) + '\n');
  await writeFile(paths.initialPassword, initialPassword + '\n', { mode: 0o600 });
  // The label facts include the factory Wi-Fi key: owner-only.
  await writeFileAtomic(paths.identity, JSON.stringify(identity, null, 2) + '\n', 0o600);
  return { identity, initialPassword, created: true };
}

/** Puts back from the factory folder any live file that is missing (first start, or deleted by hand). */
export async function restoreMissingFiles(paths: DataPaths): Promise<void> {
  for (const pkg of configPackages) {
    const live = path.join(paths.config, pkg);
    if (!existsSync(live)) await copyFile(path.join(paths.factoryConfig, pkg), live);
  }
  if (!existsSync(paths.menuConf)) await copyFile(paths.factoryMenuConf, paths.menuConf);
}

export async function readFactoryConfigFiles(paths: DataPaths): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for (const pkg of configPackages) files[pkg] = await readFile(path.join(paths.factoryConfig, pkg), 'utf8');
  return files;
}

async function loadFactory(paths: DataPaths): Promise<Omit<FactoryData, 'created'>> {
  const identity = deviceIdentitySchema.parse(JSON.parse(await readFile(paths.identity, 'utf8')));
  const initialPassword = (await readFile(paths.initialPassword, 'utf8')).trim();
  return { identity, initialPassword };
}
