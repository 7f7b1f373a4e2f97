// The firmware image the device accepts for an upgrade (spec 4 "Upgrade", DESIGN "Uploads").
// Pure: the console may read the header of a chosen file before uploading it, and the
// device checks the same header before anything is written. The SHA-256 of the payload is
// computed by the caller (node:crypto on the device, SubtleCrypto in a browser).
//
// Layout, all integers big-endian:
//   offset 0   4 bytes   magic 'RCFW'
//   offset 4   u16       format version (1)
//   offset 6   u32       length N of the JSON header, 1..maxHeaderBytes
//   offset 10  N bytes   JSON header, UTF-8: {model, version, buildDate, payloadSize, sha256, description,
//                        signature: {keyId, ed25519}}
//   offset 10+N          payload, exactly payloadSize bytes; sha256 is its lowercase hex digest
//
// The signature (issue 12.3) is Ed25519 over firmwareSigningMessage(header): the header's other
// fields, payload digest included, so it vouches for every byte. The device flashes only images
// signed by a key of its factory data.
import { z } from 'zod';

export const FirmwareImage = {
  magic: 'RCFW',
  formatVersion: 1,
  /** magic + format version + header length */
  prefixBytes: 10,
  maxHeaderBytes: 4096,
  /** the upload cap: the whole file, header included */
  maxImageBytes: 64 * 1024 * 1024,
  maxDescriptionLength: 256,
} as const;

/** The images a device flashes: ours (signed, this file's layout) or, on a stock OpenWrt router, OpenWrt's own sysupgrade images. */
export const firmwareImageFormats = ['signed', 'sysupgrade'] as const;
export type FirmwareImageFormat = (typeof firmwareImageFormats)[number];

/** i18n keys of every way an image is refused; the device answers `-11` with one of them. */
export const FirmwareError = {
  badType: 'firmware.badType',
  truncated: 'firmware.truncated',
  badHeader: 'firmware.badHeader',
  wrongModel: 'firmware.wrongModel',
  badChecksum: 'firmware.badChecksum',
  tooLarge: 'firmware.tooLarge',
  uploadFailed: 'firmware.uploadFailed',
  /** on a router: the image does not fit the RAM left in /tmp, where it would be written */
  noRoom: 'firmware.noRoom',
  flashFailed: 'firmware.flashFailed',
  /** no signature: a home-made image */
  unsigned: 'firmware.unsigned',
  /** signed, but not by a key this device trusts, or not matching its contents */
  badSignature: 'firmware.badSignature',
  /** older than the running firmware, and the administrator did not allow a downgrade */
  downgrade: 'firmware.downgrade',
} as const;

export type FirmwareErrorKey = (typeof FirmwareError)[keyof typeof FirmwareError];

const MODEL_RE = /^[A-Za-z0-9_-]{1,32}$/;
// 'V1.2.3' or 'V1.2.3 build 20240131', the sysversion spelling get_web_msg answers.
const VERSION_RE = /^V\d{1,4}\.\d{1,4}\.\d{1,4}(?: build \d{8})?$/;
const SHA256_HEX_RE = /^[0-9a-f]{64}$/;
const KEY_ID_RE = /^[a-z0-9-]{1,32}$/;
// 64 bytes of Ed25519 signature in base64.
const ED25519_B64_RE = /^[A-Za-z0-9+/]{86}==$/;
const CONTROL_CHAR_RE = /[\x00-\x1f\x7f]/;

export function isDeviceModel(value: unknown): value is string {
  return typeof value === 'string' && MODEL_RE.test(value);
}

export function isFirmwareVersion(value: unknown): value is string {
  return typeof value === 'string' && VERSION_RE.test(value);
}

/** The id a signature names its key by: 1-32 lowercase letters, digits or '-'. */
export function isFirmwareKeyId(value: unknown): value is string {
  return typeof value === 'string' && KEY_ID_RE.test(value);
}

