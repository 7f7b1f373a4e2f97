// The answer of an op's failure on a router that every op shares, the login page's too: the
// router not answering, its session gone, a handler's OpError. Apart from router-failure.ts (the
// daemon's storage and UCI failures, a service the router lacks) so that the login page loads
// only this (DESIGN budgets). Browser-safe.
import type { Logger } from '@rc/core/log';
import type { OpAnswer } from '@rc/core/ops/op-failure';
import { internalErrorAnswer, OpError, opErrorAnswer } from '@rc/core/errors/op-error';
import { isSessionRefused } from './json-rpc-ubus';
import { UbusCallError, UbusStatus } from './ubus';

/** `more`: what the caller's ops may fail with beyond these; anything else is an internal error. */
export function ubusFailure(error: unknown, op: string, log: Logger, more: (error: unknown) => OpAnswer | undefined = () => undefined): OpAnswer {
  // The router did not answer at all: the console's network error, as for the daemon over HTTP.
  if (error instanceof UbusCallError && error.status === UbusStatus.connectionFailed) throw error;
  // The session ended (idle timeout, signed out in another tab): sign in again.
  if (isSessionRefused(error)) return { code: '-1' };
  if (error instanceof OpError) return opErrorAnswer(error);
  return more(error) ?? internalErrorAnswer(error, op, log);
}
