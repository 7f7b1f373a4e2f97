// Issue 12.1 (slow bodies): an upload whose bytes stop coming is cut, and the handler's copy of it
// fails. It watches the socket's byte count, so that it reads nothing itself.
import type { IncomingMessage } from 'node:http';

export function cutWhenStalled(request: IncomingMessage, idleMs: number): void {
  let seen = -1;
  const timer = setInterval(() => {
    const read = request.socket.bytesRead;
    if (read === seen) request.destroy(new Error('upload stalled'));
    seen = read;
  }, idleMs);
  timer.unref();
  const stop = () => clearInterval(timer);
  request.once('close', stop);
  request.once('end', stop);
}
