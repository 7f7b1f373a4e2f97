// DESIGN budgets: react-i18next imports use-sync-external-store/shim, a polyfill for React
// before 18; vite.config.ts points that import here, at the hook React 19 has built in.
export { useSyncExternalStore } from 'react';
