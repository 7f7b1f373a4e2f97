// Issue 41.2: what a page costs, not a call. Each page's reads (packages/router/page-reads.ts)
// started together, as its queries start them: on the router, the router build's dispatcher,
// handlers and transport (routerConsole over routerUbus, as router-transport.ts puts them
// together, the code already loaded as on a reload) POSTing to uhttpd's /ubus; on the Node daemon,
// its ops over /cgi-bin/webapi. Node's fetch keeps its connections alive, as a browser does. Each
// load a fresh console (a reload: the router's identity and the session's staged changes read
// again); the time is from the first op started to the last op answered.
import { ops } from '@rc/contract/registry';
import { consoleLogger, silentLogger } from '@rc/core/log';
import { handlers } from '../../packages/device/src/daemon-ops/handlers';
import type { RouterDispatch } from '../../packages/router/src/ubus/router-dispatcher';
import { contractRouterOp } from '../../packages/router/src/ubus/router-contract-op';
import type { RouterHandler } from '../../packages/router/src/ubus/router-ops';
import { pageReads, shellReads, type PageOp } from '../../packages/router/page-reads';
import { routerConsole } from '../../packages/router/src/router-console';
import { routerLoadOp, routerUbus } from '../../packages/router/src/router-ubus';

export type PageName = 'home' | 'lan' | 'wifi' | 'clients' | 'dhcp save';
export const pageNames: PageName[] = ['home', 'lan', 'wifi', 'clients', 'dhcp save'];

/** One load: the requests it made and the milliseconds to its data. */
export interface PageLoad {
  requests: number;
  ms: number;
  /** each POST's ms from sent to answered, in the order sent (the router's side) */
  posts?: number[];
}

/** The answers other than "1" a page's reads got (the page shows those too: a missing package, no modem), by op. */
export const refusals = new Map<string, string>();

const table = ops as unknown as Record<string, (typeof ops)['login'] & { method: 'GET' | 'POST' }>;
const all = handlers as unknown as Record<string, never>;
const readsOf = (page: keyof typeof pageReads): PageOp[] => [...shellReads, ...pageReads[page].reads];

/** A console as the router build's page holds one, POSTing to `url`/ubus; `posts` counts them. */
function routerPage(url: string, session: string) {
  const counter = { posts: 0, durations: [] as number[] };
  const fetchTo = (async (path: string, init: RequestInit) => {
    const index = counter.posts++;
    const sent = performance.now();
    const response = await fetch(`${url}${path}`, init);
    const body = await response.text();
    counter.durations[index] = performance.now() - sent;
    return new Response(body, { status: response.status, headers: response.headers });
  }) as typeof fetch;
  const ubus = routerUbus(fetchTo);
  ubus.session = session;
  const load = (own: ReadonlyMap<string, RouterHandler>) => async (name: string) => (Object.hasOwn(table, name) ? contractRouterOp(table[name]!, own.get(name) ?? all[name]!, () => true) : undefined);
  const dispatch = routerConsole(ubus, { applyWindowSeconds: 60, isEnabled: () => true, log: process.env.BENCH_LOG ? consoleLogger : silentLogger, loadOp: (own) => routerLoadOp(ubus, load(own)) });
  const run = async (op: string, input: Record<string, unknown> = {}, refusable = false) => {
    const answer = await dispatch({ op, method: table[op]!.method, input });
    if (answer.body.code === '1') return answer.body;
    if (!refusable) throw new Error(`${op} answered ${JSON.stringify(answer.body).slice(0, 200)} on the router`);
    refusals.set(`router ${op}`, JSON.stringify(answer.body).slice(0, 120));
    return answer.body;
  };
  return { counter, dispatch: dispatch satisfies RouterDispatch, run };
}

/** rpcd's session for root, through the router build's own login op. */
export async function routerSignIn(url: string, rootPassword: string): Promise<string> {
  const { run } = routerPage(url, '00000000000000000000000000000000');
  const answer = await run('login', { username: 'root', password: rootPassword });
  return String(answer.access_token);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One load of `page` on the router (for the save: the DHCP pool saved, and the form read back). */
export async function routerPageLoad(url: string, session: string, page: PageName): Promise<PageLoad> {
  const console = routerPage(url, session);
  if (page === 'dhcp save') {
    // the form as loaded, then the administrator's edit: what the page read is older than its memo by the save
    const { code: _code, ...config } = await console.run('get_dhcp_config');
    await sleep(600);
    const before = console.counter.posts;
    const start = performance.now();
    await console.run('set_dhcp_config', { ...config, end: config.end === 200 ? 201 : 200 });
    await console.run('get_dhcp_config');
    const load = { ms: performance.now() - start, requests: console.counter.posts - before };
    // the pool is a risky change (rpcd's rollback window): confirmed as the administrator does, untimed
    await console.run('apply_confirm');
    return load;
  }
  const start = performance.now();
  await Promise.all(readsOf(page).map(({ op, input }) => console.run(op, input, true)));
  return { ms: performance.now() - start, requests: console.counter.posts, posts: console.counter.durations };
}

/** The same page's ops on the Node daemon, each its own request. */
export async function daemonPageLoad(url: string, token: string, page: PageName): Promise<PageLoad> {
  const call = async (op: string, input: Record<string, unknown> = {}, refusable = false, method = table[op]!.method) => {
    const query = method === 'GET' ? Object.entries(input).map(([key, value]) => `&${key}=${encodeURIComponent(String(value))}`).join('') : '';
    const init: RequestInit = method === 'GET' ? {} : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(input) };
    const body = (await (await fetch(`${url}/cgi-bin/webapi?op=${op}&access_token=${encodeURIComponent(token)}${query}`, init)).json()) as Record<string, unknown>;
    if (body.code === '1') return body;
    if (!refusable) throw new Error(`${op} answered ${JSON.stringify(body).slice(0, 200)} on the daemon`);
    refusals.set(`daemon ${op}`, JSON.stringify(body).slice(0, 120));
    return body;
  };
  if (page === 'dhcp save') {
    const { code: _code, ...config } = await call('get_dhcp_config');
    const start = performance.now();
    await call('set_dhcp_config', { ...config, end: config.end === 200 ? 201 : 200 });
    await call('get_dhcp_config');
    const load = { ms: performance.now() - start, requests: 2 };
    await call('apply_confirm');
    return load;
  }
  const reads = readsOf(page);
  const start = performance.now();
  await Promise.all(reads.map(({ op, input }) => call(op, input, true)));
  return { ms: performance.now() - start, requests: reads.length };
}
