import { KB, type BudgetCheck } from './budgets';
import type { BuiltFile } from './bundle-sizes';
import type { LatencyResult } from './op-latency';

export interface PageTotals {
  loginGzip: number;
  homeAddedGzip: number;
  homeTotalGzip: number;
  loginFiles: string[];
  homeFiles: string[];
  loginWire: number;
  homeWire: number;
}

export interface Results {
  measuredAt: string;
  node: string;
  chunks?: BuiltFile[];
  consoleGzip?: number;
  pages?: PageTotals;
  latency?: LatencyResult;
  rssMb?: { idle: number; afterLoad?: number };
  budgets: BudgetCheck[];
  errors: string[];
}

const kb = (bytes: number) => (bytes / KB).toFixed(2);

function table(rows: string[][], rightAligned: number[] = []): string {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  const line = (row: string[]) => row.map((cell, i) => (rightAligned.includes(i) ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!))).join('  ');
  return [line(rows[0]!), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.slice(1).map(line)].join('\n');
}

function chunkTable(chunks: BuiltFile[]): string {
  const rows = chunks.map((chunk) => [chunk.file, kb(chunk.bytes), kb(chunk.gzipBytes)]);
  return table([['file', 'raw KB', 'gzip KB'], ...rows], [1, 2]);
}

function pageSection(pages: PageTotals): string {
  return [
    `login page  ${pages.loginFiles.length} files, ${kb(pages.loginGzip)} KB gzip (${kb(pages.loginWire)} KB on the wire)`,
    ...pages.loginFiles.map((file) => `    ${file}`),
    `home adds   ${pages.homeFiles.length} files, ${kb(pages.homeAddedGzip)} KB gzip (${kb(pages.homeWire)} KB on the wire); home total ${kb(pages.homeTotalGzip)} KB gzip`,
    ...pages.homeFiles.map((file) => `    ${file}`),
  ].join('\n');
}

function latencySection(latency: LatencyResult): string {
  const row = (name: string, s: LatencyResult['daemon']) => [name, s.medianMs.toFixed(3), s.p95Ms.toFixed(3), s.meanMs.toFixed(3)];
  return [
    `op latency: ${latency.requests} sequential GET long_link, one keep-alive connection each`,
    table([['server', 'median ms', 'p95 ms', 'mean ms'], row('daemon', latency.daemon), row('bare node:http', latency.bare)], [1, 2, 3]),
    `ratio of medians ${latency.ratio.toFixed(2)}x`,
  ].join('\n');
}

function budgetSection(budgets: BudgetCheck[]): string {
  const rows = budgets.map((b) => [b.name, `${b.value.toFixed(2)} ${b.unit}`, `${b.limit} ${b.unit}`, b.status]);
  return table([['budget (DESIGN.md)', 'measured', 'limit', ''], ...rows], [1, 2]);
}

export function formatReport(results: Results): string {
  const parts: string[] = [];
  if (results.chunks) parts.push(`Built console (gzip -9 of each file; KB = 1000 bytes)\n${chunkTable(results.chunks.filter((c) => /\.(js|css)$/.test(c.file)))}`);
  if (results.consoleGzip !== undefined) parts.push(`whole console (every file in dist): ${kb(results.consoleGzip)} KB gzip`);
  if (results.pages) parts.push(pageSection(results.pages));
  if (results.latency) parts.push(latencySection(results.latency));
  if (results.rssMb) parts.push(`daemon RSS idle after start: ${results.rssMb.idle.toFixed(1)} MB${results.rssMb.afterLoad === undefined ? '' : `; after the runs above: ${results.rssMb.afterLoad.toFixed(1)} MB`}`);
  if (results.budgets.length > 0) parts.push(budgetSection(results.budgets));
  if (results.errors.length > 0) parts.push(`NOT MEASURED:\n${results.errors.map((error) => `  ${error}`).join('\n')}`);
  return parts.join('\n\n');
}
