import { mkdtemp, rm, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { decodeFirmwareHeader, encodeFirmwareHeader, FirmwareImage } from '@rc/contract/firmware-image';
import { buildFirmwareImage, writeFirmwareImage } from './build-image';
import { verifyFirmware } from './verify-firmware';
import { generateKeyPairSync } from 'node:crypto';
import { loadFirmwareKeys } from '../../factory/firmware-keys';

const model = 'ZBT-WE1626';
const trusted = await loadFirmwareKeys({ factoryFile: path.join(tmpdir(), 'rc-no-such-folder', 'firmware-keys.json'), trustTestKey: true });
let dir: string;
let file: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'rc-verify-'));
  file = path.join(dir, 'firmware.bin');
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function writeImage(edit: (image: Buffer) => Buffer = (image) => image): Promise<void> {
  const { image } = buildFirmwareImage({ model, version: 'V1.0.4 build 20261201', payloadSize: 4096 });
  await writeFile(file, edit(image));
}

describe('verifyFirmware', () => {
  it('accepts a good image for this model and answers its header', async () => {
    const meta = await writeFirmwareImage(file, { model, version: 'V1.0.4 build 20261201', payloadSize: 4096 });
    const result = await verifyFirmware(file, model, trusted);
    expect(result).toMatchObject({ ok: true, path: file, meta });
    expect(meta.buildDate).toBe('2026-12-01');
  });

  it('refuses an image whose payload does not match its checksum', async () => {
    await writeImage((image) => {
      image[image.length - 1] = (image[image.length - 1] ?? 0) ^ 0xff;
      return image;
    });
    expect(await verifyFirmware(file, model, trusted)).toEqual({ ok: false, error: 'firmware.badChecksum' });
  });

  it('refuses an image built for another model', async () => {
    await writeFirmwareImage(file, { model: 'SL-Router', version: 'V1.0.4', payloadSize: 100 });
    expect(await verifyFirmware(file, model, trusted)).toEqual({ ok: false, error: 'firmware.wrongModel' });
  });

  it('refuses a truncated image, whether cut in the payload or in the header', async () => {
    await writeImage((image) => image.subarray(0, image.length - 1));
    expect(await verifyFirmware(file, model, trusted)).toEqual({ ok: false, error: 'firmware.truncated' });
    await writeImage((image) => image.subarray(0, 30));
    expect(await verifyFirmware(file, model, trusted)).toEqual({ ok: false, error: 'firmware.truncated' });
    await writeFile(file, Buffer.alloc(0));
    expect(await verifyFirmware(file, model, trusted)).toEqual({ ok: false, error: 'firmware.truncated' });
  });

  it('refuses a file that is not a firmware image', async () => {
    await writeImage((image) => Buffer.concat([Buffer.from('XXXX'), image.subarray(4)]));
    expect(await verifyFirmware(file, model, trusted)).toEqual({ ok: false, error: 'firmware.badType' });
    await writeFile(file, 'config system\n\toption hostname x\n');
    expect(await verifyFirmware(file, model, trusted)).toEqual({ ok: false, error: 'firmware.badType' });
  });

  it('refuses bytes appended after the checksummed payload', async () => {
    await writeImage((image) => Buffer.concat([image, Buffer.from('#!/bin/sh\n')]));
    expect(await verifyFirmware(file, model, trusted)).toEqual({ ok: false, error: 'firmware.badHeader' });
  });

  it('refuses an image over the size cap without hashing it', async () => {
    await writeImage();
    await truncate(file, FirmwareImage.maxImageBytes + 1);
    expect(await verifyFirmware(file, model, trusted)).toEqual({ ok: false, error: 'firmware.tooLarge' });
  });

  it('builds the same payload for the same model and version', () => {
    const options = { model, version: 'V1.0.4 build 20261201', payloadSize: 2048 };
    expect(buildFirmwareImage(options).image).toEqual(buildFirmwareImage(options).image);
    expect(buildFirmwareImage(options).meta.sha256).not.toBe(buildFirmwareImage({ ...options, version: 'V1.0.5' }).meta.sha256);
  });

  it('refuses an unsigned image, one signed by a key the unit does not trust, and one whose header was edited after signing (issue 12.3)', async () => {
    await writeFirmwareImage(file, { model, version: 'V1.0.4', payloadSize: 100, unsigned: true });
    expect(await verifyFirmware(file, model, trusted)).toEqual({ ok: false, error: 'firmware.unsigned' });

    const foreign = generateKeyPairSync('ed25519').privateKey;
    await writeFirmwareImage(file, { model, version: 'V1.0.4', payloadSize: 100, signingKey: { keyId: 'rc-test-2026', privateKey: foreign } });
    expect(await verifyFirmware(file, model, trusted)).toEqual({ ok: false, error: 'firmware.badSignature' });
    await writeFirmwareImage(file, { model, version: 'V1.0.4', payloadSize: 100, signingKey: { keyId: 'someone-else', privateKey: foreign } });
    expect(await verifyFirmware(file, model, trusted)).toEqual({ ok: false, error: 'firmware.badSignature' });

    // A genuine signature moved onto another version's header.
    const { image } = buildFirmwareImage({ model, version: 'V1.0.4', payloadSize: 100 });
    const decoded = decodeFirmwareHeader(image);
    if (!decoded.ok) throw new Error('bad test image');
    const edited = encodeFirmwareHeader({ ...decoded.meta, version: 'V9.9.9' });
    await writeFile(file, Buffer.concat([edited, image.subarray(decoded.payloadOffset)]));
    expect(await verifyFirmware(file, model, trusted)).toEqual({ ok: false, error: 'firmware.badSignature' });
  });
});
