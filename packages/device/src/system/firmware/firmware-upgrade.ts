// The upgrade of spec 4 ("Upgrade ... shows a waiting message while running, then success or
// failure"): receive (upload or download) under the cap, verify type, model, size and checksum,
// and only then flash. Any refusal leaves the running firmware and the configuration as they were.
// From the first byte to the reboot the device is busy: every other write answers -7.
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { FirmwareError, FirmwareImage, type FirmwareErrorKey, type FirmwareHeader } from '@rc/contract/firmware-image';
import type { PowerControl } from '@rc/core/lib/power-control';
import { detachedBody, type UploadBody } from '../../lib/upload-body';
import { downloadFirmware } from './download-firmware';
import { FirmwareFlasher } from './firmware-flasher';
import { receiveFirmware, type ReceiveFirmwareResult } from './receive-firmware';
import { verifyFirmware, type TrustedKeys } from './verify-firmware';
import { compareFirmwareReleases, type FirmwareRelease } from '@rc/contract/firmware-version';
import type { SystemUpgrade } from '@rc/core/platform/platform';
import { sysupgradeRefusalKey } from '@rc/core/firmware/sysupgrade-refusal';
import type { UpgradeProgress } from '@rc/core/firmware/upgrade-progress';

export type UpgradeResult = { ok: true; version: string } | { ok: false; error: FirmwareErrorKey };

export interface FirmwareUpgradeOptions {
  /** where the image is kept between receiving and flashing */
  imagePath: string;
  /** the model an image must name */
  model: string;
  flashMs: number;
  downloadTimeoutMs: number;
  power: PowerControl;
  /** Makes the flashed image the running firmware (version, configuration kept or reset) and reboots. */
  install: (meta: FirmwareHeader, keepConfig: boolean) => Promise<void>;
  /** let firmware URLs reach loopback and private addresses (tests, a LAN upgrade server) */
  allowPrivateDownloads: boolean;
  /** the public keys images must be signed with */
  trustedKeys: TrustedKeys;
  /** the running firmware, version and build date: an older image needs the administrator's consent */
  running: () => FirmwareRelease;
  /** OpenWrt: sysupgrade checks and flashes the image (a stock sysupgrade image), not the daemon */
  system?: SystemUpgrade;
  /** why the system refused an image, for the log */
  onRefused?: (reason: string) => void;
}

/** What the administrator chose with the image. */
export interface UpgradeChoice {
  keepConfig: boolean;
  allowDowngrade: boolean;
}

const idle: UpgradeProgress = { stage: 'idle', percent: 0, bytes: 0, totalBytes: 0, version: '', error: '' };

export class FirmwareUpgrade {
  private state: UpgradeProgress = idle;
  private flasher: FirmwareFlasher | undefined;

  constructor(private readonly options: FirmwareUpgradeOptions) {}

  progress(): UpgradeProgress {
    if (!this.flasher || this.state.stage !== 'writing') return { ...this.state };
    const flash = this.flasher.progress();
    if (flash.stage === 'failed') return { ...this.state, stage: 'failed', percent: 100, error: FirmwareError.flashFailed };
    const stage = flash.stage === 'rebooting' ? 'rebooting' : flash.stage === 'verifying' ? 'verifying' : 'writing';
    return { ...this.state, stage, percent: flash.percent };
  }

  /** The device came back up: a finished upgrade is over. */
  rebooted(): void {
    if (this.state.stage !== 'failed') this.state = idle;
    this.flasher = undefined;
  }

  fromUpload(upload: UploadBody, choice: UpgradeChoice): Promise<UpgradeResult> {
    return this.run('receiving', upload.declaredBytes ?? 0, choice, (dest) => {
      if ((upload.declaredBytes ?? 0) > FirmwareImage.maxImageBytes) return Promise.resolve({ ok: false, error: FirmwareError.tooLarge } as const);
      return receiveFirmware(detachedBody(upload), dest, FirmwareImage.maxImageBytes, (bytes) => this.received(bytes));
    });
  }

  fromUrl(url: string, choice: UpgradeChoice): Promise<UpgradeResult> {
    return this.run('downloading', 0, choice, (dest) =>
      downloadFirmware(url, dest, {
        maxBytes: FirmwareImage.maxImageBytes,
        timeoutMs: this.options.downloadTimeoutMs,
        allowPrivate: this.options.allowPrivateDownloads,
        onProgress: (bytes, totalBytes) => this.received(bytes, totalBytes),
      }),
    );
  }

