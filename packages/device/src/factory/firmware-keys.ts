// The public keys firmware images must be signed with (issues 12.3 and 26.5). A unit trusts:
// - the vendor's release key, --release-key (a PEM file) under the id --release-key-id;
// - keys a vendor put in its factory data, <data>/factory/firmware-keys.json ([{keyId, publicKey}]);
// - the repository's TEST key only when told (--trust-test-key, the simulated router's default):
//   its private half is public (keys/README.md), so anyone can sign an image with it. Units
//   provisioned by earlier builds got it in their factory file: it is ignored there.
// The start-up line says which keys these are (describeFirmwareKeys).
import { readFile } from 'node:fs/promises';
import { createPublicKey, type KeyObject } from 'node:crypto';
import { z } from 'zod';
import { isMissing } from '../store/durable-fs';
import { StartupError } from '../startup-error';

export interface TrustedKey {
  keyId: string;
  /** SPKI PEM of an Ed25519 public key */
  publicKey: string;
}

export const testFirmwareKey: TrustedKey = {
  keyId: 'rc-test-2026',
  publicKey: '-----BEGIN PUBLIC KEY-----\nMCowBQYDK2VwAyEAxGct5NPNzeqwWDJUoVLM7bTVhNHc1iPi8UNIirZjhvs=\n-----END PUBLIC KEY-----\n',
};

export interface FirmwareKeySources {
  /** <data>/factory/firmware-keys.json; a missing file holds no key */
  factoryFile: string;
  releaseKey?: { keyId: string; file: string };
  trustTestKey: boolean;
}

/** By key id; each with where it came from, for the start-up line. */
export type FirmwareKeys = Map<string, { key: KeyObject; source: string }>;

const trustedKeysSchema = z.array(z.object({ keyId: z.string(), publicKey: z.string() }));

export async function loadFirmwareKeys(sources: FirmwareKeySources): Promise<FirmwareKeys> {
  const keys: FirmwareKeys = new Map();
  const testKey = ed25519Key(testFirmwareKey.publicKey, 'the test key');
  for (const { keyId, publicKey } of await factoryKeys(sources.factoryFile)) {
    const key = ed25519Key(publicKey, `${keyId} in ${sources.factoryFile}`);
    if (!key.equals(testKey)) keys.set(keyId, { key, source: sources.factoryFile });
  }
  if (sources.releaseKey) {
    const { keyId, file } = sources.releaseKey;
    keys.set(keyId, { key: ed25519Key(await readKeyFile(file), file), source: `--release-key ${file}` });
  }
  if (sources.trustTestKey) keys.set(testFirmwareKey.keyId, { key: testKey, source: "the repository's public TEST key, anyone can sign with it: --trust-test-key" });
  return keys;
}

/** The start-up line: which keys an upgrade image may be signed with. */
export function describeFirmwareKeys(keys: FirmwareKeys): string {
  if (keys.size === 0) return 'firmware keys trusted: none, every upgrade image is refused (give --release-key and --release-key-id)';
  return `firmware keys trusted: ${[...keys].map(([keyId, { source }]) => `${keyId} (${source})`).join(', ')}`;
}

async function factoryKeys(file: string): Promise<TrustedKey[]> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (err) {
    if (isMissing(err)) return [];
    throw err;
  }
  try {
    return trustedKeysSchema.parse(JSON.parse(text));
  } catch {
    throw new StartupError(`${file} is damaged: it must be a JSON list of {"keyId", "publicKey"}`);
  }
}

async function readKeyFile(file: string): Promise<string> {
  try {
    return await readFile(file, 'utf8');
  } catch (err) {
    throw new StartupError(`--release-key ${file} cannot be read: ${(err as NodeJS.ErrnoException).code ?? 'error'}`);
  }
}

function ed25519Key(pem: string, what: string): KeyObject {
  try {
    const key = createPublicKey(pem);
    if (key.asymmetricKeyType === 'ed25519') return key;
  } catch {
    // said below
  }
  throw new StartupError(`${what} is not an Ed25519 public key in PEM (openssl pkey -in private.pem -pubout)`);
}
