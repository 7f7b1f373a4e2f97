import i18next from 'i18next';
import { FirmwareError } from '@rc/contract/firmware-image';
import { ResultCode } from '@rc/contract/result-codes';
import { isApiError } from '../../../lib/api-error';
import { resultMessage } from '../../../lib/operation';
import { toast } from '../../../lib/toast';

/**
 * Where a refused upgrade is shown: an image or address the device refused (-11) goes next to its
 * field, as an i18n key; anything else is a toast, unless the API client already said it.
 */
export function upgradeFailureKey(error: unknown, field: 'file' | 'url'): string | undefined {
  if (isApiError(error)) {
    const placed = error.errors.find((item) => item.field === field);
    // The device names a failed download with the upload key; the sentence differs (spec 8).
    if (placed) return placed.key === FirmwareError.uploadFailed && field === 'url' ? 'system-update.downloadFailed' : placed.key;
    if (error.handled) return undefined;
    const message = error.code === ResultCode.deviceFailed && error.msg ? i18next.t(error.msg, { defaultValue: error.msg }) : resultMessage(error.code);
    toast.error(message);
    return undefined;
  }
  toast.error(i18next.t('common.operationFailed'));
  return undefined;
}

/**
 * What the device said beside the key of a refused image: its sysupgrade's own words (`reason`),
 * or the figures the sentence names (firmware.noRoom: `size` and `free` in MB).
 */
export function fileRefusalParams(error: unknown): Record<string, string> | undefined {
  return isApiError(error) ? error.errors.find((item) => item.field === 'file')?.params : undefined;
}
