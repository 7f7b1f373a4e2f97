// The checks an uploaded image passes before anything changes (spec 4: "file type must be
// correct"): type and header, model, size, the payload's SHA-256, then the Ed25519 signature by
// a key the unit trusts (issue 12.3). Any failure is `-11`.
import { createHash, verify, type KeyObject } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import {
  decodeFirmwareHeader,
  FirmwareError,
  FirmwareImage,
  type FirmwareErrorKey,
  firmwareSigningMessage,
  type FirmwareHeader,
} from '@rc/contract/firmware-image';

export interface VerifiedFirmware {
  ok: true;
  path: string;
  meta: FirmwareHeader;
  payloadOffset: number;
}

export type VerifyFirmwareResult = VerifiedFirmware | { ok: false; error: FirmwareErrorKey };

/** The unit's trusted public keys, by key id (factory/firmware-keys.ts). */
export type TrustedKeys = ReadonlyMap<string, { key: KeyObject }>;

export async function verifyFirmware(path: string, expectedModel: string, trusted: TrustedKeys): Promise<VerifyFirmwareResult> {
  const { head, size } = await readHead(path, FirmwareImage.prefixBytes + FirmwareImage.maxHeaderBytes);
  if (size > FirmwareImage.maxImageBytes) return { ok: false, error: FirmwareError.tooLarge };
  const decoded = decodeFirmwareHeader(head);
  if (!decoded.ok) return decoded;
  const { meta, payloadOffset } = decoded;
  if (meta.model !== expectedModel) return { ok: false, error: FirmwareError.wrongModel };
  const expectedSize = payloadOffset + meta.payloadSize;
  if (size < expectedSize) return { ok: false, error: FirmwareError.truncated };
  // Bytes after the payload are outside the checksum, so they could carry anything.
  if (size > expectedSize) return { ok: false, error: FirmwareError.badHeader };
  const digest = await sha256OfRange(path, payloadOffset, meta.payloadSize);
  if (digest !== meta.sha256) return { ok: false, error: FirmwareError.badChecksum };
  const signatureError = checkSignature(meta, trusted);
  if (signatureError) return { ok: false, error: signatureError };
  return { ok: true, path, meta, payloadOffset };
}

function checkSignature(meta: FirmwareHeader, trusted: TrustedKeys): FirmwareErrorKey | undefined {
  if (!meta.signature) return FirmwareError.unsigned;
  const key = trusted.get(meta.signature.keyId)?.key;
  const signature = Buffer.from(meta.signature.ed25519, 'base64');
  return key && verify(null, firmwareSigningMessage(meta), key, signature) ? undefined : FirmwareError.badSignature;
}

async function readHead(path: string, length: number): Promise<{ head: Uint8Array; size: number }> {
  const handle = await open(path, 'r');
  try {
    const { size } = await handle.stat();
    const buffer = Buffer.alloc(Math.min(length, size));
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    return { head: buffer.subarray(0, bytesRead), size };
  } finally {
    await handle.close();
  }
}

async function sha256OfRange(path: string, start: number, length: number): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path, { start, end: start + length - 1 })) hash.update(chunk as Buffer);
  return hash.digest('hex');
}
