// The printed section "On a stock OpenWrt (uhttpd + rpcd)" (bench/router.ts).
import type { RouterResults } from '../router';
import type { LatencyStats } from './op-latency';
import type { PackageSize } from './router-package';
import type { LatencyRow } from './router-latency';
import { budgetSection, kb, table } from './report';
import type { PageLoads } from './page-load';

const BIGGEST_FILES = 10;

const ms = (stats: LatencyStats | undefined) => (stats ? [stats.medianMs.toFixed(2), stats.p95Ms.toFixed(2)] : ['-', '-']);

function latencySection(latency: NonNullable<RouterResults['latency']>, cpu: RouterResults['cpu']): string {
  const rows = latency.rows.map((row: LatencyRow) => [row.page, row.ubus.call, ...ms(row.ubus.keepAlive), ...ms(row.ubus.fresh), row.node?.op ?? '-', ...ms(row.node?.stats)]);
  const absent = latency.rows.filter((row) => row.ubus.absent).map((row) => `  ${row.ubus.call}: ${row.ubus.absent}`);
  return [
    `op latency, ${latency.calls} sequential calls after ${latency.warmUp} warm-up, alternating call by call: ubus on one kept-alive connection, ubus on a fresh connection each, the Node daemon (kept alive); CPU: ${cpu.how}`,
    table([['page', 'over ubus (uhttpd /ubus -> rpcd)', 'kept-alive median ms', 'p95', 'fresh conn. median ms', 'p95', 'Node daemon op', 'median ms', 'p95'], ...rows], [2, 3, 4, 5, 7, 8]),
    'kept-alive ubus calls that answer data wait ~40 ms for the client\'s delayed ACK: this uhttpd sets no TCP_NODELAY (fixed upstream by openwrt/uhttpd pull request 34)',
    ...(absent.length > 0 ? ['on this stack (no procd, no netifd):', ...absent] : []),
  ].join('\n');
}

function packageSection(size: PackageSize): string {
  const rows = size.files.slice(0, BIGGEST_FILES).map((file) => [file.file, kb(file.bytes)]);
  return [
    `package installed (packaging/openwrt/install-files.ts into a temporary root${size.withConsole ? '' : ', WITHOUT the console: its router build is missing'}): ${kb(size.bytes)} KB in ${size.files.length} files, limit ${kb(size.limit)} KB`,
    table([[`biggest ${rows.length} files`, 'KB'], ...rows], [1]),
  ].join('\n');
}

function assetLines(assets: PageLoads['login']): string[] {
  return [...assets].sort((x, y) => y.wireBytes - x.wireBytes).map((asset) => `    ${kb(asset.wireBytes).padStart(7)}  ${asset.file}`);
}

function pagesSection(pages: PageLoads): string {
  const sum = (assets: PageLoads['login']) => kb(assets.reduce((total, asset) => total + asset.wireBytes, 0));
  return [
    `router build over uhttpd (/routerd/, scripts from the assets CGI, gzip as sent, KB), signed in as root:`,
    `  login page ${pages.login.length} files ${sum(pages.login)} KB${pages.firstPaintMs === undefined ? '' : `, first contentful paint ${pages.firstPaintMs.toFixed(0)} ms (local, daemons CPU-limited)`}`,
    ...assetLines(pages.login),
    `  home adds ${pages.home.length} files ${sum(pages.home)} KB`,
    ...assetLines(pages.home),
  ].join('\n');
}

export function formatRouterReport(results: RouterResults): string {
  const parts = ['On a stock OpenWrt (uhttpd + rpcd)'];
  if (results.packageSize) parts.push(packageSection(results.packageSize));
  if (results.latency) parts.push(latencySection(results.latency, results.cpu));
  if (results.pages) parts.push(pagesSection(results.pages));
  if (results.budgets.length > 0) parts.push(budgetSection(results.budgets));
  if (results.notes.length > 0) parts.push(results.notes.join('\n'));
  if (results.errors.length > 0) parts.push(`NOT MEASURED:\n${results.errors.map((error) => `  ${error}`).join('\n')}`);
  return parts.join('\n\n');
}
