// Builds test firmware images (npm run make-firmware, tests, e2e). The payload is seeded by
// model and version, so the same command always writes the same bytes. Images are signed with
// the key given, by default the repository's TEST key (keys/README.md).
import { createHash, createPrivateKey, sign, type KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { encodeFirmwareHeader, firmwareSigningMessage, type FirmwareHeader } from '@rc/contract/firmware-image';
import { hashSeed, mulberry32 } from '../../lib/mulberry32';

export interface FirmwareImageOptions {
  model: string;
  version: string;
  /** default 256 KiB; ignored when `payload` is given */
  payloadSize?: number;
  payload?: Uint8Array;
  /** YYYY-MM-DD; default the date of the version's 'build YYYYMMDD', else today */
  buildDate?: string;
  description?: string;
  /** an Ed25519 private key and its id; the test key when left out, none with `unsigned` */
  signingKey?: { keyId: string; privateKey: KeyObject };
  unsigned?: true;
}

/** The repository's TEST signing key: public, so it proves nothing (keys/README.md). */
export const testSigningKey = {
  keyId: 'rc-test-2026',
  get privateKey(): KeyObject {
    return createPrivateKey(readFileSync(new URL('../../../keys/test-firmware-signing.key.pem', import.meta.url)));
  },
};

export interface BuiltFirmwareImage {
  image: Buffer;
  meta: FirmwareHeader;
}

const DEFAULT_PAYLOAD_SIZE = 256 * 1024;

export function buildFirmwareImage(options: FirmwareImageOptions): BuiltFirmwareImage {
  const payload = options.payload ?? testPayload(options.payloadSize ?? DEFAULT_PAYLOAD_SIZE, `${options.model} ${options.version}`);
  const meta: FirmwareHeader = {
    model: options.model,
    version: options.version,
    buildDate: options.buildDate ?? buildDateOf(options.version),
    payloadSize: payload.length,
    sha256: createHash('sha256').update(payload).digest('hex'),
    description: options.description ?? `test firmware ${options.version} for ${options.model}`,
  };
  if (!options.unsigned) {
    const key = options.signingKey ?? testSigningKey;
    meta.signature = { keyId: key.keyId, ed25519: sign(null, firmwareSigningMessage(meta), key.privateKey).toString('base64') };
  }
  return { image: Buffer.concat([encodeFirmwareHeader(meta), payload]), meta };
}

export async function writeFirmwareImage(path: string, options: FirmwareImageOptions): Promise<FirmwareHeader> {
  const { image, meta } = buildFirmwareImage(options);
  await writeFile(path, image);
  return meta;
}

/** Pseudo-random bytes, the same for the same size and seed key. */
export function testPayload(size: number, seedKey: string): Buffer {
  const random = mulberry32(hashSeed(0, seedKey));
  const payload = Buffer.alloc(size);
  for (let i = 0; i < size; i++) payload[i] = Math.floor(random() * 256);
  return payload;
}

function buildDateOf(version: string): string {
  const stamp = / build (\d{4})(\d{2})(\d{2})$/.exec(version);
  return stamp ? `${stamp[1]}-${stamp[2]}-${stamp[3]}` : new Date().toISOString().slice(0, 10);
}
