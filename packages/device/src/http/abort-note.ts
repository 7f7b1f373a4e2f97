// Issue 12.16: thousands of requests cut short by their clients wrote a stack trace each. A client
// hanging up is no fault of the daemon's: one line, at most once a minute, with a count.
import type { Logger } from '@rc/core/log';

const windowMs = 60_000;

export type AbortNote = (what: string) => void;

export function abortNote(log: Logger, now: () => number = Date.now): AbortNote {
  let loggedAt = -Infinity;
  let unlogged = 0;
  return (what) => {
    const time = now();
    if (time - loggedAt < windowMs) {
      unlogged += 1;
      return;
    }
    const more = unlogged ? ` (and ${unlogged} more since the last such line)` : '';
    log.info(`request cut short by the client: ${what}${more}`);
    loggedAt = time;
    unlogged = 0;
  };
}

/** The errors a client causes by going away mid-request. */
export function isClientAbort(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return code === 'ECONNRESET' || code === 'EPIPE' || code === 'ERR_STREAM_PREMATURE_CLOSE' || (err instanceof Error && err.message === 'aborted');
}
