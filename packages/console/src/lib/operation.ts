import i18next from 'i18next';
import { isApiError } from './api-error';
import { failureMessage, resultMessage } from './result-message';
import { toast } from './toast';

// In its own module so that the login page has it without the toasts (DESIGN budgets).
export { resultMessage };

export interface OperationMessages {
  /** i18n key of the success toast; 'operation succeeded' when absent. */
  success?: string;
}

/**
 * Spec 8's operation helper: a success toast, or a warning with the per-code message.
 * Failures the client already reported (token timeout, busy, network) stay quiet.
 */
export async function runOperation<T>(work: Promise<T>, messages: OperationMessages = {}): Promise<T> {
  try {
    const result = await work;
    toast.success(i18next.t(messages.success ?? 'common.operationSucceeded'));
    return result;
  } catch (error) {
    if (!isApiError(error)) toast.error(i18next.t('common.operationFailed'));
    else if (!error.handled) toast.error(failureMessage(error));
    throw error;
  }
}
