import i18next from 'i18next';
import { ResultCode, type FieldError } from '@rc/contract/result-codes';
import { isApiError } from '../../lib/api-error';
import { resultMessage } from '../../lib/operation';
import { toast } from '../../lib/toast';

/**
 * Spec 8 for a settings save: a '-2' answer goes next to its fields; what cannot be placed
 * (a field the page does not show) and every other code becomes a toast. Failures the API
 * client already reported (token timeout, busy overlay, network) stay quiet.
 * `place` puts the errors it can on fields and returns the rest.
 */
export function reportSaveFailure(error: unknown, place: (errors: FieldError[]) => FieldError[]): void {
  if (!isApiError(error)) {
    toast.error(i18next.t('common.operationFailed'));
    return;
  }
  if (error.handled) return;
  if (error.code === ResultCode.invalidInput && error.errors.length > 0) {
    const [unplaced] = place(error.errors);
    if (unplaced) toast.error(i18next.t(unplaced.key, { defaultValue: resultMessage(error.code) }));
    return;
  }
  toast.error(error.code === ResultCode.deviceFailed && error.msg ? error.msg : resultMessage(error.code));
}
