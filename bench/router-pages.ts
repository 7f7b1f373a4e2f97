// `npm run bench:router-pages`: the console as a stock OpenWrt serves it, page by page (issues 27.6
// and 41.2), in one run on OpenWrt's real uhttpd + rpcd (openwrt-test's console stack) beside the
// Node daemon:
// - DESIGN.md's page weights for the router build (lib/router-pages.ts, as `npm run bench`);
// - for home, LAN, Wi-Fi, clients and a DHCP save, the requests made and the time to data
//   (lib/page-times.ts), with the stack at full speed and held to 10 % of one core, beside the
//   daemon at full speed; medians of ROUTER_PAGE_ROUNDS (default 20);
// - Chromium's time from sign-in to a usable home at 10 % (lib/sign-in-time.ts).
// Without OpenWrt's programs every row says SKIPPED and why. It exits non-zero when something could
// not be measured or a page is over its weight budget.
import { launchBrowser } from '../e2e/support/browser';
import { consoleUrl, rootPassword, startConsoleStack } from '../openwrt-test/console-support';
import type { OpenWrtStack } from '../openwrt-test/stack';
import { lookUpTools } from '../openwrt-test/tools';
import { createCpuLimit, type CpuLimit } from './lib/cpu-limit';
import { signIn, startDaemon, type Server } from './lib/daemon';
import { stats } from './lib/op-latency';
import { daemonPageLoad, pageNames, refusals, routerPageLoad, routerSignIn, type PageLoad, type PageName } from './lib/page-times';
import { paths } from './lib/paths';
import { budgetSection } from './lib/report';
import { formatRouterPages, measureRouterPages, routerPageBudgets } from './lib/router-pages';
import { signInToHome, type SignInTime } from './lib/sign-in-time';

const ROUNDS = Number(process.env.ROUTER_PAGE_ROUNDS ?? 20);
const CPU_PERCENT = 10;
/** issue 41.3, checked here and never by a timed test */
const goals = { homeDataMs: 150, signInToHomeMs: 1200 };

type Side = 'router at 10 %' | 'router at full speed' | 'daemon at full speed';
type Samples = Map<string, PageLoad[]>;

const rowLabel: Record<PageName, string> = { home: 'home', lan: 'LAN', wifi: 'Wi-Fi 2.4 GHz', clients: 'clients', 'dhcp save': 'DHCP save + read-back' };

function add(samples: Samples, side: Side, page: PageName, load: PageLoad): void {
  const key = `${side}|${page}`;
  samples.set(key, [...(samples.get(key) ?? []), load]);
}

function cell(loads: PageLoad[] | undefined, skipped?: string): string {
  if (!loads) return skipped ?? 'not measured';
  const time = stats(loads.map((load) => load.ms));
  const requests = stats(loads.map((load) => load.requests));
  const spread = Math.min(...loads.map((l) => l.requests)) === Math.max(...loads.map((l) => l.requests)) ? `${requests.medianMs}` : `${requests.medianMs} (${Math.min(...loads.map((l) => l.requests))}-${Math.max(...loads.map((l) => l.requests))})`;
  return `${spread} req, ${time.medianMs.toFixed(1)} / ${time.p95Ms.toFixed(1)} ms`;
}

function pageTable(samples: Samples, limitSkipped?: string): string {
  const sides: Side[] = ['router at 10 %', 'router at full speed', 'daemon at full speed'];
  const lines = [`| page | ${sides.join(' | ')} |`, `|---|${sides.map(() => '---|').join('')}`];
  for (const page of pageNames) lines.push(`| ${rowLabel[page]} | ${sides.map((side) => cell(samples.get(`${side}|${page}`), side === 'router at 10 %' ? limitSkipped : undefined)).join(' | ')} |`);
  return lines.join('\n');
}

function signInLines(times: SignInTime[] | undefined, skipped?: string): string {
  if (!times) return `Chromium, sign-in to a usable home, router at 10 %: ${skipped ?? 'not measured'}`;
  const heading = stats(times.map((t) => t.headingMs));
  const data = stats(times.map((t) => t.dataMs));
  const posts = stats(times.map((t) => t.posts));
  return `Chromium, sign-in to a usable home, router at 10 % (new context each run, ${times.length} runs, median / p95): heading ${heading.medianMs} / ${heading.p95Ms} ms, home's data ${data.medianMs} / ${data.p95Ms} ms, ${posts.medianMs} POSTs to /ubus with the sign-in's own`;
}

