// The public keys a new unit trusts for firmware (issue 12.3), written to its factory data at
// first start (factory/firmware-keys.json) and read from there at every start. This build ships
// the TEST key only (keys/README.md): a vendor replaces it with its own.
import { readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { createPublicKey, type KeyObject } from 'node:crypto';
import { z } from 'zod';
import { writeFileAtomic } from '../lib/atomic-write';

export interface TrustedKey {
  keyId: string;
  /** SPKI PEM of an Ed25519 public key */
  publicKey: string;
}

export const shippedFirmwareKeys: readonly TrustedKey[] = [
  {
    keyId: 'rc-test-2026',
    publicKey: '-----BEGIN PUBLIC KEY-----\nMCowBQYDK2VwAyEAxGct5NPNzeqwWDJUoVLM7bTVhNHc1iPi8UNIirZjhvs=\n-----END PUBLIC KEY-----\n',
  },
];

const trustedKeysSchema = z.array(z.object({ keyId: z.string(), publicKey: z.string() })).min(1);

/** The unit's trusted keys; a unit provisioned before signing existed gets the shipped ones. */
export async function loadFirmwareKeys(file: string): Promise<Map<string, KeyObject>> {
  const keys = existsSync(file) ? trustedKeysSchema.parse(JSON.parse(await readFile(file, 'utf8'))) : await provision(file);
  return new Map(keys.map((key) => [key.keyId, createPublicKey(key.publicKey)]));
}

async function provision(file: string): Promise<readonly TrustedKey[]> {
  // A read-only folder still starts (issue 12.11): the shipped keys then hold for this run.
  await writeFileAtomic(file, JSON.stringify(shippedFirmwareKeys, null, 2) + '\n').catch(() => undefined);
  return shippedFirmwareKeys;
}
