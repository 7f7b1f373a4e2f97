import type { OpDef, OpInput, OpOutput } from '@rc/contract/op';
import { ResultCode, type FieldError } from '@rc/contract/result-codes';
import type { OpRef } from '../../lib/op-ref';
import { opTransport } from '../../lib/op-transport';

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
 * DESIGN budgets: this keeps lib/api-client out of the login page's chunks. It goes through the
 * op transport as callOp does (HTTP to the daemon, or the router build's own).
 */
export async function requestOp<D extends OpDef>(ref: OpRef<D>, input: OpInput<D>, signal?: AbortSignal): Promise<Answer<D>> {
  let body: Record<string, unknown>;
  try {
    body = await opTransport().call(ref, (input ?? {}) as Record<string, unknown>, signal);
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
