// Simulated flashing of a verified image, with the progress get_upgrade_progress answers and
// the console shows (DESIGN "Long work shows progress"). The real work, setting the new
// sysversion, keeping or resetting the configuration and rebooting, is the `apply` callback's.
import { FirmwareError, type FirmwareHeader } from '@rc/contract/firmware-image';
import type { VerifiedFirmware } from './verify-firmware';

export type FlashStage = 'idle' | 'verifying' | 'writing' | 'rebooting' | 'failed';

export interface FlashProgress {
  stage: FlashStage;
  /** 0-100 over the whole flash */
  percent: number;
  /** the version being flashed */
  version?: string;
  error?: typeof FirmwareError.flashFailed;
}

export interface FirmwareFlasherOptions {
  durationMs: number;
  apply: (meta: FirmwareHeader, imagePath: string) => Promise<void> | void;
  tickMs?: number;
  now?: () => number;
}

// The share of the duration spent re-reading the image before writing starts.
const VERIFYING_PERCENT = 10;

export class FirmwareFlasher {
  private state: FlashProgress = { stage: 'idle', percent: 0 };
  private running = false;
  private finished: Promise<FlashProgress> = Promise.resolve(this.state);

  constructor(private readonly options: FirmwareFlasherOptions) {}

  /** Starts flashing; false while a flash is already running (the daemon answers `-7`). */
  start(image: VerifiedFirmware): boolean {
    if (this.running) return false;
    this.running = true;
    this.state = { stage: 'verifying', percent: 0, version: image.meta.version };
    this.finished = this.run(image);
    return true;
  }

  progress(): FlashProgress {
    return { ...this.state };
  }

  isRunning(): boolean {
    return this.running;
  }

  /** Settles once `apply` has returned or failed. */
  whenDone(): Promise<FlashProgress> {
    return this.finished;
  }

  private async run(image: VerifiedFirmware): Promise<FlashProgress> {
    await this.animate(image.meta.version);
    this.state = { stage: 'rebooting', percent: 100, version: image.meta.version };
    try {
      await this.options.apply(image.meta, image.path);
    } catch {
      this.state = { stage: 'failed', percent: 100, version: image.meta.version, error: FirmwareError.flashFailed };
    }
    this.running = false;
    return this.progress();
  }

  private animate(version: string): Promise<void> {
    const now = this.options.now ?? Date.now;
    const started = now();
    return new Promise((resolve) => {
      const timer = setInterval(() => {
        const percent = Math.min(100, Math.floor(((now() - started) / Math.max(1, this.options.durationMs)) * 100));
        this.state = { stage: percent < VERIFYING_PERCENT ? 'verifying' : 'writing', percent, version };
        if (percent < 100) return;
        clearInterval(timer);
        resolve();
      }, this.options.tickMs ?? 250);
    });
  }
}
