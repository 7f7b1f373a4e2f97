// Issue 27.6: what a page does over ubus on a stock OpenWrt (uhttpd-mod-ubus -> rpcd), beside the
// Node daemon's op for the same page, both held to the same CPU share, calls alternating so that
// the machine's other load hits both alike.
import { signIn } from './daemon';
import { stats, type LatencyStats } from './op-latency';

/** The real stack's side (openwrt-test/stack.ts). */
export interface UbusSide {
  url: string;
  rootPassword: string;
}

export interface LatencyRow {
  /** what the page does */
  page: string;
  /** keepAlive: one connection for every call, as a browser does; fresh: a new connection each call */
  ubus: { call: string; keepAlive?: LatencyStats; fresh?: LatencyStats; absent?: string };
  node?: { op: string; stats: LatencyStats };
}

const anonymousSession = '00000000000000000000000000000000';

// A fresh connection each call sidesteps the stall of uhttpd without TCP_NODELAY on a kept-alive
// connection (openwrt/uhttpd pull request 34): its small last write waits for the browser's delayed ACK.
async function ubusRequest(url: string, session: string, object: string, method: string, args: Record<string, unknown>, fresh = false): Promise<[number, Record<string, unknown>?]> {
  const response = await fetch(`${url}/ubus`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(fresh ? { connection: 'close' } : {}) },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'call', params: [session, object, method, args] }),
  });
  const answer = (await response.json()) as { result?: [number, Record<string, unknown>?]; error?: { code: number } };
  return answer.error ? [answer.error.code] : (answer.result ?? [-1]);
}

const ubusCall = async (url: string, session: string, object: string, method: string, args: Record<string, unknown>, fresh: boolean) => (await ubusRequest(url, session, object, method, args, fresh))[0];

async function ubusLogin(side: UbusSide, fresh = false): Promise<string> {
  const [status, data] = await ubusRequest(side.url, anonymousSession, 'routerd', 'login', { username: 'root', password: side.rootPassword }, fresh);
  const session = data?.ubus_rpc_session;
  if (status !== 0 || typeof session !== 'string') throw new Error(`routerd login answered ${status} ${JSON.stringify(data)}`);
  return session;
}

async function nodeOp(url: string, token: string, op: string, query: string, body?: unknown): Promise<void> {
  const address = `${url}/cgi-bin/webapi?op=${op}&access_token=${encodeURIComponent(token)}${query}`;
  const init: RequestInit = body === undefined ? {} : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) };
  const answer = await (await fetch(address, init)).text();
  // a failed call (expired token, refused input) would time the wrong thing
  if (!answer.includes('"code":"1"')) throw new Error(`${op} answered ${answer.slice(0, 200)}`);
}

/** One page's call on each side: `run(i)` makes the i-th call and throws when it failed. */
interface Pair {
  page: string;
  ubus: { call: string; run: (i: number, fresh: boolean) => Promise<number> };
  node?: { op: string; run: (i: number) => Promise<void> };
}

// A save that writes each time: DHCP's pool size (rpcd uci set + commit: rpcd uci.c, then
// procd's config.change if procd runs) against the Node daemon's static-lease list, both
// alternating between two values.
const leaseHost = { name: 'bench', ip: '192.168.1.200', mac: '02:11:22:33:44:55' };

