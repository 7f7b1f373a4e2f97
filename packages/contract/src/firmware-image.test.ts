import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  decodeFirmwareHeader,
  encodeFirmwareHeader,
  FirmwareError,
  FirmwareImage,
  isFirmwareVersion,
  type FirmwareHeader,
} from './firmware-image';

const meta: FirmwareHeader = {
  model: 'ZBT-WE1626',
  version: 'V1.0.4 build 20240131',
  buildDate: '2024-01-31',
  payloadSize: 1024,
  sha256: 'a'.repeat(64),
  description: 'test image',
};

function withPrefix(edit: (view: DataView) => void): Uint8Array {
  const bytes = encodeFirmwareHeader(meta);
  edit(new DataView(bytes.buffer));
  return bytes;
}

describe('firmware image header', () => {
  it('decodes what it encodes and points at the payload', () => {
    const bytes = encodeFirmwareHeader(meta);
    const decoded = decodeFirmwareHeader(bytes);
    expect(decoded).toEqual({ ok: true, meta, payloadOffset: bytes.length });
  });

  it('reads the header from a file prefix that continues with the payload', () => {
    const header = encodeFirmwareHeader(meta);
    const image = new Uint8Array(header.length + 50);
    image.set(header);
    expect(decodeFirmwareHeader(image)).toMatchObject({ ok: true, payloadOffset: header.length });
  });

  it('refuses a file that is not a firmware image as the wrong type', () => {
    expect(decodeFirmwareHeader(new TextEncoder().encode('PK\x03\x04 a zip file'))).toEqual({ ok: false, error: FirmwareError.badType });
    expect(decodeFirmwareHeader(new TextEncoder().encode('R'))).toMatchObject({ ok: false, error: FirmwareError.truncated });
    expect(decodeFirmwareHeader(new TextEncoder().encode('X'))).toMatchObject({ ok: false, error: FirmwareError.badType });
  });

  it('refuses an image cut inside its header as truncated', () => {
    const bytes = encodeFirmwareHeader(meta);
    for (const length of [0, 4, 9, FirmwareImage.prefixBytes, bytes.length - 1]) {
      expect(decodeFirmwareHeader(bytes.subarray(0, length))).toEqual({ ok: false, error: FirmwareError.truncated });
    }
  });

  it('refuses an unknown format version, an oversized or empty header length, and bad JSON', () => {
    expect(decodeFirmwareHeader(withPrefix((v) => v.setUint16(4, 2)))).toEqual({ ok: false, error: FirmwareError.badHeader });
    expect(decodeFirmwareHeader(withPrefix((v) => v.setUint32(6, FirmwareImage.maxHeaderBytes + 1)))).toEqual({ ok: false, error: FirmwareError.badHeader });
    expect(decodeFirmwareHeader(withPrefix((v) => v.setUint32(6, 0)))).toEqual({ ok: false, error: FirmwareError.badHeader });
    const bytes = encodeFirmwareHeader(meta);
    bytes[FirmwareImage.prefixBytes] = 0x5b; // '[' breaks the JSON
    expect(decodeFirmwareHeader(bytes)).toEqual({ ok: false, error: FirmwareError.badHeader });
  });

  it('refuses a header whose fields break the schema', () => {
    const craft = (fields: object) => {
      const json = new TextEncoder().encode(JSON.stringify(fields));
      const bytes = new Uint8Array(FirmwareImage.prefixBytes + json.length);
      bytes.set(new TextEncoder().encode('RCFW'));
      new DataView(bytes.buffer).setUint16(4, 1);
      new DataView(bytes.buffer).setUint32(6, json.length);
      bytes.set(json, FirmwareImage.prefixBytes);
      return decodeFirmwareHeader(bytes);
    };
    expect(craft(meta)).toMatchObject({ ok: true });
    for (const bad of [
      { ...meta, model: '../x' },
      { ...meta, version: '1.0.4' },
      { ...meta, sha256: 'A'.repeat(64) },
      { ...meta, payloadSize: -1 },
      { ...meta, payloadSize: FirmwareImage.maxImageBytes + 1 },
      { ...meta, description: 'line\nbreak' },
      { ...meta, extra: true },
    ]) {
      expect(craft(bad)).toEqual({ ok: false, error: FirmwareError.badHeader });
    }
  });

  it('refuses to encode a header that breaks the schema', () => {
    expect(() => encodeFirmwareHeader({ ...meta, model: 'a b' })).toThrow();
  });

  it('accepts the sysversion spellings and nothing looser', () => {
    expect(['V1.2.3', 'V10.0.12 build 20250101'].every(isFirmwareVersion)).toBe(true);
    expect(['v1.2.3', 'V1.2', 'V1.2.3 build 2025', 'V1.2.3 ', ' V1.2.3'].some(isFirmwareVersion)).toBe(false);
  });

  it('never throws on arbitrary bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), fc.boolean(), (tail, withMagic) => {
        const bytes = withMagic ? new Uint8Array([...new TextEncoder().encode('RCFW'), ...tail]) : tail;
        const decoded = decodeFirmwareHeader(bytes);
        expect(typeof decoded.ok).toBe('boolean');
      }),
    );
  });
});