  private async run(
    stage: 'receiving' | 'downloading',
    totalBytes: number,
    choice: UpgradeChoice,
    receive: (dest: string) => Promise<ReceiveFirmwareResult>,
  ): Promise<UpgradeResult> {
    const { power, imagePath } = this.options;
    power.markBusy();
    this.flasher = undefined;
    this.state = { ...idle, stage, totalBytes };
    try {
      await mkdir(path.dirname(imagePath), { recursive: true, mode: 0o700 });
      const received = await receive(imagePath);
      if (!received.ok) return received.error === FirmwareError.uploadFailed && stage === 'receiving' ? this.cutShort() : this.fail(received.error);
      this.state = { ...this.state, stage: 'verifying', percent: 0 };
      if (this.options.system) return await this.systemUpgrade(this.options.system, choice.keepConfig);
      const verified = await verifyFirmware(imagePath, this.options.model, this.options.trustedKeys);
      if (!verified.ok) return this.fail(verified.error);
      // A signed but older image is a replay of a known bug unless the administrator wants it.
      if (!choice.allowDowngrade && compareFirmwareReleases(verified.meta, this.options.running()) < 0) return this.fail(FirmwareError.downgrade);
      this.state = { ...this.state, stage: 'writing', version: verified.meta.version };
      this.flasher = new FirmwareFlasher({ durationMs: this.options.flashMs, apply: (meta) => this.install(meta, choice.keepConfig) });
      this.flasher.start(verified);
      return { ok: true, version: verified.meta.version };
    } catch {
      return this.fail(FirmwareError.uploadFailed);
    }
  }

  /** sysupgrade -T, then sysupgrade itself once the answer has left; its image check replaces ours. */
  private async systemUpgrade(system: SystemUpgrade, keepConfig: boolean): Promise<UpgradeResult> {
    const refusal = await system.check(this.options.imagePath);
    if (refusal !== undefined) {
      this.options.onRefused?.(refusal);
      return this.fail(sysupgradeRefusalKey(refusal));
    }
    this.state = { ...this.state, stage: 'writing', percent: 0 };
    setTimeout(() => {
      system.install(this.options.imagePath, keepConfig).then(
        () => this.options.power.reboot(),
        async (err: unknown) => {
          this.options.onRefused?.(err instanceof Error ? err.message : String(err));
          this.state = { ...this.state, stage: 'failed', error: FirmwareError.flashFailed };
          await rm(this.options.imagePath, { force: true });
          this.options.power.clearBusy();
        },
      );
    }, 100).unref();
    return { ok: true, version: '' };
  }

  private async install(meta: FirmwareHeader, keepConfig: boolean): Promise<void> {
    try {
      await this.options.install(meta, keepConfig);
    } catch (err) {
      this.options.power.clearBusy();
      throw err;
    } finally {
      await rm(this.options.imagePath, { force: true });
    }
  }

  private received(bytes: number, totalBytes = this.state.totalBytes): void {
    const percent = totalBytes > 0 ? Math.min(100, Math.floor((bytes / totalBytes) * 100)) : 0;
    this.state = { ...this.state, bytes, totalBytes, percent };
  }

  /**
   * Issue 26.2: an upload cut short (its client hung up or stalled) has nobody left to tell: the
   * device is back at rest, idle, as if it had never begun.
   */
  private async cutShort(): Promise<UpgradeResult> {
    await this.release(idle);
    return refused(FirmwareError.uploadFailed);
  }

  private async fail(error: FirmwareErrorKey): Promise<UpgradeResult> {
    await this.release({ ...this.state, stage: 'failed', error });
    return refused(error);
  }

  /** No longer busy, whatever removing the image does: a device left busy refuses every save. */
  private async release(state: UpgradeProgress): Promise<void> {
    try {
      await rm(this.options.imagePath, { force: true });
    } finally {
      this.state = state;
      this.options.power.clearBusy();
    }
  }
}

function refused(error: FirmwareErrorKey): { ok: false; error: FirmwareErrorKey } {
  return { ok: false, error };
}
