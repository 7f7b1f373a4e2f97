import { createStore } from './store';

/** Spec 4: the token-timeout dialog is shown once; the shell renders it when this is true. */
export const sessionExpiredStore = createStore(false);

export function expireSession(): void {
  if (!sessionExpiredStore.get()) sessionExpiredStore.set(true);
}
