import { Suspense, useEffect } from 'react';
import { useLocation } from 'react-router';
import { leaveRequestStore, rememberShownPage } from '../../lib/unsaved-changes';
import { useStore } from '../../lib/store';
import { lazyComponent } from '../lazy-component';

// DESIGN budgets: the dialog's code (Radix) loads when a navigation is held, not with the home page.
const UnsavedChangesDialog = lazyComponent(() => import('./unsaved-changes-dialog').then((module) => module.UnsavedChangesDialog));

/** Remembers the page shown, and asks before a held navigation leaves unsaved edits. */
export function UnsavedChangesGuard() {
  const location = useLocation();
  const request = useStore(leaveRequestStore);
  useEffect(rememberShownPage, [location]);
  return request ? (
    <Suspense fallback={null}>
      <UnsavedChangesDialog request={request} />
    </Suspense>
  ) : null;
}