function goalLines(samples: Samples, times: SignInTime[] | undefined): string[] {
  const home = samples.get('router at 10 %|home');
  const lines: string[] = [];
  if (home) {
    const median = stats(home.map((l) => l.ms)).medianMs;
    lines.push(`goal home data at 10 % <= ${goals.homeDataMs} ms p50: ${median.toFixed(1)} ms ${median <= goals.homeDataMs ? 'MET' : 'NOT MET'}`);
  }
  for (const [key, loads] of samples) {
    const most = Math.max(...loads.map((l) => l.requests));
    if (key.startsWith('router') && most > 3) lines.push(`goal <= 3 requests: ${key.replace('|', ', ')} made ${most}: NOT MET`);
  }
  if (times) {
    const median = stats(times.map((t) => t.dataMs)).medianMs;
    lines.push(`goal sign-in to a usable home at 10 % <= ${goals.signInToHomeMs} ms p50: ${median} ms ${median <= goals.signInToHomeMs ? 'MET' : 'NOT MET'}`);
  }
  return lines;
}

async function measurePages(samples: Samples, side: Side, stack: OpenWrtStack, session: string, daemon?: { url: string; token: string }): Promise<void> {
  // one round visits every page, the daemon's load right after the router's: the machine's other load hits both alike
  for (let round = -2; round < ROUNDS; round++) {
    for (const page of pageNames) {
      const router = await routerPageLoad(stack.url, session, page);
      const node = daemon ? await daemonPageLoad(daemon.url, daemon.token, page) : undefined;
      if (round < 0) continue;
      add(samples, side, page, router);
      if (node) add(samples, 'daemon at full speed', page, node);
    }
  }
}

async function onStack(stack: OpenWrtStack, daemon: Server, report: string[]): Promise<boolean> {
  const pages = await measureRouterPages(stack, rootPassword);
  const budgets = routerPageBudgets(pages);
  report.push(formatRouterPages(pages, false), budgetSection(budgets));
  const samples: Samples = new Map();
  const session = await routerSignIn(stack.url, rootPassword);
  await measurePages(samples, 'router at full speed', stack, session, { url: daemon.url, token: await signIn(daemon.url) });
  let limit: CpuLimit | undefined;
  let limitSkipped: string | undefined;
  let times: SignInTime[] | undefined;
  try {
    limit = createCpuLimit('rc-bench-router-pages', CPU_PERCENT);
    limit.hold(stack.pid);
    report.push(`stack (ubusd, rpcd, uhttpd and the CGIs it starts) held to ${limit.description}; the daemon and Chromium not limited`);
    await measurePages(samples, 'router at 10 %', stack, session);
    const browser = await launchBrowser();
    try {
      times = [];
      for (let run = -1; run < ROUNDS; run++) {
        const time = await signInToHome(browser, consoleUrl(stack), rootPassword);
        if (run >= 0) times.push(time);
      }
    } finally {
      await browser.close();
    }
  } catch (error) {
    limitSkipped = `SKIPPED: ${(error as Error).message}`;
  } finally {
    limit?.release();
  }
  report.push(`requests to /ubus (webapi for the daemon) and ms to data, median / p95 of ${ROUNDS} loads, kept-alive connections:`, pageTable(samples, limitSkipped), signInLines(times, limitSkipped), ...goalLines(samples, times));
  if (refusals.size > 0) report.push(`answered other than "1" (timed all the same: the page shows these): ${[...refusals].map(([op, body]) => `${op} ${body}`).join('; ')}`);
  return budgets.every((budget) => budget.status === 'PASS');
}

async function main(): Promise<number> {
  const found = lookUpTools();
  if (!found.tools) {
    const why = `SKIPPED: ${found.skipped}`;
    console.log([`router build's page weights: ${why}`, ...pageNames.map((page) => `${rowLabel[page]}: ${why}`), `Chromium, sign-in to a usable home: ${why}`].join('\n'));
    return 0;
  }
  const stack = await startConsoleStack(found.tools);
  const daemon = await startDaemon(paths.daemonLauncher).catch(async (error: unknown) => {
    await stack.stop();
    throw error;
  });
  try {
    const report: string[] = [];
    const withinBudgets = await onStack(stack, daemon, report);
    console.log(report.join('\n\n'));
    return withinBudgets ? 0 : 1;
  } finally {
    await daemon.stop();
    await stack.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('router page bench failed:', error);
    process.exit(1);
  },
);
