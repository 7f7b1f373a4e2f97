// One page load asks each thing once (issue 41): the home page's ops all want `network.interface.wan
// status`, `mmcli -J -m any`, `system info`. A read (ubus-reads.ts) identical to one still under
// way shares its answer; one answered less than `keepMs` ago too, unless it is a kernel counter.
// Any other call (a write, an apply, a plugin's action) forgets everything, answered or under way,
// so that nothing read before a save is taken for what the router holds after it. Browser-safe.
import { isCounter, isRead } from './ubus-reads';

interface Shared {
  answer: Promise<unknown>;
  /** when it was answered; undefined while under way */
  answeredAt?: number;
}

/** Long enough for the ops a page starts together, shorter than any page's polling period (1 s at the fastest). */
export const keepAnsweredMs = 500;

export class UbusReadMemo {
  private shared = new Map<string, Shared>();

  constructor(
    private readonly now: () => number = () => Date.now(),
    private readonly keepMs = keepAnsweredMs,
  ) {}

  /** `send()`'s answer, or that of the same read made moments ago by this session. */
  call<T>(session: string, object: string, method: string, args: Record<string, unknown>, send: () => Promise<T>): Promise<T> {
    if (!isRead(object, method, args)) {
      this.forget();
      return send();
    }
    const key = JSON.stringify([session, object, method, args]);
    const found = this.shared.get(key);
    if (found && (found.answeredAt === undefined || this.now() - found.answeredAt < this.keepMs)) return copyOf(found.answer as Promise<T>);
    const entry: Shared = { answer: send() };
    this.shared.set(key, entry);
    const counter = isCounter(object, method, args);
    entry.answer.then(
      () => {
        if (this.shared.get(key) !== entry) return;
        if (counter) this.shared.delete(key);
        else entry.answeredAt = this.now();
      },
      // a failure is shared while under way, never kept
      () => this.shared.get(key) === entry && this.shared.delete(key),
    );
    this.prune();
    return copyOf(entry.answer as Promise<T>);
  }

  /** A write went out (or the session changed): what was read is asked again. */
  forget(): void {
    this.shared = new Map();
  }

  private prune(): void {
    const now = this.now();
    for (const [key, entry] of this.shared) if (entry.answeredAt !== undefined && now - entry.answeredAt >= this.keepMs) this.shared.delete(key);
  }
}

/** Each caller its own copy, as a call of its own would give: a handler may change what it was answered. */
async function copyOf<T>(answer: Promise<T>): Promise<T> {
  return structuredClone(await answer);
}
