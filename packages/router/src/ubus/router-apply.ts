// A risky save on a router (issue 27): rpcd's `uci apply {rollback: true, timeout}` lands it and
// restores the files on rpcd's own timer unless the same session calls `uci confirm` first, or
// `uci rollback` to go back now (rpcd uci.c rpc_uci_apply/confirm/rollback). rpcd offers no
// status call and no deadline (it keeps only the applying session's id, apply_sid: `uci commit`
// and `revert` answer PERMISSION_DENIED while it is set, which an ACL refusal answers too), so the
// console keeps which op is pending and when the window closes, in `memory`: the router build's
// is the tab's sessionStorage (pending-apply-memory.ts), so that a reload still finds it.
// A change that went back leaves its deltas in the session (rpc_uci_do_rollback copies them back):
// the `wentBack` listener drops them before anything else runs (drop-staged-changes.ts).
// Browser-safe.
import { OpError } from '@rc/core/errors/op-error';
import { UbusCallError, UbusStatus, type Ubus } from './ubus';
import type { StagedHistory } from './ubus-save-target';

export interface PendingRouterApply {
  op: string;
  /** epoch ms when rpcd's timer restores the files */
  deadline: number;
  /** its history entry, staged on the router: recorded once confirmed (router-history.ts) */
  history?: StagedHistory;
}

/** Where the pending change is kept between page loads. */
export interface PendingApplyMemory {
  read(): PendingRouterApply | undefined;
  write(pending: PendingRouterApply | undefined): void;
}

function pageMemory(): PendingApplyMemory {
  let kept: PendingRouterApply | undefined;
  return { read: () => kept, write: (pending) => void (kept = pending) };
}

export class RouterApply {
  private lastRollback: { op: string; time: string } | null = null;
  private settled: () => Promise<void> = async () => undefined;
  private confirmed: (pending: PendingRouterApply) => Promise<void> = async () => undefined;
  private wentBack: () => Promise<unknown> = async () => undefined;
  /** what follows a rollback of rpcd's timer, once this page noticed it: every op waits for it */
  private afterTimer: Promise<void> = Promise.resolve();

  constructor(
    private readonly ubus: Ubus,
    /** the rollback window, seconds (the daemon's --apply-window-seconds default) */
    readonly windowSeconds: number,
    private readonly now: () => number = Date.now,
    private readonly memory: PendingApplyMemory = pageMemory(),
  ) {}

  private get pending(): PendingRouterApply | undefined {
    return this.memory.read();
  }

  private set pending(pending: PendingRouterApply | undefined) {
    this.memory.write(pending);
  }

  /**
   * Runs once a pending change was confirmed or went back (by the page or rpcd's timer): rpcd
   * restores only UCI, so what the router reads outside it is written again from the files.
   */
  onSettled(listener: () => Promise<void>): void {
    this.settled = listener;
  }

  /** Runs once the page confirmed a pending change (not when it went back): its history entry lands. */
  onConfirmed(listener: (pending: PendingRouterApply) => Promise<void>): void {
    this.confirmed = listener;
  }

  /**
   * Runs once a pending change went back (rpcd's timer, "Revert now"), before onSettled's
   * listener: drops what rpcd put back into the session (router-dispatcher.ts: the store's dropStaged).
   */
  onWentBack(listener: () => Promise<unknown>): void {
    this.wentBack = listener;
  }

  /**
   * Whether a change awaits confirmation; one rpcd rolled back by itself becomes lastRollback. The
   * deadline here runs from the apply's answer, rpcd's timer from before it, so its deltas are
   * normally back when the page drops them; any put back later go at the next save or page load.
   */
  get active(): boolean {
    if (this.pending && this.now() >= this.pending.deadline) {
      this.lastRollback = { op: this.pending.op, time: new Date(this.pending.deadline).toISOString() };
      this.pending = undefined;
      this.afterTimer = this.wentBack().then(
        () => undefined,
        () => undefined,
      );
      void this.afterTimer.then(() => this.settled()).catch(() => undefined);
    }
    return this.pending !== undefined;
  }

  /** `active`, answered once what rpcd put back after a rollback of its timer is gone: the op then reads the router's values. */
  async current(): Promise<boolean> {
    const active = this.active;
    await this.afterTimer;
    return active;
  }

  /** Called once a risky op's changes were applied with rollback. */
  opened(op: string, history?: StagedHistory): void {
    this.pending = { op, deadline: this.now() + this.windowSeconds * 1000, ...(history ? { history } : {}) };
  }

  async status() {
    const active = await this.current();
    return {
      pending: active,
      op: this.pending?.op ?? '',
      secondsLeft: this.pending ? Math.max(0, Math.ceil((this.pending.deadline - this.now()) / 1000)) : 0,
      lastRollback: this.lastRollback,
    };
  }

  async confirm(): Promise<void> {
    await this.settle('confirm');
  }

  async revert(): Promise<void> {
    await this.settle('rollback');
  }

  private async settle(method: 'confirm' | 'rollback'): Promise<void> {
    if (!this.active) throw new OpError('-12', 'apply.nothingPending');
    const pending = this.pending!;
    let rolledBack = method === 'rollback';
    try {
      await this.ubus.call('uci', method);
      if (method === 'confirm') await this.confirmed(pending).catch(() => undefined);
    } catch (error) {
      // rpcd's timer came first (no apply pending any more): the change is gone already.
      rolledBack = error instanceof UbusCallError && error.status === UbusStatus.noData;
      if (rolledBack) throw new OpError('-12', 'apply.nothingPending');
      throw error;
    } finally {
      this.pending = undefined;
      if (rolledBack) await this.wentBack().catch(() => undefined);
      await this.settled().catch(() => undefined);
    }
  }
}
