import i18next from 'i18next';
import type { OpDef, OpInput, OpOutput } from '@rc/contract/op';
import { ResultCode, type FieldError } from '@rc/contract/result-codes';
import { Timing } from '@rc/contract/constants';
import { ApiError } from './api-error';
import type { OpRef } from './op-ref';
import { busyStore, endBusy, isBusy } from './busy';
import { clearSession } from './session';
import { expireSession } from './session-expiry';
import { toast } from './toast';
import { notePendingApply } from './pending-apply';
import { opTransport } from './op-transport';
import { noteAnswer, noteCallOpen, noteMiss } from './device-reach';
import { noteSave } from './last-save';

export interface CallOptions {
  signal?: AbortSignal;
  /** No network-error toast (callers that show their own message, e.g. the login page). */
  silent?: boolean;
}

type Body = Record<string, unknown>;

/**
 * Calls one op of the contract (spec 7, 8): code '1' or no code is success and resolves
 * the data beside it; every failure rejects with an ApiError.
 */
export async function callOp<D extends OpDef>(
  def: D | OpRef<D>,
  input: OpInput<D>,
  options: CallOptions = {},
): Promise<OpOutput<D>> {
  let body: Body;
  const closeCall = noteCallOpen();
  try {
    body = await opTransport().call(def, (input ?? {}) as Body, options.signal);
    noteAnswer();
  } catch (error) {
    if (options.signal?.aborted) throw error;
    noteMiss();
    throw networkFailure(options);
  } finally {
    closeCall();
  }
  const code = body.code === undefined || body.code === null ? ResultCode.ok : String(body.code);
  if (code === ResultCode.ok) {
    notePendingApply(def.op, body, input as Body);
    if (def.method === 'POST') noteSave(def.op);
    const { code: _code, pending_apply: _pending, apply_token: _token, follow_host: _follow, ...data } = body;
    return data as OpOutput<D>;
  }
  throw failure(code, body);
}

/** The data of an answer a caller got itself (an upload, a download), or the error callOp would throw. */
export function answerData<D extends OpDef>(body: Body): OpOutput<D> {
  const code = body.code === undefined || body.code === null ? ResultCode.ok : String(body.code);
  if (code !== ResultCode.ok) throw failure(code, body);
  const { code: _code, ...data } = body;
  return data as OpOutput<D>;
}

export function transferFailure(options: CallOptions = {}): ApiError {
  return networkFailure(options);
}

let lastNetworkToastAt = Number.NEGATIVE_INFINITY;

function networkFailure(options: CallOptions): ApiError {
  if (isBusy()) return new ApiError(ResultCode.silentWhileBusy, { original: ResultCode.networkError });
  // Spec 8: one toast per 60 s, however many calls fail meanwhile.
  const now = Date.now();
  if (!options.silent && now - lastNetworkToastAt >= Timing.networkErrorToastThrottleMs) {
    lastNetworkToastAt = now;
    toast.error(i18next.t('common.networkError'));
  }
  return new ApiError(ResultCode.networkError);
}

function failure(code: string, body: Body): ApiError {
  if (code === ResultCode.tokenExpired) {
    const verdict = tokenExpired();
    if (verdict) return verdict;
  }
  if (isBusy()) return new ApiError(ResultCode.silentWhileBusy, { original: code });
  return new ApiError(code, {
    errors: Array.isArray(body.errors) ? (body.errors as FieldError[]) : [],
    msg: typeof body.msg === 'string' ? body.msg : undefined,
    retryAfter: body.retry_after === undefined ? undefined : Number(body.retry_after),
    where: typeof body.where === 'string' ? body.where : undefined,
  });
}

/** Spec 4: token timeout. Returns the error to reject with, or undefined for the default. */
function tokenExpired(): ApiError | undefined {
  if (isLoginPage()) return undefined;
  const busy = busyStore.get();
  // After an accepted reboot or reset the overlay's reconnect leads to the login page.
  if (busy.refresh) return new ApiError(ResultCode.silentWhileBusy, { original: ResultCode.tokenExpired });
  if (busy.kind !== null) {
    endBusy();
    clearSession();
    window.location.reload();
    return new ApiError(ResultCode.silentWhileBusy, { original: ResultCode.tokenExpired });
  }
  expireSession();
  return new ApiError(ResultCode.tokenExpired);
}

function isLoginPage(): boolean {
  return window.location.hash.startsWith('#/login');
}
