// A router's bus as the browser reaches it, in memory: uhttpd-mod-ubus's JSON-RPC answers
// (-32002 for a session it does not know), rpcd's `uci` (fake-rpcd-uci.ts) and `session`, the
// `routerd` plugin's login (lockout after `lockAfter` wrong passwords), set_password and Samba's
// accounts, procd's `system board/info` and netifd's `network.device status` (as recorded on the
// real stack, recorded-calls.ts), and rpcd's `file` plugin over `programs` (exec answers
// by command line) and in-memory files. Calls go through as the package's ACL lets them (before
// sign-in: its unauthenticated group). For the router dispatcher's tests; `npm run test:openwrt`
// drives the real ones.
import { aclNeeds } from '../../router/src/ubus/acl-needs';
import { JsonRpcUbus, accessDenied, anonymousSession } from '../../router/src/ubus/json-rpc-ubus';
import { UbusCallError, UbusStatus } from '../../router/src/ubus/ubus';
import { BatchedJsonRpcUbus } from '../../router/src/ubus/batched-json-rpc-ubus';
import { UbusReadMemo } from '../../router/src/ubus/ubus-read-memo';
import { granted } from './fake-ubus';
import { recordedResult } from './recorded-calls';
import { shapeOf } from '../../router/src/ubus/exec-shapes';
import { FakeRpcdUci, type FakeFiles } from './fake-rpcd-uci';

type ExecAnswer = { code: number; stdout?: string; stderr?: string };

export interface FakeRouterOptions {
  password?: string;
  lockAfter?: number;
  /** the init scripts `rc list` finds (an installed package's, router-packages.ts) */
  initScripts?: string[];
  /** `file exec` answers by "<command> <params...>"; writes files through `files` */
  programs?: Record<string, (files: Map<string, Uint8Array>) => ExecAnswer>;
  /** `file list {path}` answers: rpcd file.c rpc_file_list's entries ({name, type, target?}) */
  directories?: Record<string, Array<Record<string, unknown>>>;
  /** a vendor's cloud client: the ubus object `cloud` it registers, its answers by method (absent: none registered) */
  cloud?: Record<string, () => unknown>;
  /** procd's `system info` beside uptime and localtime: `memory` (bytes), `tmp` (statvfs of /tmp, KiB) */
  systemInfo?: Record<string, unknown>;
  /** more objects on the bus (netifd's `network.wireless`, rpcd-mod-iwinfo's `iwinfo`), answers by method; an Error is thrown. One not named is absent: uhttpd's -32000 */
  objects?: Record<string, Record<string, (args: Record<string, unknown>) => unknown>>;
  /** more objects on the bus (recorded answers of netifd, iwinfo...): the answer of each method */
  recorded?: Record<string, Record<string, unknown>>;
  /** false: every read asked again, as a console without the router transport's memo (router-transport.ts) */
  memo?: false;
  /** the JsonRpcUbus over the fake uhttpd's fetch (the router transport's own, router-ubus.ts); default: batched with a memo */
  ubus?: (fetch: typeof globalThis.fetch) => JsonRpcUbus;
}

export interface FakeRouter {
  ubus: JsonRpcUbus;
  rpcd: FakeRpcdUci;
  sessions: Set<string>;
  password(): string;
  /** Samba's accounts as set_samba_password left them */
  samba: Map<string, { password: string; factory: boolean }>;
  /** each POST to /ubus, as sent: one call (an object) or a batch (an array) */
  posts: unknown[];
  /** the router's files that `file` reads, writes and removes */
  files: Map<string, Uint8Array>;
  /** programs routerd.uc background_start put under procd, by job name; a test ends one (running false) */
  jobs: Map<string, FakeJob>;
  /** the arguments of each `routerd login` and `set_password` call, in order */
  passwordCalls: Array<{ method: string; args: Record<string, unknown> }>;
}

export interface FakeJob {
  /** "<command> <params...>" */
  line: string;
  running: boolean;
  exitCode: number;
  seconds: number;
}

const publicCalls: Record<string, string[]> = { ...aclNeeds.public, routerd: ['login'] };

