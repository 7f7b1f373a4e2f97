import { createStore } from './store';

export type BusyKind = 'reboot' | 'reset';

export interface BusyState {
  kind: BusyKind | null;
  startedAt: number;
  durationMs: number;
  /** Spec 4: set to true once the device accepted the reboot or reset (its code '1'). */
  refresh: boolean;
}

const idle: BusyState = { kind: null, startedAt: 0, durationMs: 0, refresh: false };

/** The full-screen busy overlay of spec 4 (reboot, reset). */
export const busyStore = createStore<BusyState>(idle);

export function startBusy(kind: BusyKind, durationMs: number): void {
  busyStore.set({ kind, startedAt: Date.now(), durationMs, refresh: false });
}

export function markRefresh(): void {
  busyStore.set((state) => ({ ...state, refresh: true }));
}

export function endBusy(): void {
  busyStore.set(idle);
}

export function isBusy(): boolean {
  return busyStore.get().kind !== null;
}
