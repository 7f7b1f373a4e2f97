import i18next from 'i18next';
import { ResultCode, type FieldError } from '@rc/contract/result-codes';
import { isApiError } from '../../lib/api-error';
import { refusalMessage, type FieldLabels } from '../../lib/refusal-message';
import { failureMessage } from '../../lib/result-message';
import { toast } from '../../lib/toast';

/**
 * Spec 8 for a settings save: field errors of any answer go next to their fields (a DHCP '-4'
 * names `start` or `end`, a '-2' names its fields). A '-2' whose errors were all placed says
 * nothing more; one that could not place them all (a field the page does not show) toasts the
 * first unplaced one with its label and why, and every other code its per-code message (spec 7).
 * Failures the API client already reported (token timeout, busy overlay, network) stay quiet.
 * `place` puts the errors it can on fields and returns the rest.
 */
export function reportSaveFailure(error: unknown, place: (errors: FieldError[]) => FieldError[], labels: FieldLabels): void {
  if (!isApiError(error)) {
    toast.error(i18next.t('common.operationFailed'));
    return;
  }
  if (error.handled) return;
  const [unplaced] = error.errors.length > 0 ? place(error.errors) : [];
  if (error.code === ResultCode.invalidInput && error.errors.length > 0) {
    if (unplaced) toast.error(refusalMessage(unplaced, labels));
    return;
  }
  toast.error(failureMessage(error));
}
