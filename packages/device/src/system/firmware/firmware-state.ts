// The firmware the device runs: an upgrade writes <data>/state/firmware.json before the reboot, so
// get_web_msg answers the new sysversion afterwards; a factory reset keeps it, as on a real device.
import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import { isFirmwareVersion } from '@rc/contract/firmware-image';
import { firmwareVersion } from '../../factory/device-models';
import { writeFileAtomic } from '../../lib/atomic-write';
import { isMissing } from '../../store/durable-fs';

export interface RunningFirmware {
  version: string;
  /** YYYY-MM-DD */
  buildDate: string;
}

const stateSchema = z.object({ version: z.string().refine(isFirmwareVersion), buildDate: z.iso.date() });

export class FirmwareState {
  private current: RunningFirmware = factoryFirmware();

  constructor(private readonly file: string) {}

  /** A missing or unreadable file means the factory firmware (never a reason not to boot). */
  async load(): Promise<void> {
    try {
      const parsed = stateSchema.safeParse(JSON.parse(await readFile(this.file, 'utf8')));
      this.current = parsed.success ? parsed.data : factoryFirmware();
    } catch (err) {
      if (!isMissing(err) && !(err instanceof SyntaxError)) throw err;
      this.current = factoryFirmware();
    }
  }

  get(): RunningFirmware {
    return { ...this.current };
  }

  async set(firmware: RunningFirmware): Promise<void> {
    await writeFileAtomic(this.file, JSON.stringify(firmware, null, 2) + '\n');
    this.current = { ...firmware };
  }
}

function factoryFirmware(): RunningFirmware {
  const stamp = / build (\d{4})(\d{2})(\d{2})$/.exec(firmwareVersion);
  return { version: firmwareVersion, buildDate: stamp ? `${stamp[1]}-${stamp[2]}-${stamp[3]}` : '1970-01-01' };
}
