// Issue 41: a page load is at most 3 POSTs to /ubus, and so is a DHCP save with the read that
// follows it. The router build's dispatcher, handlers and ubus platform (as router-transport.ts
// puts them together) over the transport stand-in of the router's unit tests (fake-router-bus.ts)
// answering with the recordings of packages/router/src/ubus/fixtures; every op the page starts at
// once starts in the same turn, as TanStack Query starts a page's queries. The chunks are already
// loaded here: in a browser's first load, an op whose code arrives later sends its calls later.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ops } from '@rc/contract/registry';
import { handlers } from '../device/src/daemon-ops/handlers';
import { silentLogger } from '@rc/core/log';
import type { RouterDispatch } from './src/ubus/router-dispatcher';
import { contractRouterOp } from './src/ubus/router-contract-op';
import { fakeRouter, type FakeRouter } from '../device/test-support/fake-router-bus';
import { fakeFilesOf } from '../device/test-support/router-console-kit';
import { fixture, jsonFixture } from '../device/test-support/ubus-recordings';
import { BatchedJsonRpcUbus } from './src/ubus/batched-json-rpc-ubus';
import type { JsonRpcUbus } from './src/ubus/json-rpc-ubus';
import type { RouterHandler } from './src/ubus/router-ops';
import { pageReads, shellReads, type PageOp } from './page-reads';
import { routerConsole } from './src/router-console';
import { routerLoadOp, routerUbus } from './src/router-ubus';

const consoleSrc = path.join(import.meta.dirname, '../console/src');