function fileCall(method: string, args: Record<string, unknown>, files: Map<string, Uint8Array>, options: FakeRouterOptions): unknown {
  const path = String(args.path ?? args.command);
  const programs = options.programs ?? {};
  if (method === 'list') {
    const entries = options.directories?.[path];
    if (!entries) throw new UbusCallError('file', 'list', UbusStatus.notFound);
    return { entries };
  }
  if (method === 'exec') {
    const program = programs[[path, ...((args.params as string[]) ?? [])].join(' ')];
    if (!program) throw new UbusCallError('file', 'exec', UbusStatus.notFound);
    return program(files);
  }
  if (method === 'write') {
    // rpcd file.c rpc_file_write: base64 decoded, O_APPEND or O_TRUNC
    const text = String(args.data);
    const bytes = args.base64 ? Uint8Array.from(atob(text), (c) => c.charCodeAt(0)) : new TextEncoder().encode(text);
    const before = args.append ? (files.get(path) ?? new Uint8Array(0)) : new Uint8Array(0);
    const after = new Uint8Array(before.length + bytes.length);
    after.set(before);
    after.set(bytes, before.length);
    files.set(path, after);
    return {};
  }
  const data = files.get(path);
  if (method === 'remove') {
    files.delete(path);
    return {};
  }
  if (!data) throw new UbusCallError('file', method, UbusStatus.notFound);
  return { data: args.base64 ? btoa(String.fromCharCode(...data)) : new TextDecoder().decode(data) };
}

/**
 * routerd.uc's background_start/_status/_forget over procd: a program of a background shape
 * starts (its effect at once, from `programs`) and runs until the test ends it; an ended one stays
 * listed with its exit code until forgotten.
 */
function backgroundCall(method: string, args: Record<string, unknown>, jobs: Map<string, FakeJob>, files: Map<string, Uint8Array>, options: FakeRouterOptions): unknown {
  const name = String(args.name);
  if (method === 'background_status') return { jobs: Object.fromEntries([...jobs].map(([job, { running, exitCode, seconds }]) => [job, running ? { running, seconds } : { running, exitCode, seconds }])) };
  if (jobs.get(name)?.running) throw new UbusCallError('routerd', method, UbusStatus.notSupported);
  if (method === 'background_forget') {
    jobs.delete(name);
    return {};
  }
  const line = [String(args.command), ...((args.params as string[]) ?? [])].join(' ');
  const program = options.programs?.[line];
  if (!program) throw new UbusCallError('routerd', method, UbusStatus.notFound);
  // routerd.uc background_start: an argument array of a background shape (exec-shapes.ts), else refused
  if (!shapeOf(aclNeeds.execShapes ?? [], String(args.command), (args.params as string[]) ?? [], true)) throw new UbusCallError('routerd', method, UbusStatus.permissionDenied);
  jobs.set(name, { line, running: true, exitCode: program(files).code, seconds: 0 });
  return {};
}

