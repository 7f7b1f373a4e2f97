// The answer of an op's failure on a router: the daemon's answers (ops/op-failure.ts) and what
// only a router's console meets: the router not answering, its session gone, a service it lacks.
// Used by the dispatcher and by the login page's own ops (packages/router/src/login-ops.ts).
// Browser-safe.
import type { Logger } from '../log';
import { failureAnswer, type OpAnswer } from '../ops/op-failure';
import { isSessionRefused } from './json-rpc-ubus';
import { NotOnRouterError, SideFilesUnsupportedError, notOnRouterMessage } from './not-on-router';
import { UbusCallError, UbusStatus } from './ubus';

export function routerFailure(error: unknown, op: string, log: Logger): OpAnswer {
  // The router did not answer at all: the console's network error, as for the daemon over HTTP.
  if (error instanceof UbusCallError && error.status === UbusStatus.connectionFailed) throw error;
  // The session ended (idle timeout, signed out in another tab): sign in again.
  if (isSessionRefused(error)) return { code: '-1' };
  if (error instanceof NotOnRouterError || error instanceof SideFilesUnsupportedError) return { code: '-12', msg: notOnRouterMessage };
  return failureAnswer(error, op, log);
}
