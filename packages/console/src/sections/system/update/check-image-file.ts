import { decodeFirmwareHeader, FirmwareError, FirmwareImage, type FirmwareHeader } from '@rc/contract/firmware-image';

export type ImageFileCheck = { ok: true; meta: FirmwareHeader } | { ok: false; key: string };

/**
 * What the browser can tell about a chosen image before sending it (contract firmware-image): its
 * size, type, header and model. The checksum needs every byte; the device checks it.
 */
export async function checkImageFile(file: Blob, model: string, maxBytes: number): Promise<ImageFileCheck> {
  if (file.size > maxBytes) return { ok: false, key: FirmwareError.tooLarge };
  const head = new Uint8Array(await file.slice(0, FirmwareImage.prefixBytes + FirmwareImage.maxHeaderBytes).arrayBuffer());
  const decoded = decodeFirmwareHeader(head);
  if (!decoded.ok) return { ok: false, key: decoded.error };
  if (decoded.meta.model !== model) return { ok: false, key: FirmwareError.wrongModel };
  const expected = decoded.payloadOffset + decoded.meta.payloadSize;
  if (file.size !== expected) return { ok: false, key: file.size < expected ? FirmwareError.truncated : FirmwareError.badHeader };
  return { ok: true, meta: decoded.meta };
}