export function isSha256Hex(value: unknown): value is string {
  return typeof value === 'string' && SHA256_HEX_RE.test(value);
}

export function firmwareHeaderSchema() {
  return z.strictObject({
    model: z.string().regex(MODEL_RE),
    version: z.string().regex(VERSION_RE),
    buildDate: z.iso.date(),
    payloadSize: z.int().min(1).max(FirmwareImage.maxImageBytes),
    sha256: z.string().regex(SHA256_HEX_RE),
    description: z
      .string()
      .max(FirmwareImage.maxDescriptionLength)
      .refine((text) => !CONTROL_CHAR_RE.test(text)),
    signature: z.strictObject({ keyId: z.string().regex(KEY_ID_RE), ed25519: z.string().regex(ED25519_B64_RE) }).optional(),
  });
}

/** What the signature covers: every header field but the signature, in a fixed order. */
export function firmwareSigningMessage(meta: FirmwareHeader): Uint8Array {
  const { model, version, buildDate, payloadSize, sha256, description } = meta;
  return new TextEncoder().encode(`RCFW signature v1\n${JSON.stringify({ model, version, buildDate, payloadSize, sha256, description })}`);
}

export type FirmwareHeader = z.infer<ReturnType<typeof firmwareHeaderSchema>>;

export type FirmwareHeaderDecoding =
  | { ok: true; meta: FirmwareHeader; payloadOffset: number }
  | { ok: false; error: typeof FirmwareError.badType | typeof FirmwareError.truncated | typeof FirmwareError.badHeader };

const MAGIC_BYTES = new TextEncoder().encode(FirmwareImage.magic);

/** The bytes that precede the payload. Throws on a header that breaks the schema: a build bug. */
export function encodeFirmwareHeader(meta: FirmwareHeader): Uint8Array {
  const json = new TextEncoder().encode(JSON.stringify(firmwareHeaderSchema().parse(meta)));
  if (json.length > FirmwareImage.maxHeaderBytes) throw new RangeError(`firmware header of ${json.length} bytes is over the cap`);
  const bytes = new Uint8Array(FirmwareImage.prefixBytes + json.length);
  const view = new DataView(bytes.buffer);
  bytes.set(MAGIC_BYTES, 0);
  view.setUint16(4, FirmwareImage.formatVersion);
  view.setUint32(6, json.length);
  bytes.set(json, FirmwareImage.prefixBytes);
  return bytes;
}

/**
 * Reads the header from the first bytes of an image; `bytes` may be just a prefix of the file
 * (prefixBytes + maxHeaderBytes always suffice). The payload itself is not checked here.
 */
export function decodeFirmwareHeader(bytes: Uint8Array): FirmwareHeaderDecoding {
  const magicSeen = bytes.subarray(0, MAGIC_BYTES.length);
  if (!magicSeen.every((byte, i) => byte === MAGIC_BYTES[i])) return { ok: false, error: FirmwareError.badType };
  if (bytes.length < FirmwareImage.prefixBytes) return { ok: false, error: FirmwareError.truncated };
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const headerLength = view.getUint32(6);
  if (view.getUint16(4) !== FirmwareImage.formatVersion) return { ok: false, error: FirmwareError.badHeader };
  if (headerLength === 0 || headerLength > FirmwareImage.maxHeaderBytes) return { ok: false, error: FirmwareError.badHeader };
  const payloadOffset = FirmwareImage.prefixBytes + headerLength;
  if (bytes.length < payloadOffset) return { ok: false, error: FirmwareError.truncated };
  const meta = parseHeaderJson(bytes.subarray(FirmwareImage.prefixBytes, payloadOffset));
  return meta ? { ok: true, meta, payloadOffset } : { ok: false, error: FirmwareError.badHeader };
}

function parseHeaderJson(json: Uint8Array): FirmwareHeader | undefined {
  try {
    const parsed = firmwareHeaderSchema().safeParse(JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(json)));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
