import { Timing } from '@rc/contract/constants';
import { createStore } from './store';

export type BusyKind = 'reboot' | 'reset';

export interface BusyState {
  kind: BusyKind | null;
  startedAt: number;
  durationMs: number;
  /** Spec 4: set to true once the device accepted the reboot or reset (its code '1'). */
  refresh: boolean;
  /**
   * How long, after the countdown, the console waits for the device to answer before it says the
   * device did not come back: spec 9's medium duration after a reboot or reset, its long one after
   * an upgrade or restore, which flash or rewrite first.
   */
  reconnectLimitMs: number;
}

const idle: BusyState = { kind: null, startedAt: 0, durationMs: 0, refresh: false, reconnectLimitMs: 0 };

/** The full-screen busy overlay of spec 4 (reboot, reset). */
export const busyStore = createStore<BusyState>(idle);

export function startBusy(kind: BusyKind, durationMs: number, reconnectLimitMs: number = Timing.mediumDurationMs): void {
  busyStore.set({ kind, startedAt: Date.now(), durationMs, refresh: false, reconnectLimitMs });
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
