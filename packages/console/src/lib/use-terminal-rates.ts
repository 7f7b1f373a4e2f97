// Issue 30.11: each device's rate, from the growth of its byte counters between two answers of
// get_terminals (the device answers counters only; rates are computed here, in bytes a second).
import { useState } from 'react';

export interface Counters {
  mac: string;
  rxBytes: number;
  txBytes: number;
}

export interface Rate {
  up: number;
  down: number;
}

interface Sample {
  at: number;
  counters: Map<string, Counters>;
}

/** Rates between the previous sample and this one; none for a device new in this one or whose counters went back. */
export function ratesBetween(before: Sample | undefined, after: Sample): Map<string, Rate> {
  const rates = new Map<string, Rate>();
  const seconds = before ? (after.at - before.at) / 1000 : 0;
  if (!before || seconds <= 0) return rates;
  for (const [mac, now] of after.counters) {
    const then = before.counters.get(mac);
    if (!then || now.rxBytes < then.rxBytes || now.txBytes < then.txBytes) continue;
    rates.set(mac, { up: (now.rxBytes - then.rxBytes) / seconds, down: (now.txBytes - then.txBytes) / seconds });
  }
  return rates;
}

/** The rates of the latest answer (`at`: when it arrived, ms), kept until the next one. */
export function useTerminalRates(terminals: readonly Counters[] | undefined, at: number): Map<string, Rate> {
  const [state, setState] = useState<{ sample?: Sample; rates: Map<string, Rate> }>({ rates: new Map() });
  // React's "information from previous renders" pattern: a new answer replaces the state at once.
  if (terminals && at > 0 && state.sample?.at !== at) {
    const sample = { at, counters: new Map(terminals.map((terminal) => [terminal.mac, terminal])) };
    const next = { sample, rates: ratesBetween(state.sample, sample) };
    setState(next);
    return next.rates;
  }
  return state.rates;
}
