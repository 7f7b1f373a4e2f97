// Smooth, seeded wandering for the simulated router: a sum of three slow sines with seeded periods
// and phases. A function of time only, so that the same seed and clock give the same router.
import { hashSeed, mulberry32 } from '../../lib/mulberry32';

export interface Wave {
  /** a value in [-1, 1] at t seconds */
  at(t: number): number;
  /** the integral of `at` from 0 to t, for counters that grow with a wandering rate */
  integral(t: number): number;
}

export function seededWave(seed: number, key: string, minPeriodS = 20, maxPeriodS = 600): Wave {
  const random = mulberry32(hashSeed(seed, key));
  const parts = [0.5, 0.3, 0.2].map((amplitude) => ({
    amplitude,
    omega: (2 * Math.PI) / (minPeriodS + random() * (maxPeriodS - minPeriodS)),
    phase: random() * 2 * Math.PI,
  }));
  return {
    at: (t) => {
      // A loop, not reduce: the home page's status poll evaluates five of these per answer.
      let sum = 0;
      for (const p of parts) sum += p.amplitude * Math.sin(p.omega * t + p.phase);
      return sum;
    },
    integral: (t) =>
      parts.reduce((sum, p) => sum + (p.amplitude / p.omega) * (Math.cos(p.phase) - Math.cos(p.omega * t + p.phase)), 0),
  };
}

/** A rate that wanders between 20 % and 180 % of `base`, and the bytes it has moved since t = 0. */
export function wanderingRate(wave: Wave, base: number) {
  return {
    rate: (t: number) => Math.round(base * (1 + 0.8 * wave.at(t))),
    total: (t: number) => Math.round(base * (t + 0.8 * wave.integral(t))),
  };
}
