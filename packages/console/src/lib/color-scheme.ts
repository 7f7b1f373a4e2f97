/**
 * Issue 32.3: the colour scheme, light, dark or the OS's (auto, the default), kept in this
 * browser. Auto needs no script (styles/global.css follows prefers-color-scheme); a choice sets
 * <html data-scheme>, before React renders (main.tsx) so no page shows the other scheme first.
 */
export type SchemeChoice = 'auto' | 'light' | 'dark';

export const schemeChoices: readonly SchemeChoice[] = ['auto', 'light', 'dark'];

export const SCHEME_KEY = 'scheme';

export function storedScheme(): SchemeChoice {
  try {
    const stored = localStorage.getItem(SCHEME_KEY);
    return stored === 'light' || stored === 'dark' ? stored : 'auto';
  } catch {
    return 'auto';
  }
}

export function applyScheme(choice: SchemeChoice): void {
  const root = document.documentElement;
  if (choice === 'auto') delete root.dataset.scheme;
  else root.dataset.scheme = choice;
}
