import { createStore } from './store';

export type ToastKind = 'success' | 'error' | 'info';

export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
}

const lifetimeMs: Record<ToastKind, number> = { success: 3_000, info: 4_000, error: 6_000 };

export const toastStore = createStore<Toast[]>([]);
let nextId = 1;

function show(kind: ToastKind, message: string): number {
  // One toast per message (issue 30.3): the same words again only keep the shown one longer.
  const shown = toastStore.get().find((item) => item.kind === kind && item.message === message);
  if (shown) dismissToast(shown.id);
  const id = nextId++;
  toastStore.set((list) => [...list.slice(-3), { id, kind, message }]);
  // A long explanation stays long enough to be read (about 60 ms a character).
  setTimeout(() => dismissToast(id), Math.max(lifetimeMs[kind], message.length * 60));
  return id;
}

export function dismissToast(id: number): void {
  toastStore.set((list) => list.filter((item) => item.id !== id));
}

/** Messages are already translated text; the Toaster announces them in a live region. */
export const toast = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
  info: (message: string) => show('info', message),
};
