import type { OpDef, OpInput, OpOutput } from '@rc/contract/op';
import { ResultCode, type FieldError } from '@rc/contract/result-codes';
import type { OpRef } from '../../lib/op-ref';
import { getToken } from '../../lib/session';

/** A failed call: a result code of API.md (or the console's networkError) and what came with it. */
export interface Failure {
  ok: false;
  code: string;
  errors: FieldError[];
  retryAfter?: number;
}

/** What the device answered (spec 7): the op's data, or a failure. */
export type Answer<D extends OpDef> = { ok: true; data: OpOutput<D> } | Failure;

/**
 * The login page's own call of the wire, the same request callOp sends (spec 7), without what
 * only the signed-in console shows: toasts, the busy overlay, the token-timeout dialog. The
 * login page says every failure inline, so a failure is an answer, not an exception: a
 * network or server error answers ResultCode.networkError. Only an abort rejects.
 * DESIGN budgets: this keeps lib/api-client out of the login page's chunks.
 */
export async function requestOp<D extends OpDef>(ref: OpRef<D>, input: OpInput<D>, signal?: AbortSignal): Promise<Answer<D>> {
  const url = new URL('/cgi-bin/webapi', window.location.origin);
  url.searchParams.set('op', ref.op);
  const token = getToken();
  if (token) url.searchParams.set('access_token', token);
  const init: RequestInit = { method: ref.method, signal, credentials: 'same-origin', cache: 'no-store' };
  if (ref.method === 'GET') {
    for (const [key, value] of Object.entries(input ?? {})) if (value !== undefined && value !== null) url.searchParams.set(key, String(value));
  } else {
    init.headers = { 'Content-Type': 'application/json' };
    init.body = JSON.stringify(input ?? {});
  }
  let body: Record<string, unknown>;
  try {
    const response = await fetch(url, init);
    const parsed: unknown = await response.json();
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error('not a JSON object');
    if (!response.ok && !('code' in parsed)) throw new Error(`HTTP ${response.status}`);
    body = parsed as Record<string, unknown>;
  } catch (error) {
    if (signal?.aborted) throw error;
    return { ok: false, code: ResultCode.networkError, errors: [] };
  }
  const { code, ...data } = body;
  if (code === undefined || code === null || String(code) === ResultCode.ok) return { ok: true, data: data as OpOutput<D> };
  return {
    ok: false,
    code: String(code),
    errors: Array.isArray(body.errors) ? (body.errors as FieldError[]) : [],
    retryAfter: body.retry_after === undefined ? undefined : Number(body.retry_after),
  };
}
