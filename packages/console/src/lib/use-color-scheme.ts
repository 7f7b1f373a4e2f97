import { applyScheme, onSchemeElsewhere, SCHEME_KEY, storedScheme, type SchemeChoice } from './color-scheme';
import { createStore, useStore } from './store';
import { useMediaQuery } from './use-media-query';

export const schemeStore = createStore<SchemeChoice>(storedScheme());
// <html> follows another tab's choice from main.tsx on; the user menu and the charts from here.
onSchemeElsewhere(schemeStore.set);

export function chooseScheme(choice: SchemeChoice): void {
  try {
    if (choice === 'auto') localStorage.removeItem(SCHEME_KEY);
    else localStorage.setItem(SCHEME_KEY, choice);
  } catch {
    // Storage refused (private mode): the choice holds for this page only.
  }
  applyScheme(choice);
  schemeStore.set(choice);
}

/** Whether the page shows dark now: for what CSS cannot colour (the charts' canvas). */
export function useDarkScheme(): boolean {
  const choice = useStore(schemeStore);
  const osDark = useMediaQuery('(prefers-color-scheme: dark)');
  return choice === 'dark' || (choice === 'auto' && osDark);
}
