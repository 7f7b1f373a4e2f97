// What the Wi-Fi tabs' device tests share: reading the UCI files the daemon wrote, and their
// bytes, to prove that a refused save changed nothing.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { TestDevice } from '../../../../device/test-support/test-device';
import { getList, getOption, getSection } from '../../uci/uci-edit';
import { parseUci } from '../../uci/uci-parse';
import type { UciPackage } from '../../uci/uci-types';

export const wirelessPackages = ['wireless', 'network', 'dhcp', 'firewall'] as const;

export function configFile(device: TestDevice, pkg: string): string {
  return path.join(device.dataDir, 'config', pkg);
}

export async function readPackage(device: TestDevice, pkg: string): Promise<UciPackage> {
  return parseUci(await readFile(configFile(device, pkg), 'utf8'), pkg);
}

/** The option `name` of section `section` in the package's file; a list as an array. */
export async function uciValue(device: TestDevice, pkg: string, section: string, name: string): Promise<string | string[] | undefined> {
  const found = getSection(await readPackage(device, pkg), section);
  if (!found) return undefined;
  const value = found.options.get(name);
  return Array.isArray(value) ? getList(found, name) : getOption(found, name);
}

/** The bytes of every file a Wi-Fi save may touch. */
export async function snapshot(device: TestDevice): Promise<Record<string, string>> {
  const entries = await Promise.all(wirelessPackages.map(async (pkg) => [pkg, await readFile(configFile(device, pkg), 'utf8')] as const));
  return Object.fromEntries(entries);
}
