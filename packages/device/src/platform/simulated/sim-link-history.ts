// When a simulated uplink (the WAN port, the modem's data session) was down, in seconds since
// boot. Disconnect and reconnect write it; counters and rates read it, so that traffic stops
// while the link is down and the totals carry on from where they stopped.

interface Outage {
  from: number;
  /** Infinity while the link stays down */
  to: number;
}

export interface Counter {
  rate(t: number): number;
  total(t: number): number;
}

export class LinkHistory {
  private outages: Outage[];

  /** `upAfterS`: the link comes up that long after boot or a reconnect (a DHCP lease, an attach). */
  constructor(private readonly upAfterS: number) {
    this.outages = [{ from: 0, to: upAfterS }];
  }

  isUp(t: number): boolean {
    return !this.outages.some((outage) => outage.from <= t && t < outage.to);
  }

  /** Seconds since the link last came up, 0 while it is down. */
  upSeconds(t: number): number {
    if (!this.isUp(t)) return 0;
    const lastUp = Math.max(0, ...this.outages.filter((outage) => outage.to <= t).map((outage) => outage.to));
    return Math.floor(t - lastUp);
  }

  /** ifdown: the link stays down until a reconnect. */
  disconnect(t: number): void {
    if (this.isUp(t)) this.outages.push({ from: t, to: Infinity });
  }

  /** ifup: a link that is up drops and comes back `upAfterS` later; a link already coming up carries on. */
  reconnect(t: number): void {
    const current = this.outages.find((outage) => outage.from <= t && t < outage.to);
    if (!current) this.outages.push({ from: t, to: t + this.upAfterS });
    else if (current.to === Infinity) current.to = t + this.upAfterS;
  }

  /** The device rebooted: the link comes up as after power-on. */
  reset(): void {
    this.outages = [{ from: 0, to: this.upAfterS }];
  }

  /** A counter that moves only while the link is up. */
  gate(counter: Counter): Counter {
    return {
      rate: (t) => (this.isUp(t) ? counter.rate(t) : 0),
      total: (t) => counter.total(t) - this.outages.reduce((sum, outage) => sum + missed(counter, outage, t), 0),
    };
  }
}

function missed(counter: Counter, outage: Outage, t: number): number {
  if (outage.from >= t) return 0;
  return counter.total(Math.min(outage.to, t)) - counter.total(outage.from);
}
