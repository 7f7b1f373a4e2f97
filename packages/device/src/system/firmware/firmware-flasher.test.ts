import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FirmwareHeader } from '@rc/contract/firmware-image';
import { buildFirmwareImage } from './build-image';
import { FirmwareFlasher, type FlashProgress } from './firmware-flasher';
import type { VerifiedFirmware } from './verify-firmware';

const { meta } = buildFirmwareImage({ model: 'ZBT-WE1626', version: 'V1.0.4', payloadSize: 64 });
const image: VerifiedFirmware = { ok: true, path: '/tmp/firmware.bin', meta, payloadOffset: 100 };

afterEach(() => {
  vi.useRealTimers();
});

describe('FirmwareFlasher', () => {
  it('reports progress through verifying and writing, then applies the image while rebooting', async () => {
    vi.useFakeTimers();
    const applied: Array<[FirmwareHeader, string]> = [];
    let stageWhileApplying: FlashProgress | undefined;
    const flasher = new FirmwareFlasher({
      durationMs: 10_000,
      tickMs: 100,
      apply: (applyMeta, imagePath) => {
        applied.push([applyMeta, imagePath]);
        stageWhileApplying = flasher.progress();
      },
    });
    expect(flasher.start(image)).toBe(true);
    expect(flasher.progress()).toEqual({ stage: 'verifying', percent: 0, version: 'V1.0.4' });
    await vi.advanceTimersByTimeAsync(500);
    expect(flasher.progress()).toMatchObject({ stage: 'verifying', percent: 5 });
    await vi.advanceTimersByTimeAsync(4500);
    expect(flasher.progress()).toMatchObject({ stage: 'writing', percent: 50 });
    expect(applied).toEqual([]);
    await vi.advanceTimersByTimeAsync(5000);
    await expect(flasher.whenDone()).resolves.toEqual({ stage: 'rebooting', percent: 100, version: 'V1.0.4' });
    expect(applied).toEqual([[meta, '/tmp/firmware.bin']]);
    expect(stageWhileApplying).toMatchObject({ stage: 'rebooting', percent: 100 });
    expect(flasher.isRunning()).toBe(false);
  });

  it('refuses a second flash while one runs', async () => {
    const flasher = new FirmwareFlasher({ durationMs: 50, tickMs: 10, apply: () => undefined });
    expect(flasher.start(image)).toBe(true);
    expect(flasher.start(image)).toBe(false);
    await flasher.whenDone();
    expect(flasher.start(image)).toBe(true);
    await flasher.whenDone();
  });

  it('reports a failed flash when apply throws', async () => {
    const flasher = new FirmwareFlasher({
      durationMs: 30,
      tickMs: 10,
      apply: () => Promise.reject(new Error('disk full')),
    });
    flasher.start(image);
    await expect(flasher.whenDone()).resolves.toEqual({ stage: 'failed', percent: 100, version: 'V1.0.4', error: 'firmware.flashFailed' });
  });
});
