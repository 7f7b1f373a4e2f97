import { useSyncExternalStore } from 'react';
import { createStore } from './store';

/**
 * Whether the device answers (issue 30.1): when it last answered anything, and how many calls
 * in a row got no answer since. A frozen device accepts connections and never answers, so a call
 * still open after PROBE_MS also counts, through the shell's probe (app/shell/use-device-probe.ts).
 */
export interface DeviceReach {
  lastAnswerAt: number;
  missed: number;
}

/** Two unanswered polls before the console says the device is not answering. */
export const MISSES_BEFORE_BANNER = 2;

export const deviceReachStore = createStore<DeviceReach>({ lastAnswerAt: Date.now(), missed: 0 });

let openCalls = 0;

export function noteCallOpen(): () => void {
  openCalls++;
  return () => void openCalls--;
}

export function hasOpenCalls(): boolean {
  return openCalls > 0;
}

export function noteAnswer(): void {
  deviceReachStore.set({ lastAnswerAt: Date.now(), missed: 0 });
}

export function noteMiss(): void {
  deviceReachStore.set((reach) => ({ ...reach, missed: reach.missed + 1 }));
}

export function isNotAnswering(reach: DeviceReach = deviceReachStore.get()): boolean {
  return reach.missed >= MISSES_BEFORE_BANNER;
}

const notAnswering = () => isNotAnswering();

/** True while the device is not answering; re-renders only when that changes. */
export function useDeviceNotAnswering(): boolean {
  return useSyncExternalStore(deviceReachStore.subscribe, notAnswering, notAnswering);
}
