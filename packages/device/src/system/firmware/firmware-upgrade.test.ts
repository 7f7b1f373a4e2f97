// Issue 26.2: whatever ends an upload, the device is not left busy (every save -7) nor 'receiving'.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import type { PowerControl } from '@rc/core/lib/power-control';
import { FirmwareUpgrade, type FirmwareUpgradeOptions } from './firmware-upgrade';

const folders: string[] = [];
afterEach(async () => Promise.all(folders.splice(0).map((folder) => rm(folder, { recursive: true, force: true }))));

function power(): PowerControl & { busy: boolean } {
  return {
    busy: false,
    markBusy() {
      this.busy = true;
    },
    clearBusy() {
      this.busy = false;
    },
    reboot: async () => undefined,
  };
}

async function upgrade(imagePath: (folder: string) => Promise<string>) {
  const folder = await mkdtemp(path.join(tmpdir(), 'rc-upgrade-'));
  folders.push(folder);
  const device = power();
  // No upload here gets as far as a check against the running firmware, which is left out.
  const options: Omit<FirmwareUpgradeOptions, 'running' | 'runningVersion'> = {
    imagePath: await imagePath(folder),
    model: 'ZBT-WE1626',
    flashMs: 10,
    downloadTimeoutMs: 1000,
    power: device,
    install: async () => undefined,
    allowPrivateDownloads: false,
    trustedKeys: new Map(),
  };
  const service = new FirmwareUpgrade(options as FirmwareUpgradeOptions);
  return { service, device };
}

/** An upload whose client hangs up after a few bytes. */
function cutUpload() {
  const stream = new PassThrough();
  setTimeout(() => {
    stream.write('half an image');
    stream.destroy();
  }, 10);
  return { stream, declaredBytes: 1 << 20 };
}

describe('FirmwareUpgrade', () => {
  it('is idle and not busy after an upload cut short', async () => {
    const { service, device } = await upgrade(async (folder) => path.join(folder, 'firmware.bin'));
    expect(await service.fromUpload(cutUpload(), { keepConfig: true, allowDowngrade: false })).toEqual({ ok: false, error: 'firmware.uploadFailed' });
    expect(service.progress().stage).toBe('idle');
    expect(device.busy).toBe(false);
  });

  it('is not left busy when the image cannot be removed', async () => {
    // A folder in the image's place: removing it fails.
    const { service, device } = await upgrade(async (folder) => {
      const image = path.join(folder, 'firmware.bin');
      await mkdir(image);
      await writeFile(path.join(image, 'kept'), '');
      return image;
    });
    await service.fromUpload(cutUpload(), { keepConfig: true, allowDowngrade: false }).catch(() => undefined);
    expect(service.progress().stage).not.toBe('receiving');
    expect(device.busy).toBe(false);
  });
});
