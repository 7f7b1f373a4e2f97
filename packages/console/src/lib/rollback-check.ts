import { pendingApplyStore, takeFollowedChange } from './pending-apply';

// Signed-in only (DESIGN budgets: not the login page's): what came back while nobody answered.

/** A change the device went back on by itself: its op, and when (ISO time). */
export interface Rollback {
  op: string;
  time: string;
}

interface ApplyStatus {
  pending: boolean;
  op: string;
  secondsLeft: number;
  lastRollback: Rollback | null;
}

// The rollback this browser last explained, so that it is explained once (issue 30.4).
export const ROLLBACK_SEEN_KEY = 'rc.rollbackSeen';

export function markRollbackSeen(rollback: Rollback | null | undefined): void {
  if (rollback) localStorage.setItem(ROLLBACK_SEEN_KEY, rollback.time);
}

/**
 * After sign-in, a reload, or at a new address: asks the device whether a change still waits.
 * Answers the rollback to explain: of a change this origin left for a new address, or one that
 * happened while nobody was here to see it; each once.
 */
export async function checkPendingApply(status: () => Promise<ApplyStatus>): Promise<{ rollback: Rollback; away: boolean } | undefined> {
  const followed = takeFollowedChange();
  const answer = await status().catch(() => undefined);
  if (answer?.pending) pendingApplyStore.set({ op: answer.op, deadline: Date.now() + answer.secondsLeft * 1000 });
  const rollback = answer?.lastRollback;
  if (!rollback || localStorage.getItem(ROLLBACK_SEEN_KEY) === rollback.time) return undefined;
  markRollbackSeen(rollback);
  return { rollback, away: followed !== rollback.op };
}
