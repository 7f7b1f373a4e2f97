import { createStore } from './store';

/**
 * A risky save the device applied but will roll back unless confirmed (issue 15): which op saved
 * it and when the device's window closes (epoch ms, by this browser's clock).
 */
export interface PendingApply {
  op: string;
  deadline: number;
}

export const pendingApplyStore = createStore<PendingApply | null>(null);

/** Called with every successful answer: a save answered `pending_apply` opens the question. */
export function notePendingApply(op: string, body: Record<string, unknown>): void {
  const seconds = Number(body.pending_apply);
  if (Number.isFinite(seconds) && seconds > 0) pendingApplyStore.set({ op, deadline: Date.now() + seconds * 1000 });
}

/** After a reload, or at a new address: asks the device whether a change still waits. */
export async function checkPendingApply(status: () => Promise<{ pending: boolean; op: string; secondsLeft: number }>): Promise<void> {
  const answer = await status().catch(() => undefined);
  if (answer?.pending) pendingApplyStore.set({ op: answer.op, deadline: Date.now() + answer.secondsLeft * 1000 });
}
