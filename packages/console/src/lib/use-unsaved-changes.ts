// The forms' side of unsaved-changes.ts, apart from it so that the login page, which carries that
// module for guardHistory, does not carry this (DESIGN budgets).
import { useEffect, useId, useRef } from 'react';
import { leaveRequestStore, shownForms } from './unsaved-changes';

/** Registers a form for as long as it is shown; `isDirty` is asked when the page would be left. */
export function useUnsavedChanges(isDirty: () => boolean): void {
  const id = useId();
  const latest = useRef(isDirty);
  latest.current = isDirty;
  useEffect(() => {
    shownForms.set(id, () => latest.current());
    return () => {
      shownForms.delete(id);
    };
  }, [id]);
}

/** Leaving after all: the edits are dropped with their page. */
export function forgetUnsavedChanges(): void {
  shownForms.clear();
  leaveRequestStore.set(null);
}
