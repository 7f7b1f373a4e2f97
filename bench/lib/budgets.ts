// DESIGN.md "Budgets". Sizes in KB of 1000 bytes, as Vite prints them (the floors quoted in
// DESIGN.md were read from Vite's output).
export const Budgets = {
  loginGzipKb: 105,
  homeGzipKb: 200,
  consoleGzipKb: 600,
  opLatencyRatio: 1.3,
  idleRssMb: 60,
} as const;

export const KB = 1000;

export interface BudgetCheck {
  name: string;
  value: number;
  limit: number;
  unit: string;
  status: 'PASS' | 'OVER';
}

export function check(name: string, value: number, limit: number, unit: string): BudgetCheck {
  return { name, value, limit, unit, status: value <= limit ? 'PASS' : 'OVER' };
}
