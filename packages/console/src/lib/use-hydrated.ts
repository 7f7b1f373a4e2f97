import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False while React hydrates the prerendered login page (and in the prerender itself), true
 * from then on and in any page rendered in the browser from scratch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
