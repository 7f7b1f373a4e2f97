// The checks an uploaded image passes before anything changes (spec 4: "file type must be
// correct"): type and header, model, size, then the payload's SHA-256. Any failure is `-11`.
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import {
  decodeFirmwareHeader,
  FirmwareError,
  FirmwareImage,
  type FirmwareErrorKey,
  type FirmwareHeader,
} from '@rc/contract/firmware-image';

export interface VerifiedFirmware {
  ok: true;
  path: string;
  meta: FirmwareHeader;
  payloadOffset: number;
}

export type VerifyFirmwareResult = VerifiedFirmware | { ok: false; error: FirmwareErrorKey };

export async function verifyFirmware(path: string, expectedModel: string): Promise<VerifyFirmwareResult> {
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
  return { ok: true, path, meta, payloadOffset };
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
