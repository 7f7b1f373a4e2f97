import { KB, type BudgetCheck } from './budgets';
import type { BuiltFile } from './bundle-sizes';
import type { PageLighthouse } from './lighthouse-run';
import type { LatencyResult } from './op-latency';
import type { LoadResult } from './op-load';

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
  statusLoad?: LoadResult;
  lighthouse?: PageLighthouse[];
  rssMb?: { idle: number; afterLoad?: number };
  budgets: BudgetCheck[];
  errors: string[];
}

export const kb = (bytes: number) => (bytes / KB).toFixed(2);

export function table(rows: string[][], rightAligned: number[] = []): string {
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

export function loadSection(load: LoadResult, op: string): string {
  const row = (name: string, s: LoadResult['rounds'][number]['daemon']) => [name, s.requestsPerSecond.toFixed(0), s.p50Ms.toFixed(1), s.p99Ms.toFixed(1), s.cpuUsPerRequest.toFixed(0)];
  const rows = load.rounds.flatMap((round, i) => [row(`daemon #${i + 1}`, round.daemon), row(`bare #${i + 1}`, round.bare)]);
  return [
    `${op} under load: ${load.connections} keep-alive connections, ${load.seconds} s each, daemon then bare node:http, ${load.rounds.length} rounds`,
    table([['server', 'req/s', 'p50 ms', 'p99 ms', 'CPU us/answer'], ...rows], [1, 2, 3, 4]),
    `ratio of req/s (bare / daemon) per round ${load.rounds.map((round) => `${round.ratio.toFixed(2)}x`).join(', ')}; median ${load.ratio.toFixed(2)}x`,
  ].join('\n');
}

export function lighthouseSection(pages: PageLighthouse[]): string {
  const ms = (value: number) => (value / 1000).toFixed(2);
  const rows = pages.flatMap((page) =>
    page.runs.map((run, i) => [`${page.page} #${i + 1}`, String(run.performance), String(run.accessibility), ms(run.fcp), ms(run.lcp), run.tbt.toFixed(0), run.cls.toFixed(3)]),
  );
  return [
    `Lighthouse 12, mobile (simulated slow 4G, 4x CPU slowdown), ${pages[0]?.runs.length ?? 0} runs a page`,
    table([['page', 'perf', 'a11y', 'FCP s', 'LCP s', 'TBT ms', 'CLS'], ...rows], [1, 2, 3, 4, 5, 6]),
    ...pages.map((page) => `${page.page}: median performance ${page.median.performance}, LCP ${ms(page.median.lcp)} s, CLS ${page.median.cls.toFixed(3)}, accessibility ${page.median.accessibility}`),
  ].join('\n');
}

export function budgetSection(budgets: BudgetCheck[]): string {
  const rows = budgets.map((b) => [b.name, `${b.value.toFixed(2)} ${b.unit}`.trim(), `${b.floor ? '>= ' : ''}${b.limit} ${b.unit}`.trim(), b.status === 'OVER' && b.floor ? 'UNDER' : b.status]);
  return table([['budget (DESIGN.md)', 'measured', 'limit', ''], ...rows], [1, 2]);
}

export function formatReport(results: Results): string {
  const parts: string[] = [];
  if (results.chunks) parts.push(`Built console (gzip -9 of each file; KB = 1000 bytes)\n${chunkTable(results.chunks.filter((c) => /\.(js|css)$/.test(c.file)))}`);
  if (results.consoleGzip !== undefined) parts.push(`whole console (every file in dist): ${kb(results.consoleGzip)} KB gzip`);
  if (results.pages) parts.push(pageSection(results.pages));
  if (results.latency) parts.push(latencySection(results.latency));
  if (results.statusLoad) parts.push(loadSection(results.statusLoad, 'get_system_status'));
  if (results.lighthouse) parts.push(lighthouseSection(results.lighthouse));
  if (results.rssMb) parts.push(`daemon RSS idle after start: ${results.rssMb.idle.toFixed(1)} MB${results.rssMb.afterLoad === undefined ? '' : `; after the runs above: ${results.rssMb.afterLoad.toFixed(1)} MB`}`);
  if (results.budgets.length > 0) parts.push(budgetSection(results.budgets));
  if (results.errors.length > 0) parts.push(`NOT MEASURED:\n${results.errors.map((error) => `  ${error}`).join('\n')}`);
  return parts.join('\n\n');
}
