// "On a stock OpenWrt (uhttpd + rpcd)", issue 27.6: OpenWrt's own ubusd, rpcd and uhttpd
// (openwrt-test/stack.ts) with the package installed and the tests' recorded stand-ins for procd,
// netifd and iwinfo (openwrt-test/stand-ins.ts: the test stack runs none of them), held to 10 %
// of one core, against the Node daemon held the same way; the package's installed size; the
// router build's pages over uhttpd.
// Part of `npm run bench`; alone: `npx tsx bench/router.ts` (ROUTER_BENCH_CALLS=N to shorten).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { standInFiles } from '../openwrt-test/procd-netifd-stand-in';
import { startStack, type OpenWrtStack } from '../openwrt-test/stack';
import { consoleBuildDir, lookUpTools, type OpenWrtTools } from '../openwrt-test/tools';
import { stockConfigs } from '../openwrt-test/stock-configs';
import { consoleBuild } from '../packaging/openwrt/install-files';
import { check, KB, type BudgetCheck } from './lib/budgets';
import { createCpuLimit, type CpuLimit } from './lib/cpu-limit';
import { startDaemon, type Server } from './lib/daemon';
import { paths } from './lib/paths';
import { measurePackageSize, type PackageSize } from './lib/router-package';
import { measureRouterPages, type RouterPages } from './lib/router-pages';
import { measureRouterLatency, type LatencyRow } from './lib/router-latency';
import { formatRouterReport } from './lib/router-report';

const CPU_PERCENT = 10;
const WARM_UP = 20;
const CALLS = Number(process.env.ROUTER_BENCH_CALLS ?? 200);
const ROOT_PASSWORD = 'bench-root-123';

export interface RouterResults {
  packageSize?: PackageSize;
  /** how the daemons' CPU was limited, or why it was not */
  cpu: { limited: boolean; how: string };
  latency?: { warmUp: number; calls: number; rows: LatencyRow[] };
  /** the router build's login and home pages over uhttpd (their budgets: lib/router-pages.ts routerPageBudgets) */
  pages?: RouterPages;
  budgets: BudgetCheck[];
  /** what was not measured, and why */
  notes: string[];
  errors: string[];
}

async function attempt<T>(results: RouterResults, what: string, work: () => Promise<T> | T): Promise<T | undefined> {
  try {
    return await work();
  } catch (error) {
    results.errors.push(`${what}: ${error instanceof Error ? error.message : String(error)}`);
    return undefined;
  }
}

/** A cgroup for the stack and one for the Node daemon, or none (measured unlimited) with the reason. */
function cpuLimits(results: RouterResults): { stack?: CpuLimit; node?: CpuLimit } {
  let stack: CpuLimit | undefined;
  try {
    stack = createCpuLimit('rc-bench-openwrt-stack', CPU_PERCENT);
    const node = createCpuLimit('rc-bench-node-daemon', CPU_PERCENT);
    results.cpu = { limited: true, how: `ubusd + rpcd + uhttpd (with the CGIs it starts) in one cgroup, the Node daemon in another, each ${node.description}` };
    return { stack, node };
  } catch (error) {
    stack?.release();
    results.cpu = { limited: false, how: `NOT limited, measured at full speed: ${(error as Error).message}` };
    return {};
  }
}

function routerBudgets(results: RouterResults): BudgetCheck[] {
  const list: BudgetCheck[] = [];
  if (results.packageSize) list.push(check('router package installed (issue 27.1)', results.packageSize.bytes / KB, results.packageSize.limit / KB, 'KB'));
  return list;
}

async function onStack(results: RouterResults, stack: OpenWrtStack, limits: ReturnType<typeof cpuLimits>): Promise<void> {
  const daemon: Server | undefined = await attempt(results, 'Node daemon start', () => startDaemon(paths.daemonLauncher));
  try {
    // held only once started: the daemon builds the contract's schemas at start, not per call
    limits.stack?.hold(stack.pid);
    if (daemon) limits.node?.hold(daemon.pid);
    const rows = await attempt(results, 'op latency over ubus', () => measureRouterLatency({ url: stack.url, rootPassword: ROOT_PASSWORD }, daemon?.url, WARM_UP, CALLS));
    if (rows) results.latency = { warmUp: WARM_UP, calls: CALLS, rows };
  } finally {
    await daemon?.stop();
  }
  if (existsSync(path.join(consoleBuild, 'index.html'))) results.pages = await attempt(results, 'router build in Chromium over uhttpd', () => measureRouterPages(stack, ROOT_PASSWORD));
  else results.notes.push(`router build's pages: not measured, ${consoleBuild} is not built (npm run build -w @rc/router)`);
}

async function onRealStack(results: RouterResults, tools: OpenWrtTools): Promise<void> {
  const limits = cpuLimits(results);
  const stack = await attempt(results, 'OpenWrt stack start', () => startStack(tools, { rootPassword: ROOT_PASSWORD, configs: stockConfigs(), consoleDir: consoleBuildDir(), extraFiles: standInFiles() }));
  try {
    if (stack) await onStack(results, stack, limits);
  } finally {
    // out of the cgroups before the stack stops: the cgroup folders go with release()
    limits.stack?.release();
    limits.node?.release();
    await stack?.stop();
  }
}

export async function measureOnRouter(): Promise<RouterResults> {
  const results: RouterResults = { cpu: { limited: false, how: '' }, budgets: [], notes: [], errors: [] };
  results.packageSize = await attempt(results, 'package size', () => measurePackageSize());
  if (results.packageSize && !results.packageSize.withConsole) results.notes.push(`package size without the console: ${consoleBuild} is not built`);
  const { tools, skipped } = lookUpTools();
  if (skipped) results.notes.push(`latency and pages on the real stack: not measured, ${skipped}`);
  if (tools) await onRealStack(results, tools);
  results.budgets = routerBudgets(results);
  return results;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  measureOnRouter().then(
    (results) => {
      console.log(formatRouterReport(results));
      process.exit(results.errors.length > 0 ? 1 : 0);
    },
    (error: unknown) => {
      console.error('router bench failed:', error);
      process.exit(1);
    },
  );
}