function pairs(side: UbusSide, session: string, nodeUrl: string | undefined, token: string | undefined): Pair[] {
  const call = (object: string, method: string, args: Record<string, unknown> = {}) => (_i: number, fresh: boolean) => ubusCall(side.url, session, object, method, args, fresh);
  const node = (op: string, query = '', body?: (i: number) => unknown) => (nodeUrl && token ? { op, run: (i: number) => nodeOp(nodeUrl, token, op, query, body?.(i)) } : undefined);
  return [
    {
      page: 'sign in',
      ubus: { call: 'routerd login', run: (_i, fresh) => ubusLogin(side, fresh).then(() => 0) },
    },
    { page: 'LAN page read', ubus: { call: "uci get {config:'network'}", run: call('uci', 'get', { config: 'network' }) }, node: node('get_lan_config') },
    { page: 'Wi-Fi page read', ubus: { call: "uci get {config:'wireless'}", run: call('uci', 'get', { config: 'wireless' }) }, node: node('get_wifi_config', '&band=2g') },
    // procd's object on the test stack is a recording served by a ucode plugin (openwrt-test/stand-ins.ts)
    { page: 'home status', ubus: { call: 'system info (stand-in)', run: call('system', 'info') }, node: node('get_system_status') },
    { page: 'interfaces', ubus: { call: 'network.interface dump', run: call('network.interface', 'dump') }, node: node('get_interface_status') },
    {
      page: 'save',
      ubus: {
        call: 'uci set dhcp.lan.limit + uci commit dhcp',
        run: async (i, fresh) => {
          const set = await ubusCall(side.url, session, 'uci', 'set', { config: 'dhcp', section: 'lan', values: { limit: String(150 + (i % 2)) } }, fresh);
          return set !== 0 ? set : ubusCall(side.url, session, 'uci', 'commit', { config: 'dhcp' }, fresh);
        },
      },
      node: node('set_static_leases', '', (i) => ({ hosts: i % 2 === 0 ? [leaseHost] : [] })),
    },
  ];
}

// ubus statuses (libubus ubusmsg.h) and the JSON-RPC errors of uhttpd-mod-ubus (ubus.c), which
// answers -32000 for an object not on the bus
const ubusStatusNames: Record<number, string> = { 2: 'invalid argument', 3: 'method not found', 4: 'not found', 6: 'permission denied', [-32000]: 'object not found on the bus', [-32002]: 'access denied by the ACL' };

async function timedUbus(pair: Pair, i: number, fresh: boolean): Promise<number> {
  const start = process.hrtime.bigint();
  const status = await pair.ubus.run(i, fresh);
  if (status !== 0) throw new Error(`${pair.ubus.call} answered ubus status ${status}`);
  return Number(process.hrtime.bigint() - start) / 1e6;
}

async function timedNode(node: NonNullable<Pair['node']>, i: number): Promise<number> {
  const start = process.hrtime.bigint();
  await node.run(i);
  return Number(process.hrtime.bigint() - start) / 1e6;
}

async function measurePair(pair: Pair, warmUp: number, calls: number): Promise<LatencyRow> {
  const first = await pair.ubus.run(0, false);
  const absent = first === 0 ? undefined : `not measured: ${first} (${ubusStatusNames[first] ?? 'error'})`;
  const times = { keepAlive: [] as number[], fresh: [] as number[], node: [] as number[] };
  for (let i = 0; i < warmUp + calls; i += 1) {
    const sample = {
      keepAlive: absent ? undefined : await timedUbus(pair, i, false),
      fresh: absent ? undefined : await timedUbus(pair, i, true),
      node: pair.node ? await timedNode(pair.node, i) : undefined,
    };
    if (i < warmUp) continue;
    for (const side of ['keepAlive', 'fresh', 'node'] as const) if (sample[side] !== undefined) times[side].push(sample[side]);
  }
  return {
    page: pair.page,
    ubus: { call: pair.ubus.call, ...(absent ? { absent } : { keepAlive: stats(times.keepAlive), fresh: stats(times.fresh) }) },
    ...(pair.node ? { node: { op: pair.node.op, stats: stats(times.node) } } : {}),
  };
}

/** Each page's call on the stack and (when nodeUrl is given) on the Node daemon, `calls` times after `warmUp`. */
export async function measureRouterLatency(side: UbusSide, nodeUrl: string | undefined, warmUp: number, calls: number): Promise<LatencyRow[]> {
  const session = await ubusLogin(side);
  const token = nodeUrl ? await signIn(nodeUrl) : undefined;
  const rows: LatencyRow[] = [];
  for (const pair of pairs(side, session, nodeUrl, token)) rows.push(await measurePair(pair, warmUp, calls));
  return rows;
}
