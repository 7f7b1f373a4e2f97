import { useSyncExternalStore } from 'react';

function subscribe(notify: () => void): () => void {
  document.addEventListener('visibilitychange', notify);
  return () => document.removeEventListener('visibilitychange', notify);
}

/** Whether the browser hides the page (another tab in front, the window minimised): polls that only draw can stop. */
export function usePageHidden(): boolean {
  return useSyncExternalStore(subscribe, () => document.visibilityState === 'hidden', () => false);
}
