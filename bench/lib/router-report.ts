// The printed section "On a stock OpenWrt (uhttpd + rpcd)" (bench/router.ts).
import type { RouterResults } from '../router';
import type { LatencyStats } from './op-latency';
import type { PackageSize } from './router-package';
import type { LatencyRow } from './router-latency';
import { budgetSection, kb, table } from './report';
import { formatRouterPages, routerPageBudgets } from './router-pages';

const BIGGEST_FILES = 10;

const ms = (stats: LatencyStats | undefined) => (stats ? [stats.medianMs.toFixed(2), stats.p95Ms.toFixed(2)] : ['-', '-']);

function latencySection(latency: NonNullable<RouterResults['latency']>, cpu: RouterResults['cpu']): string {
  const rows = latency.rows.map((row: LatencyRow) => [row.page, row.ubus.call, ...ms(row.ubus.keepAlive), ...ms(row.ubus.fresh), row.node?.op ?? '-', ...ms(row.node?.stats)]);
  const absent = latency.rows.filter((row) => row.ubus.absent).map((row) => `  ${row.ubus.call}: ${row.ubus.absent}`);
  return [
    `op latency, ${latency.calls} sequential calls after ${latency.warmUp} warm-up, alternating call by call: ubus on one kept-alive connection, ubus on a fresh connection each, the Node daemon (kept alive); CPU: ${cpu.how}`,
    table([['page', 'over ubus (uhttpd /ubus -> rpcd)', 'kept-alive median ms', 'p95', 'fresh conn. median ms', 'p95', 'Node daemon op', 'median ms', 'p95'], ...rows], [2, 3, 4, 5, 7, 8]),
    'kept-alive ubus calls that answer data wait ~40 ms for the client\'s delayed ACK: this uhttpd sets no TCP_NODELAY (fixed upstream by openwrt/uhttpd pull request 34)',
    '(stand-in): procd\'s `system` is a recorded answer served by an rpcd ucode plugin on this stack (openwrt-test/stand-ins.ts), not procd',
    ...(absent.length > 0 ? ['on this stack (no procd, no netifd; stand-ins only for what the console calls):', ...absent] : []),
  ].join('\n');
}

function packageSection(size: PackageSize): string {
  const rows = size.files.slice(0, BIGGEST_FILES).map((file) => [file.file, kb(file.bytes)]);
  return [
    `package installed (packaging/openwrt/install-files.ts into a temporary root${size.withConsole ? '' : ', WITHOUT the console: its router build is missing'}): ${kb(size.bytes)} KB in ${size.files.length} files, limit ${kb(size.limit)} KB`,
    table([[`biggest ${rows.length} files`, 'KB'], ...rows], [1]),
  ].join('\n');
}

/** `pageBudgets` false: the page budgets are printed beside the Node build's (run.ts). */
export function formatRouterReport(results: RouterResults, pageBudgets = true): string {
  const budgets = [...results.budgets, ...(pageBudgets && results.pages ? routerPageBudgets(results.pages) : [])];
  const parts = ['On a stock OpenWrt (uhttpd + rpcd)'];
  if (results.packageSize) parts.push(packageSection(results.packageSize));
  if (results.latency) parts.push(latencySection(results.latency, results.cpu));
  if (results.pages) parts.push(formatRouterPages(results.pages, results.cpu.limited));
  if (budgets.length > 0) parts.push(budgetSection(budgets));
  if (results.notes.length > 0) parts.push(results.notes.join('\n'));
  if (results.errors.length > 0) parts.push(`NOT MEASURED:\n${results.errors.map((error) => `  ${error}`).join('\n')}`);
  return parts.join('\n\n');
}
