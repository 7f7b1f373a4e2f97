// Field schemas the upgrade ops share. Not an ops module: the registry spreads ops modules whole.
import { z } from 'zod';
import { isHttpUrl } from '../../datatypes';
import { isDeviceModel, isFirmwareVersion } from '../../firmware-image';

/** Spec 3: keep-configuration flag, 1 save, 0 do not save. */
export function keepConfigSchema() {
  return z.enum(['1', '0'], { error: 'firmware.keepInvalid' });
}

/** Issue 12.3: an image older than the running firmware is flashed only when this is '1'. */
export function allowDowngradeSchema() {
  return z.enum(['1', '0'], { error: 'firmware.allowDowngradeInvalid' }).default('0');
}

export const UpgradeStages = ['idle', 'receiving', 'downloading', 'verifying', 'writing', 'rebooting', 'failed'] as const;
export type UpgradeStage = (typeof UpgradeStages)[number];

export function upgradeStageSchema() {
  return z.enum(UpgradeStages);
}

/** What the vendor's upgrade server answers at <server>/<model>.json; unknown fields are ignored. */
export function onlineFirmwareSchema() {
  return z.object({
    model: z.string().refine(isDeviceModel),
    version: z.string().refine(isFirmwareVersion),
    url: z.string().refine(isHttpUrl),
    description: z.string().max(256).regex(/^[^\x00-\x1f\x7f]*$/).optional(),
  });
}
