import i18next from 'i18next';
import type { OpDef, OpInput, OpOutput } from '@rc/contract/op';
import { ResultCode, type FieldError } from '@rc/contract/result-codes';
import { Timing } from '@rc/contract/constants';
import { ApiError } from './api-error';
import type { OpRef } from './op-ref';
import { busyStore, endBusy, isBusy } from './busy';
import { clearSession, getToken } from './session';
import { expireSession } from './session-expiry';
import { toast } from './toast';
import { backgroundHeader, personIsActive } from './user-activity';
import { notePendingApply } from './pending-apply';

const API_PATH = '/cgi-bin/webapi';
// Spec 7: logout has its own path.
const OP_PATHS: Record<string, string> = { logout: '/cgi-bin/webapi/login' };

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
  try {
    body = await send(def, input as Body, options.signal);
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw networkFailure(options);
  }
  const code = body.code === undefined || body.code === null ? ResultCode.ok : String(body.code);
  if (code === ResultCode.ok) {
    notePendingApply(def.op, body);
    const { code: _code, pending_apply: _pending, apply_token: _token, follow_host: _follow, ...data } = body;
    return data as OpOutput<D>;
  }
  throw failure(code, body);
}

/**
 * For a caller that sends the request itself (an upload with progress, a file download): the
 * URL with op and token, the data of an answer, and the error of a failed transfer, exactly as
 * callOp treats them.
 */
export function opUrl(op: string, query: Body = {}): URL {
  const url = new URL(OP_PATHS[op] ?? API_PATH, window.location.origin);
  url.searchParams.set('op', op);
  const token = getToken();
  if (token) url.searchParams.set('access_token', token);
  appendQuery(url.searchParams, query);
  return url;
}

export function answerData<D extends OpDef>(body: Body): OpOutput<D> {
  const code = body.code === undefined || body.code === null ? ResultCode.ok : String(body.code);
  if (code !== ResultCode.ok) throw failure(code, body);
  const { code: _code, ...data } = body;
  return data as OpOutput<D>;
}

export function transferFailure(options: CallOptions = {}): ApiError {
  return networkFailure(options);
}

async function send(def: OpRef, input: Body, signal?: AbortSignal): Promise<Body> {
  const url = new URL(OP_PATHS[def.op] ?? API_PATH, window.location.origin);
  url.searchParams.set('op', def.op);
  const token = getToken();
  if (token) url.searchParams.set('access_token', token);
  const headers: Record<string, string> = personIsActive() ? {} : { ...backgroundHeader };
  const init: RequestInit = { method: def.method, signal, credentials: 'same-origin', cache: 'no-store', headers };
  if (def.method === 'GET') appendQuery(url.searchParams, input);
  else {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(input ?? {});
  }
  const response = await fetch(url, init);
  const parsed: unknown = await response.json();
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error('not a JSON object');
  if (!response.ok && !('code' in parsed)) throw new Error(`HTTP ${response.status}`);
  return parsed as Body;
}

function appendQuery(params: URLSearchParams, input: Body | undefined): void {
  for (const [key, value] of Object.entries(input ?? {})) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) value.forEach((item) => params.append(key, String(item)));
    else params.set(key, String(value));
  }
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
