// Apply with automatic rollback (issue 15.1): a save that can cut the administrator off (the op
// says `risky` in the contract) is applied, and the files it changed are kept as they were
// before, in state/pending-apply.json, until the browser confirms. Without a confirmation within
// the window the daemon writes them back itself (one history entry, "apply_rollback"); so does
// a restart or a reboot in the window, which finds the file still there.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import path from 'node:path';
import { readTextOrNull, removeQuietly, writeFileSynced } from '../../store/durable-fs';
import type { UciStore } from '../../store/uci-store';
import { lanMoveOf, type LanMove } from './lan-follow';

interface PendingFile {
  op: string;
  /** epoch ms when the window closes */
  deadline: number;
  /** package -> its text before the change (null: it had no file) */
  before: Record<string, string | null>;
  /** lets the console confirm from the LAN's new address, where its session is unknown */
  token: string;
}

export interface PendingRun<T> {
  result: T;
  /** 0: nothing changed, nothing pending */
  pendingSeconds: number;
  token: string;
  /** the LAN address the change moves the router to */
  lanMove?: LanMove;
}

export interface ApplyStatus {
  pending: boolean;
  op: string;
  secondsLeft: number;
  /** the last change the device went back on by itself, if any since start */
  lastRollback: { op: string; time: string } | null;
}

export interface PendingApplyOptions {
  store: UciStore;
  stateDir: string;
  /** 0 applies every save at once, as without this service */
  windowSeconds: number;
  onRollback: (op: string) => void;
  onError: (err: unknown) => void;
  now?: () => number;
}

export class PendingApply {
  private pending: PendingFile | undefined;
  private timer: NodeJS.Timeout | undefined;
  private lastRollback: ApplyStatus['lastRollback'] = null;
  private readonly file: string;
  private readonly now: () => number;

  constructor(private readonly opts: PendingApplyOptions) {
    this.file = path.join(opts.stateDir, 'pending-apply.json');
    this.now = opts.now ?? Date.now;
  }

  get enabled(): boolean {
    return this.opts.windowSeconds > 0;
  }

  get active(): boolean {
    return this.pending !== undefined;
  }

  /** At start-up: a change still pending from before the restart is rolled back. */
  async recover(): Promise<void> {
    const text = await readTextOrNull(this.file);
    if (text === null) return;
    try {
      this.pending = JSON.parse(text) as PendingFile;
    } catch {
      await removeQuietly(this.file);
      return;
    }
    await this.rollback();
  }

  /** Runs a risky save; what it changed is pending until confirm(). */
  async run<T>(op: string, save: () => Promise<T>): Promise<PendingRun<T>> {
    const before = await this.opts.store.snapshot();
    const result = await save();
    const after = await this.opts.store.snapshot();
    const changed = [...new Set([...before.keys(), ...after.keys()])].filter((pkg) => before.get(pkg) !== after.get(pkg));
    if (changed.length === 0) return { result, pendingSeconds: 0, token: '' };
    const token = randomBytes(24).toString('base64url');
    this.pending = { op, deadline: this.now() + this.opts.windowSeconds * 1000, before: Object.fromEntries(changed.map((pkg) => [pkg, before.get(pkg) ?? null])), token };
    await writeFileSynced(this.file, JSON.stringify(this.pending));
    this.arm();
    return { result, pendingSeconds: this.opts.windowSeconds, token, lanMove: lanMoveOf(before.get('network'), after.get('network')) };
  }

  /** The pending change's own token, as the console brings it to the new address. */
  holdsToken(token: string): boolean {
    const own = Buffer.from(this.pending?.token ?? '');
    const given = Buffer.from(token);
    return own.length > 0 && own.length === given.length && timingSafeEqual(own, given);
  }

  async confirm(): Promise<boolean> {
    if (!this.pending) return false;
    this.disarm();
    this.pending = undefined;
    await removeQuietly(this.file);
    return true;
  }

  /** Writes the kept files back now (the administrator's "revert now", the window's end, a reboot). */
  async rollback(): Promise<boolean> {
    const pending = this.pending;
    if (!pending) return false;
    this.disarm();
    await this.opts.store.restoreFiles(new Map(Object.entries(pending.before)), 'apply_rollback');
    this.pending = undefined;
    await removeQuietly(this.file);
    this.lastRollback = { op: pending.op, time: new Date(this.now()).toISOString() };
    this.opts.onRollback(pending.op);
    return true;
  }

  status(): ApplyStatus {
    const secondsLeft = this.pending ? Math.max(0, Math.ceil((this.pending.deadline - this.now()) / 1000)) : 0;
    return { pending: this.pending !== undefined, op: this.pending?.op ?? '', secondsLeft, lastRollback: this.lastRollback };
  }

  stop(): void {
    this.disarm();
  }

  private arm(): void {
    this.disarm();
    const delay = Math.max(0, (this.pending?.deadline ?? 0) - this.now());
    this.timer = setTimeout(() => void this.rollback().catch(this.opts.onError), delay);
    this.timer.unref();
  }

  private disarm(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
  }
}