/** The ops a page's own files read on load (its `useOp(…)` queries and a form's `read={…}`), to keep the lists below true. */
function opsNamedIn(...folders: string[]): string[] {
  const files = folders.flatMap((folder) => {
    const full = path.join(consoleSrc, folder);
    return full.endsWith('.ts') || full.endsWith('.tsx') ? [full] : readdirSync(full).filter((name) => /\.tsx?$/.test(name) && !name.includes('.test.')).map((name) => path.join(full, name));
  });
  return [...new Set(files.flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/(?:useOp\(\s*|read=\{|opRef<[^>]*>\(')(?:refs\.)?(get_[a-z_]+)/g)].map((match) => match[1]!)))];
}

const shell = shellReads;
const pages: Record<string, { reads: PageOp[]; sources: string[] }> = pageReads;

const uciFiles = {
  network: "config interface 'loopback'\n\toption device 'lo'\n\toption proto 'static'\n\toption ipaddr '127.0.0.1'\n\toption netmask '255.0.0.0'\n\nconfig device\n\toption name 'br-lan'\n\toption type 'bridge'\n\tlist ports 'lan1'\n\nconfig interface 'lan'\n\toption device 'br-lan'\n\toption proto 'static'\n\toption ipaddr '192.168.1.1'\n\toption netmask '255.255.255.0'\n\nconfig interface 'wan'\n\toption device 'wan'\n\toption proto 'dhcp'\n",
  dhcp: "config dnsmasq\n\toption domainneeded '1'\n\toption leasefile '/tmp/dhcp.leases'\n\nconfig dhcp 'lan'\n\toption interface 'lan'\n\toption start '100'\n\toption limit '150'\n\toption leasetime '12h'\n\nconfig dhcp 'wan'\n\toption interface 'wan'\n\toption ignore '1'\n",
  wireless: "config wifi-device 'radio0'\n\toption type 'mac80211'\n\toption path 'platform/10300000.wmac'\n\toption band '2g'\n\toption channel '1'\n\toption htmode 'HT20'\n\noption country 'CN'\n\nconfig wifi-iface 'default_radio0'\n\toption device 'radio0'\n\toption network 'lan'\n\toption mode 'ap'\n\toption ssid 'OpenWrt'\n\toption encryption 'psk2'\n\toption key 'secret-key-1'\n",
  system: "config system\n\toption hostname 'OpenWrt'\n\toption timezone 'UTC'\n\toption zonename 'UTC'\n",
  firewall: "config defaults\n\toption input 'REJECT'\n",
};

/** A router answering as the recordings: netifd's wan, its devices and Wi-Fi, iwinfo, /proc, ModemManager. */
function recordedRouter(memo?: false, ubus?: (fetch: typeof globalThis.fetch) => JsonRpcUbus): FakeRouter {
  const exec = (name: string) => () => ({ code: 0, stdout: fixture(name) });
  const router = fakeRouter(fakeFilesOf(uciFiles), {
    memo,
    ubus,
    initScripts: ['modemmanager'],
    recorded: {
      'network.device': { status: jsonFixture('network-device-status.json') },
      'network.interface.wan': { status: jsonFixture('ubus-network-interface-wan.json') },
      'network.interface': { dump: jsonFixture('ubus-network-interface-dump.json') },
      'network.wireless': { status: jsonFixture('ubus-network-wireless.json') },
      iwinfo: { info: jsonFixture('iwinfo-info.json'), assoclist: jsonFixture('iwinfo-assoclist.json') },
    },
    programs: {
      '/usr/bin/mmcli -J -m any': exec('mmcli-modem.json'),
      '/usr/bin/mmcli -J -i any': exec('mmcli-sim.json'),
      '/usr/bin/mmcli -J -m any --signal-get': exec('mmcli-signal.json'),
      '/usr/bin/mmcli -J -m any --get-cell-info': exec('mmcli-cell-info.json'),
      '/usr/bin/mmcli -J -m any --location-get': exec('mmcli-location.json'),
      // mmcli's --messaging-list-sms of a modem holding no SMS (mmcli-output.c: the list, empty)
      '/usr/bin/mmcli -J -m any --messaging-list-sms': () => ({ code: 0, stdout: '{"modem.messaging.sms":[]}' }),
      '/bin/date +%s': () => ({ code: 0, stdout: '1800000000\n' }),
    },
  });
  const files: Record<string, string> = { '/proc/stat': 'proc-stat.txt', '/proc/net/dev': 'proc-net-dev.txt', '/proc/net/route': 'proc-net-route.txt', '/proc/net/arp': 'proc-net-arp.txt', '/tmp/dhcp.leases': 'dhcp.leases' };
  for (const [file, name] of Object.entries(files)) router.files.set(file, new TextEncoder().encode(fixture(name)));
  return router;
}

/** The console on `router` as router-transport.ts puts it together (router-console.ts), with the daemon's handler table. */
function consoleOn(router: FakeRouter, codeArrives: (op: string) => Promise<void> = async () => undefined): RouterDispatch {
  const table = ops as unknown as Record<string, (typeof ops)['login']>;
  const all = handlers as unknown as Record<string, never>;
  const load = (own: ReadonlyMap<string, RouterHandler>) => async (name: string) => {
    await codeArrives(name);
    return Object.hasOwn(table, name) ? contractRouterOp(table[name]!, own.get(name) ?? all[name]!, () => true) : undefined;
  };
  return routerConsole(router.ubus, {
    applyWindowSeconds: 60,
    isEnabled: () => true,
    log: silentLogger,
    loadOp: router.ubus instanceof BatchedJsonRpcUbus ? (own) => routerLoadOp(router.ubus as BatchedJsonRpcUbus, load(own)) : load,
  });
}

async function signedIn(memo?: false) {
  const router = recordedRouter(memo);
  const dispatch = consoleOn(router);
  const login = await dispatch({ op: 'login', method: 'POST', input: { username: 'root', password: 'admin' } });
  router.ubus.session = String(login.body.access_token);
  return { router, dispatch };
}

/** The page's ops started in one turn, as its queries start; answers each op's code, and the POSTs it took. */
async function loadPage(router: FakeRouter, dispatch: RouterDispatch, reads: PageOp[]) {
  const before = router.posts.length;
  const answers = await Promise.all(reads.map(({ op, input }) => dispatch({ op, method: (ops as Record<string, { method: 'GET' | 'POST' }>)[op]!.method, input: input ?? {} })));
  return { codes: Object.fromEntries(reads.map(({ op }, index) => [op, answers[index]!.body.code === '1' ? '1' : JSON.stringify(answers[index]!.body)])), posts: router.posts.length - before };
}

describe('requests to /ubus per page (issue 41)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each(Object.keys(pages))('the lists name every op the %s page reads', (page) => {
    const listed = pages[page]!.reads.map(({ op }) => op);
    expect(opsNamedIn(...pages[page]!.sources).filter((op) => !listed.includes(op) && Object.hasOwn(ops, op))).toEqual([]);
  });

  it.each(Object.keys(pages))('loads the %s page in at most 3 POSTs (2 with these recordings)', async (page) => {
    const { router, dispatch } = await signedIn();
    const { codes, posts } = await loadPage(router, dispatch, [...shell, ...pages[page]!.reads]);
    expect(Object.values(codes).every((code) => code === '1'), JSON.stringify(codes)).toBe(true);
    // the page's reads go in the batch that reads the router's identity: no round trip waits for it alone
    expect(posts).toBeLessThanOrEqual(2);
  });

  it('saves the DHCP range and reads the form back in at most 3 POSTs', async () => {
    const { router, dispatch } = await signedIn();
    const loaded = await dispatch({ op: 'get_dhcp_config', method: 'GET', input: {} });
    const { code: _code, ...config } = loaded.body;
    // the administrator edits the form for a while: nothing read at load is shared with the save
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 30_000);
    const before = router.posts.length;
    const saved = await dispatch({ op: 'set_dhcp_config', method: 'POST', input: { ...config, end: 200 } });
    expect(saved.body.code).toBe('1');
    // the settings form reads its op again after the save (use-settings-form.ts)
    const reread = await dispatch({ op: 'get_dhcp_config', method: 'GET', input: {} });
    expect(reread.body).toMatchObject({ code: '1', end: 200 });
    expect(router.rpcd.files.get('dhcp')?.find((section) => section.name === 'lan')?.options.get('limit')).toBe('101');
    expect(router.posts.length - before).toBeLessThanOrEqual(3);
  });
});

describe('requests to /ubus per page on a loaded router (issue 41)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  /**
   * The page's ops over the router transport's own ubus (router-ubus.ts), each op's code arriving
   * `gapMs` after the one before (chunks from a router's CGI at 10 % of a core), time faked: the POSTs.
   */
  async function loadSlowly(page: string, gapMs: number): Promise<number> {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const router = recordedRouter(undefined, (fetch) => routerUbus(fetch));
    const reads = [...shell, ...pages[page]!.reads];
    const order = reads.map(({ op }) => op);
    const dispatch = consoleOn(router, (op) => new Promise((resolve) => setTimeout(resolve, gapMs * order.indexOf(op))));
    const login = dispatch({ op: 'login', method: 'POST', input: { username: 'root', password: 'admin' } });
    await vi.runAllTimersAsync();
    router.ubus.session = String((await login).body.access_token);
    const loading = loadPage(router, dispatch, reads);
    await vi.runAllTimersAsync();
    const { codes, posts } = await loading;
    expect(Object.values(codes).every((code) => code === '1'), JSON.stringify(codes)).toBe(true);
    vi.useRealTimers();
    return posts;
  }

  it.each(Object.keys(pages))('loads the %s page in as many POSTs when its ops\' code arrives 40 ms apart as when it is there at once', async (page) => {
    const atOnce = await loadSlowly(page, 0);
    expect(atOnce).toBeLessThanOrEqual(3);
    expect(await loadSlowly(page, 40)).toBe(atOnce);
  });
});

