// Apart from result-message.ts, which the login page carries (DESIGN budgets): only the signed-in
// pages' load failures use it.
import { ResultCode } from '@rc/contract/result-codes';
import { isApiError } from './api-error';
import { failureMessage } from './result-message';

/** The device's own reason a load failed (a -12 naming the OpenWrt package to install), if it gave one. */
export function loadFailureMessage(error: unknown): string | undefined {
  return isApiError(error) && error.code === ResultCode.deviceFailed && error.msg ? failureMessage(error) : undefined;
}
