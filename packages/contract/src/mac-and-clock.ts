// Two of spec section 5's predicates (datatypes.ts re-exports them) in a module without zod: the
// router build answers its status reads (the clients list, parental blocking) from UCI with them and
// must not load a schema library for that (DESIGN budgets: home within 200 KB).
export const MAC_RE = /^[0-9A-Fa-f]{2}(?::[0-9A-Fa-f]{2}){5}$/;
export const CLOCK_TIME_RE = /^(?:[01]\d|2[0-3]):[0-5]\d$/;

export function isMac(value: unknown): value is string {
  return typeof value === 'string' && MAC_RE.test(value);
}

/** A time of day as 24-hour HH:MM, 00:00-23:59. */
export function isClockTime(value: unknown): value is string {
  return typeof value === 'string' && CLOCK_TIME_RE.test(value);
}
