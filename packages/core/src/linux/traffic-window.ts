// The WAN's byte counters sampled over time and the rates between samples (the home page's
// traffic graph). Browser-safe: the linux platform samples /proc/net/dev each second, the ubus
// platform whenever the page asks.
import type { TrafficSample, WanCounters } from '../platform/platform';

export interface CounterSample {
  /** epoch milliseconds */
  time: number;
  rxBytes: number;
  txBytes: number;
}

export class TrafficWindow {
  private readonly samples: CounterSample[] = [];

  /** `size` rates: one sample more, as n samples give n - 1 rates. */
  constructor(private readonly size = 60) {}

  newest(): CounterSample | undefined {
    return this.samples.at(-1);
  }

  push(sample: CounterSample): void {
    this.samples.push(sample);
    if (this.samples.length > this.size + 1) this.samples.shift();
  }

  /** The counters now and the rate since the newest sample. */
  counters(current: CounterSample): WanCounters {
    const previous = this.samples.at(-1);
    const rate = previous ? ratesBetween(previous, current) : { rxRate: 0, txRate: 0 };
    return { rxBytes: current.rxBytes, txBytes: current.txBytes, ...rate };
  }

  rates(): TrafficSample[] {
    return this.samples.slice(1).map((after, i) => ({ time: after.time, ...ratesBetween(this.samples[i] ?? after, after) }));
  }

  clear(): void {
    this.samples.length = 0;
  }
}

function ratesBetween(before: CounterSample, after: CounterSample): { rxRate: number; txRate: number } {
  const seconds = (after.time - before.time) / 1000;
  if (seconds <= 0) return { rxRate: 0, txRate: 0 };
  return {
    rxRate: Math.max(0, Math.round((after.rxBytes - before.rxBytes) / seconds)),
    txRate: Math.max(0, Math.round((after.txBytes - before.txBytes) / seconds)),
  };
}
