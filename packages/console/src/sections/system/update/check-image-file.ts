import { decodeFirmwareHeader, FirmwareError, FirmwareImage, type FirmwareHeader, type FirmwareImageFormat } from '@rc/contract/firmware-image';

/** `meta`: the header of one of our signed images; an OpenWrt image has none the console reads. */
export type ImageFileCheck = { ok: true; meta?: FirmwareHeader } | { ok: false; key: string };

/**
 * What the browser can tell about a chosen image before sending it (contract firmware-image): its
 * size, type, header and model. The checksum needs every byte; the device checks it.
 */
export async function checkImageFile(file: Blob, model: string, maxBytes: number, format: FirmwareImageFormat = 'signed'): Promise<ImageFileCheck> {
  if (file.size > maxBytes) return { ok: false, key: FirmwareError.tooLarge };
  // A stock router's own images: its sysupgrade -T is their check (get_firmware_info imageFormat).
  if (format === 'sysupgrade') return file.size > 0 ? { ok: true } : { ok: false, key: FirmwareError.truncated };
  const head = new Uint8Array(await file.slice(0, FirmwareImage.prefixBytes + FirmwareImage.maxHeaderBytes).arrayBuffer());
  const decoded = decodeFirmwareHeader(head);
  if (!decoded.ok) return { ok: false, key: decoded.error };
  if (decoded.meta.model !== model) return { ok: false, key: FirmwareError.wrongModel };
  const expected = decoded.payloadOffset + decoded.meta.payloadSize;
  if (file.size !== expected) return { ok: false, key: file.size < expected ? FirmwareError.truncated : FirmwareError.badHeader };
  return { ok: true, meta: decoded.meta };
}
