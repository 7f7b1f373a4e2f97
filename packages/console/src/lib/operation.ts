import i18next from 'i18next';
import { ResultCode } from '@rc/contract/result-codes';
import { isApiError, type ApiError } from './api-error';
import { refusalMessage, type FieldLabels } from './refusal-message';
import { failureMessage, resultMessage } from './result-message';
import { toast } from './toast';

// In its own module so that the login page has it without the toasts (DESIGN budgets).
export { resultMessage };

export interface OperationMessages {
  /** i18n key of the success toast; 'operation succeeded' when absent. */
  success?: string;
  /** values the success message names */
  successParams?: Record<string, string>;
  /** the i18n keys of the labels of the fields the op takes, to name a refused one */
  fields?: FieldLabels;
}

/**
 * Spec 8's operation helper: a success toast, or a warning with the per-code message; a refused
 * field (-2) says which field and why, as the page has no field to mark (a button's op).
 * Failures the client already reported (token timeout, busy, network) stay quiet.
 */
export async function runOperation<T>(work: Promise<T>, messages: OperationMessages = {}): Promise<T> {
  try {
    const result = await work;
    toast.success(i18next.t(messages.success ?? 'common.operationSucceeded', messages.successParams));
    return result;
  } catch (error) {
    if (!isApiError(error)) toast.error(i18next.t('common.operationFailed'));
    else if (!error.handled) toast.error(operationFailure(error, messages.fields));
    throw error;
  }
}

function operationFailure(error: ApiError, fields: FieldLabels | undefined): string {
  const [refused] = error.code === ResultCode.invalidInput ? error.errors : [];
  return refused ? refusalMessage(refused, fields) : failureMessage(error);
}
