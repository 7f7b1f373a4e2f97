// The answer of an op's failure on a router: ubus-failure.ts's, the daemon's answers
// (ops/op-failure.ts) and what only a router's console meets: a service it lacks.
// Used by the dispatcher. Browser-safe.
import type { Logger } from '@rc/core/log';
import { failureAnswer, type OpAnswer } from '@rc/core/ops/op-failure';
import { MissingPackageError } from '@rc/core/errors/missing-package-error';
import { missingPackageMessage, NotOnRouterError, SideFilesUnsupportedError, notOnRouterMessage } from '@rc/core/errors/not-on-router';
import { ubusFailure } from './ubus-failure';

export function routerFailure(error: unknown, op: string, log: Logger): OpAnswer {
  return ubusFailure(error, op, log, (other) => {
    if (other instanceof NotOnRouterError || other instanceof SideFilesUnsupportedError) return { code: '-12', msg: notOnRouterMessage };
    // A page whose OpenWrt package is not installed names it (issue 27.1); `where` is what a -12 names.
    if (other instanceof MissingPackageError) return { code: '-12', msg: missingPackageMessage, where: other.pkg };
    return failureAnswer(other, op, log);
  });
}
