// `npm run bench`: DESIGN.md budgets measured on the built console and daemon. It reports;
// it exits non-zero only when something could not be measured, never for a budget overrun.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { atLeast, Budgets, check, KB } from './lib/budgets';
import { isScriptOrStyle, measureBuiltFiles, sumGzip, type BuiltFile } from './lib/bundle-sizes';
import { residentMb, signIn, startDaemon, type Server } from './lib/daemon';
import { measureLighthouse } from './lib/lighthouse-run';
import { measureOpLatency } from './lib/op-latency';
import { measureOpLoad } from './lib/op-load';
import { measurePageLoads } from './lib/page-load';
import { pageTotals } from './lib/page-totals';
import { paths } from './lib/paths';
import { formatReport, type Results } from './lib/report';
import { formatRouterReport } from './lib/router-report';
import { routerPageBudgets, type RouterPages } from './lib/router-pages';
import { measureOnRouter } from './router';

const LATENCY_REQUESTS = 2_000;
// Issue 20: the home page's status poll under load, against the bare server in the same run.
const STATUS_LOAD = { connections: 50, seconds: 5, rounds: 3 };
// Let start-up work (provisioning, first GC) finish before calling the daemon idle.
const IDLE_SETTLE_MS = 2_000;

async function attempt<T>(results: Results, what: string, work: () => Promise<T>): Promise<T | undefined> {
  try {
    return await work();
  } catch (error) {
    results.errors.push(`${what}: ${error instanceof Error ? error.message : String(error)}`);
    return undefined;
  }
}

async function measureDaemon(results: Results, daemon: Server, files: BuiltFile[] | undefined): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, IDLE_SETTLE_MS));
  const idle = await attempt(results, 'daemon RSS', () => residentMb(daemon.pid));
  if (idle !== undefined) results.rssMb = { idle };
  if (files) {
    const loads = await attempt(results, 'page load in Chromium', () => measurePageLoads(daemon.url));
    if (loads) results.pages = await attempt(results, 'page sizes', async () => pageTotals(loads, files));
  }
  const token = await attempt(results, 'sign in for the latency run', () => signIn(daemon.url));
  if (token) results.latency = await attempt(results, 'op latency', () => measureOpLatency(daemon.url, token, LATENCY_REQUESTS));
  if (token) results.statusLoad = await attempt(results, 'status op under load', () => measureOpLoad(daemon, token, 'get_system_status', STATUS_LOAD));
  if (files) results.lighthouse = await attempt(results, 'Lighthouse', () => measureLighthouse(daemon.url));
  if (results.rssMb) results.rssMb.afterLoad = await attempt(results, 'daemon RSS after load', () => residentMb(daemon.pid));
}

/** `routerPages`: the router build's pages (issue 27.6), whose budgets go beside the Node build's. */
function budgets(results: Results, routerPages: RouterPages | undefined): Results['budgets'] {
  const list: Results['budgets'] = [];
  if (results.pages) {
    list.push(check('login page JS+CSS', results.pages.loginGzip / KB, Budgets.loginGzipKb, 'KB'));
    list.push(check('home page JS+CSS in total', results.pages.homeTotalGzip / KB, Budgets.homeGzipKb, 'KB'));
  }
  if (routerPages) list.push(...routerPageBudgets(routerPages));
  if (results.consoleGzip !== undefined) list.push(check('whole console', results.consoleGzip / KB, Budgets.consoleGzipKb, 'KB'));
  if (results.latency) list.push(check('op latency vs bare node:http', results.latency.ratio, Budgets.opLatencyRatio, 'x'));
  if (results.statusLoad) list.push(check('get_system_status at 50 connections vs bare node:http', results.statusLoad.ratio, Budgets.statusLoadRatio, 'x'));
  for (const page of results.lighthouse ?? []) {
    list.push(atLeast(`Lighthouse mobile performance, ${page.page} page`, page.median.performance, Budgets.lighthouseMin, ''));
    list.push(check(`Lighthouse LCP, ${page.page} page`, page.median.lcp / 1000, Budgets.lighthouseLcpS, 's'));
    list.push(check(`Lighthouse CLS, ${page.page} page`, page.median.cls, 0, ''));
    list.push(atLeast(`Lighthouse accessibility, ${page.page} page`, page.median.accessibility, 100, ''));
  }
  if (results.rssMb) list.push(check('daemon RSS idle', results.rssMb.idle, Budgets.idleRssMb, 'MB'));
  return list;
}

async function main(): Promise<number> {
  const results: Results = { measuredAt: new Date().toISOString(), node: process.version, budgets: [], errors: [] };
  const files = await attempt(results, 'built console', () => measureBuiltFiles(paths.consoleDist));
  if (files) {
    results.chunks = files.filter((file) => isScriptOrStyle(file.file));
    results.consoleGzip = sumGzip(files);
  }
  const daemon = await attempt(results, 'daemon start', () => startDaemon(paths.daemonLauncher));
  if (daemon) {
    try {
      await measureDaemon(results, daemon, files);
    } finally {
      await daemon.stop();
    }
  }
  // issue 27.6: after the daemon above has stopped, so that the two runs do not share the CPU
  const router = await measureOnRouter();
  results.budgets = budgets(results, router.pages);
  console.log(formatReport(results));
  console.log(`\n${formatRouterReport(router, false)}`);
  await mkdir(paths.results, { recursive: true });
  await writeFile(path.join(paths.results, 'latest.json'), `${JSON.stringify({ ...results, router }, null, 2)}\n`);
  return results.errors.length + router.errors.length > 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('bench failed:', error);
    process.exit(1);
  },
);