export function fakeRouter(files: FakeFiles, options: FakeRouterOptions = {}): FakeRouter {
  const samba = new Map<string, { password: string; factory: boolean }>();
  const routerFiles = new Map<string, Uint8Array>();
  const rpcd = new FakeRpcdUci(files);
  const sessions = new Set<string>();
  const jobs = new Map<string, FakeJob>();
  const passwordCalls: FakeRouter['passwordCalls'] = [];
  let password = options.password ?? 'admin';
  let wrong = 0;
  let next = 1;
  const objects: Record<string, (method: string, args: Record<string, unknown>, session: string) => Promise<unknown>> = {
    uci: (method, args) => {
      // rpcd uci.c rpc_uci_read_access: the session's `uci` ACL, per config
      if (method === 'get' && !aclNeeds.uci.read.includes(String(args.config))) throw new UbusCallError('uci', method, UbusStatus.permissionDenied);
      return rpcd.call('uci', method, args);
    },
    routerd: async (method, args) => {
      if (method.startsWith('background_')) return backgroundCall(method, args, jobs, routerFiles, options);
      // routerd.uc exec: the shape was checked with the ACL (fake-ubus.ts granted); rpcd's file exec runs it
      if (method === 'exec') return fileCall('exec', args, routerFiles, options);
      if (method === 'samba_account') return { set: samba.has(String(args.username)), factory: samba.get(String(args.username))?.factory === true };
      if (method === 'set_samba_password') {
        samba.set(String(args.username), { password: String(args.password), factory: args.factory === true });
        return {};
      }
      // the plugin's lockout in front of root's password: login's, and set_password's current one
      passwordCalls.push({ method, args });
      if (wrong >= (options.lockAfter ?? 5)) throw new UbusCallError('routerd', method, UbusStatus.permissionDenied, { locked: true, retryAfterSeconds: 60 });
      const given = method === 'set_password' ? args.current : args.password;
      if ((method === 'login' && args.username !== 'root') || given !== password) {
        wrong++;
        throw new UbusCallError('routerd', method, UbusStatus.permissionDenied, { locked: false, retryAfterSeconds: 0 });
      }
      wrong = 0;
      if (method === 'set_password') {
        password = String(args.password);
        return {};
      }
      const id = String(next++).padStart(32, 'a');
      sessions.add(id);
      return { ubus_rpc_session: id, timeout: 300, expires: 300, device: 'd'.repeat(32) };
    },
    session: async (method, _args, session) => {
      if (method === 'destroy') sessions.delete(session);
      return {};
    },
    // procd's answers as the recordings of the real stack hold them (openwrt-test/recordings/); `systemInfo` adds to info
    system: async (method) => (method === 'reboot' ? {} : method === 'info' ? { ...recordedResult<Record<string, unknown>>('system', method), ...options.systemInfo } : recordedResult('system', method)),
    rc: async (_method, args) => (options.initScripts?.includes(String(args.name)) ? { [String(args.name)]: { start: 99, enabled: true } } : {}),
    file: async (method, args) => fileCall(method, args, routerFiles, options),
    'network.device': async () => recordedResult('network.device', 'status'),
  };
  // recorded answers are objects whose methods answer the same each time
  const recorded = Object.entries(options.recorded ?? {}).map(([name, methods]) => [name, Object.fromEntries(Object.entries(methods).map(([method, value]) => [method, () => value]))] as const);
  for (const [name, methods] of [...recorded, ...Object.entries(options.objects ?? {})]) {
    objects[name] = async (method, args) => (Object.hasOwn(methods, method) ? methods[method]!(args) : Promise.reject(new UbusCallError(name, method, UbusStatus.methodNotFound)));
  }
  const cloud = options.cloud;
  if (cloud) objects.cloud = async (method) => (Object.hasOwn(cloud, method) ? cloud[method]!() : Promise.reject(new UbusCallError('cloud', method, UbusStatus.methodNotFound)));
  const answerCall = async (request: { id?: unknown; params: [string, string, string, Record<string, unknown>] }) => {
    const [session, object, method, args] = request.params;
    const answer = (body: object) => ({ jsonrpc: '2.0', id: request.id, ...body });
    const mayCall = sessions.has(session) ? granted(aclNeeds, object, method, args) : session === anonymousSession && publicCalls[object]?.includes(method) === true;
    const handler = objects[object];
    if (!handler) return answer({ error: { code: -32000, message: 'Object not found' } });
    if (!mayCall) return answer({ error: { code: accessDenied, message: 'Access denied' } });
    try {
      const data = await handler(method, args, session);
      return answer({ result: [0, data] });
    } catch (error) {
      if (error instanceof UbusCallError) return answer({ result: error.data === undefined ? [error.status] : [error.status, error.data] });
      throw error;
    }
  };
  const posts: unknown[] = [];
  const fetch = (async (_url: string, init: RequestInit) => {
    // uhttpd ubus.c: a request over UH_UBUS_MAX_POST_SIZE is refused
    if (new TextEncoder().encode(String(init.body)).length > 65536) return new Response('', { status: 413 });
    const body = JSON.parse(String(init.body)) as Parameters<typeof answerCall>[0] | Array<Parameters<typeof answerCall>[0]>;
    posts.push(body);
    if (!Array.isArray(body)) return new Response(JSON.stringify(await answerCall(body)));
    // ubus.c uh_ubus_next_batched_request: a batch's calls one after another, in order
    const answers: unknown[] = [];
    for (const request of body) answers.push(await answerCall(request));
    return new Response(JSON.stringify(answers));
  }) as unknown as typeof globalThis.fetch;
  const ubus = options.ubus?.(fetch) ?? new BatchedJsonRpcUbus({ fetch, memo: options.memo === false ? undefined : new UbusReadMemo() });
  return { ubus, posts, rpcd, sessions, password: () => password, samba, files: routerFiles, jobs, passwordCalls };
}
