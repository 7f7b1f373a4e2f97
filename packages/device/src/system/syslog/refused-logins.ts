// Issue 12.5: every refused login was a line, so a login flood pushed the log out in seconds.
// Refusals are counted per address and written as one line per address per minute with the count;
// past refusedLoginSourcesPerMinute addresses in a minute, the rest share one line.
import { SystemLimits } from '@rc/contract/constants';

export type RefusedLine = [event: string, content: string, params: Record<string, string>, time: number];

const windowMs = 60_000;

interface Count {
  count: number;
  last: number;
}

export class RefusedLogins {
  private readonly counts = new Map<string, Count>();
  private others = { count: 0, last: 0 };
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly write: (line: RefusedLine) => void,
    private readonly now: () => number = Date.now,
  ) {}

  add(ip: string): void {
    const time = this.now();
    const known = this.counts.get(ip);
    if (known) {
      known.count += 1;
      known.last = time;
    } else if (this.counts.size < SystemLimits.refusedLoginSourcesPerMinute) {
      this.counts.set(ip, { count: 1, last: time });
    } else {
      // Addresses past the cap are not remembered one by one: a flood of them costs no memory.
      this.others = { count: this.others.count + 1, last: time };
    }
    this.timer ??= setTimeout(() => this.flush(), windowMs).unref();
  }

  /** Writes what was counted so far (each minute, before the log is read, at stop). */
  flush(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    for (const [ip, { count, last }] of this.counts) {
      this.write(['loginsRefused', `${count} refused logins from ${ip}`, { ip, count: String(count) }, last]);
    }
    const { count, last } = this.others;
    if (count) this.write(['loginsRefusedElsewhere', `${count} refused logins from other addresses`, { count: String(count) }, last]);
    this.counts.clear();
    this.others = { count: 0, last: 0 };
  }
}
