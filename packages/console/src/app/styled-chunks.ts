// The login page's lazy import of the signed-in console, whose chunk brings CSS (DESIGN budgets).
// Vite loads a lazy chunk's CSS through its preload helper, and the chunk making the import()
// carries the list of CSS files and the call: made here, in a chunk of its own, they load after
// sign-in instead of with the login page (ui/toast-item-chunk.ts does the same for toasts).
export const loadSignedInApp = () => import('./signed-in-app');
