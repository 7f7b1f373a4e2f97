// Issue 12.1 (slow bodies): an upload whose bytes stop coming is cut, and the handler's copy of it
// fails. It watches the socket's byte count, so that it reads nothing itself.
import type { IncomingMessage } from 'node:http';

/** How often the byte count is looked at, as a share of the allowed pause (issue 26.2: cut late by at most this). */
const checksPerPause = 4;
/** A long pause is still looked at every second, so that it is cut within a second of its limit. */
const maxCheckMs = 1_000;

/** Cuts `request` once no byte has come for `idleMs` (and at most a second or a quarter of it later). */
export function cutWhenStalled(request: IncomingMessage, idleMs: number): void {
  let seen = request.socket.bytesRead;
  let movedAt = Date.now();
  const timer = setInterval(() => {
    // Whole, though maybe not read yet (the handler is busy): nothing more is to come.
    if (request.complete) return stop();
    const read = request.socket.bytesRead;
    if (read !== seen) {
      seen = read;
      movedAt = Date.now();
    } else if (Date.now() - movedAt >= idleMs) {
      stop();
      request.destroy(new Error('upload stalled'));
    }
  }, Math.min(idleMs / checksPerPause, maxCheckMs));
  timer.unref();
  const stop = () => clearInterval(timer);
  request.once('close', stop);
  request.once('end', stop);
}
