// A handler's refusal with an API.md result code; the dispatcher turns it into the answer.
import type { FieldError, ResultCodeValue } from '@rc/contract/result-codes';
import type { Logger } from '../log';

export type HandlerErrorCode = Extract<ResultCodeValue, '-2' | '-3' | '-4' | '-5' | '-6' | '-10' | '-11' | '-12'>;

export class OpError extends Error {
  constructor(
    readonly code: HandlerErrorCode,
    /** shown to the administrator; never a path, stack or secret */
    readonly msg?: string,
    /** further answer fields, e.g. retry_after with -5 */
    readonly extra: Record<string, string | number | FieldError[]> = {},
  ) {
    super(msg ?? `op failed with code ${code}`);
    this.name = 'OpError';
  }
}

/** A -2 only the stored configuration can decide (QoS while NAT acceleration is on), placed on its field. */
export function fieldRefusal(field: string, key: string): OpError {
  return new OpError('-2', undefined, { errors: [{ field, key }] });
}

/** The answer of a handler's OpError (API.md): its code, message and further fields. */
export function opErrorAnswer(err: OpError): { code: string } & Record<string, unknown> {
  return { code: err.code, ...(err.msg ? { msg: err.msg } : {}), ...err.extra };
}

/** A failure nothing else explains: logged, and answered without its details. */
export function internalErrorAnswer(err: unknown, name: string, log: Logger): { code: string; msg: string } {
  log.error(`op ${name} failed`, err);
  return { code: '-12', msg: 'internal error' };
}
