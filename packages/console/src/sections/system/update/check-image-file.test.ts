import { describe, expect, it } from 'vitest';
import { encodeFirmwareHeader, FirmwareImage, type FirmwareHeader } from '@rc/contract/firmware-image';
import { checkImageFile } from './check-image-file';

const payload = new Uint8Array(1000).fill(7);
const meta: FirmwareHeader = {
  model: 'ZBT-WE1626',
  version: 'V1.0.4',
  buildDate: '2026-12-01',
  payloadSize: payload.length,
  // The browser does not check it; the device does.
  sha256: 'a'.repeat(64),
  description: 'test',
};

function image(header: FirmwareHeader = meta, body: Uint8Array = payload): Blob {
  return new Blob([encodeFirmwareHeader(header) as BlobPart, body as BlobPart]);
}

describe('checkImageFile', () => {
  it('reads the header of an image for this model', async () => {
    expect(await checkImageFile(image(), 'ZBT-WE1626', FirmwareImage.maxImageBytes)).toEqual({ ok: true, meta });
  });

  it('names what is wrong before anything is sent', async () => {
    const max = FirmwareImage.maxImageBytes;
    expect(await checkImageFile(image(), 'SL-4G-Router', max)).toEqual({ ok: false, key: 'firmware.wrongModel' });
    expect(await checkImageFile(new Blob(['#!/bin/sh\nreboot\n']), 'ZBT-WE1626', max)).toEqual({ ok: false, key: 'firmware.badType' });
    expect(await checkImageFile(image(meta, payload.subarray(0, 500)), 'ZBT-WE1626', max)).toEqual({ ok: false, key: 'firmware.truncated' });
    expect(await checkImageFile(image(meta, new Uint8Array(1001)), 'ZBT-WE1626', max)).toEqual({ ok: false, key: 'firmware.badHeader' });
    expect(await checkImageFile(image(), 'ZBT-WE1626', 100)).toEqual({ ok: false, key: 'firmware.tooLarge' });
  });

  it("leaves a stock router's OpenWrt image to its sysupgrade -T, checking only its size", async () => {
    const openwrt = new Blob([new Uint8Array([0x27, 0x05, 0x19, 0x56, 1, 2, 3])]);
    expect(await checkImageFile(openwrt, 'Zbtlink ZBT-WE1326', FirmwareImage.maxImageBytes, 'sysupgrade')).toEqual({ ok: true });
    expect(await checkImageFile(openwrt, 'Zbtlink ZBT-WE1326', 3, 'sysupgrade')).toEqual({ ok: false, key: 'firmware.tooLarge' });
    expect(await checkImageFile(new Blob([]), 'Zbtlink ZBT-WE1326', 3, 'sysupgrade')).toEqual({ ok: false, key: 'firmware.truncated' });
  });
});
