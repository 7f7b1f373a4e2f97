// What the console at a new LAN address (issue 15) tells the page that opened it, once it kept the
// change. Apart from pending-apply.ts: the login page sends it, and carries nothing else of that
// module (DESIGN budgets).
const KEPT_MESSAGE = 'rc.applyKept';

export function isKeptMessage(data: unknown): boolean {
  return data === KEPT_MESSAGE;
}

/** Tells the page at the old address (which opened this one) that the new address answered and kept the change. */
export function tellOpenerKept(): void {
  window.opener?.postMessage(KEPT_MESSAGE, '*');
}
