/**
 * The router's clock at a moment of this browser's (`browserMs`): the time the router sent
 * (`localtime`, get_web_msg) advanced by what passed since its answer arrived (`receivedAt`);
 * the browser's own time when the router sent none (spec 7's get_web_msg has no clock).
 */
export function routerClockAt(localtime: unknown, receivedAt: number, browserMs: number): number {
  return typeof localtime === 'number' ? localtime + Math.max(0, browserMs - receivedAt) : browserMs;
}
