// DESIGN.md "Budgets". Sizes in KB of 1000 bytes, as Vite prints them (the floors quoted in
// DESIGN.md were read from Vite's output).
export const Budgets = {
  loginGzipKb: 105,
  homeGzipKb: 200,
  consoleGzipKb: 600,
  opLatencyRatio: 1.3,
  idleRssMb: 60,
  // Issue 20: the status op under load within 2x a bare server; Lighthouse mobile at least 95,
  // LCP at most 1.2 s, CLS 0 and accessibility 100 on the login and home pages.
  statusLoadRatio: 2,
  lighthouseMin: 95,
  lighthouseLcpS: 1.2,
} as const;

export const KB = 1000;

export interface BudgetCheck {
  name: string;
  value: number;
  limit: number;
  unit: string;
  status: 'PASS' | 'OVER';
  /** the limit is a minimum */
  floor?: boolean;
}

/** A budget that is a floor (a score), not a ceiling. */
export function atLeast(name: string, value: number, floor: number, unit: string): BudgetCheck {
  return { name, value, limit: floor, unit, status: value >= floor ? 'PASS' : 'OVER', floor: true };
}

export function check(name: string, value: number, limit: number, unit: string): BudgetCheck {
  return { name, value, limit, unit, status: value <= limit ? 'PASS' : 'OVER' };
}
