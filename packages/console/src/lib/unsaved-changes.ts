import { createStore } from './store';

/**
 * The forms of the shown page that hold edits not yet saved (issue 13.19). Leaving the page asks
 * first: by a link (ui/link.tsx), by the browser's back and forward buttons (guardHistory), and
 * by closing or reloading the tab (the browser's own question). The login page is never held:
 * when it is the destination the session has ended and the edits cannot be saved anyway.
 */
// Each shown form's question "do you hold unsaved edits?", asked at the moment of leaving: a form
// that has just saved answers no at once, before React has re-rendered it.
// The login page carries this module for guardHistory (main.tsx); the forms' side is use-unsaved-changes.ts.
export const shownForms = new Map<string, () => boolean>();

/** A navigation held until the administrator says stay or leave. */
export interface LeaveRequest {
  to: string;
  replace: boolean;
}

export const leaveRequestStore = createStore<LeaveRequest | null>(null);

export const hasUnsavedChanges = (): boolean => [...shownForms.values()].some((isDirty) => isDirty());

/** True when going from `here` to `to` must ask first; the request is then held. */
export function holdsNavigation(here: string, to: string, replace = false): boolean {
  const path = to.split(/[?#]/)[0] ?? to;
  if (!hasUnsavedChanges() || path === here || path === '/login') return false;
  leaveRequestStore.set({ to, replace });
  return true;
}

// What the address bar showed before a back or forward step, to put it back when the step is held.
let shown = { href: '', state: null as unknown };

/** Records the page on show, so that a held back step can return to it. */
export function rememberShownPage(): void {
  shown = { href: window.location.href, state: window.history.state as unknown };
}

/**
 * Installed before the router, so that this listener runs first: a back or forward step away
 * from unsaved edits is stopped before the router sees it, the page's address is put back, and
 * the step waits for the administrator's answer. Returns the uninstaller.
 */
export function guardHistory(): () => void {
  const onPopState = (event: PopStateEvent) => {
    const to = window.location.hash.replace(/^#/, '') || '/';
    const here = new URL(shown.href || window.location.href).hash.replace(/^#/, '') || '/';
    if (!holdsNavigation(here.split(/[?#]/)[0] ?? here, to)) return;
    event.stopImmediatePropagation();
    window.history.pushState(shown.state, '', shown.href);
  };
  const onBeforeUnload = (event: BeforeUnloadEvent) => {
    if (hasUnsavedChanges()) event.preventDefault();
  };
  window.addEventListener('popstate', onPopState);
  window.addEventListener('beforeunload', onBeforeUnload);
  return () => {
    window.removeEventListener('popstate', onPopState);
    window.removeEventListener('beforeunload', onBeforeUnload);
  };
}
