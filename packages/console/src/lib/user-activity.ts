// Issue 19.1: the device's idle timeout counts what the administrator does, not what the open tab
// polls by itself. A call is the person's when they pressed a key, clicked, touched or scrolled
// within the last few seconds (a save, a page they opened); others carry the background header.
const PERSON_WINDOW_MS = 5_000;
const EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

let lastInputAt = Number.NEGATIVE_INFINITY;
let watching = false;

function noteInput(): void {
  lastInputAt = Date.now();
}

/** Starts listening (once); the sign-in itself counts as an operation. */
export function watchUserActivity(): void {
  if (watching || typeof window === 'undefined') return;
  watching = true;
  noteInput();
  for (const event of EVENTS) window.addEventListener(event, noteInput, { capture: true, passive: true });
}

export function personIsActive(now = Date.now()): boolean {
  return now - lastInputAt <= PERSON_WINDOW_MS;
}

/** The header the device reads (device http/api-route.ts) on a call no person caused. */
export const backgroundHeader = { 'x-console-background': '1' } as const;
