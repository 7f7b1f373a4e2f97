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

/**
 * The choice on <html>, and in a cookie for the daemon, which then serves the prerendered pages
 * painted in it (packages/device/src/http/index-variant.ts); written at every start, as the
 * language cookie is.
 */
export function applyScheme(choice: SchemeChoice): void {
  const root = document.documentElement;
  if (choice === 'auto') delete root.dataset.scheme;
  else root.dataset.scheme = choice;
  document.cookie = `${SCHEME_KEY}=${choice};path=/;max-age=315360000`;
}

/**
 * Another tab's choice, at once: its localStorage write fires `storage` in this origin's other
 * tabs (never in its own). `key` null: the storage was cleared, which is auto again.
 */
export function onSchemeElsewhere(apply: (choice: SchemeChoice) => void): void {
  // The build's prerender imports this module in Node, where there is no window.
  if (typeof window === 'undefined') return;
  window.addEventListener('storage', (event) => {
    if (event.key === SCHEME_KEY || event.key === null) apply(storedScheme());
  });
}
