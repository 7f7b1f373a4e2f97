// Test support: the ubus calls the router build made on OpenWrt's real programs
// (openwrt-test/recordings/, written by `npm run record:openwrt`) and a bus that replays them as
// uhttpd-mod-ubus would answer: the recorded result or status of that exact call, -32000 for an
// object that was not on the recorded bus, and a test failure for a call nobody recorded.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { objectNotFound } from '../../router/src/ubus/ubus';

export const recordingsDir = path.join(import.meta.dirname, '../../../openwrt-test/recordings');

/** One call as uhttpd answered it: `result` for status 0, `status` for another ubus status, `error` for a JSON-RPC error. */
export interface RecordedCall {
  object: string;
  method: string;
  args: Record<string, unknown>;
  result?: unknown;
  status?: number;
  error?: number;
}

/** An op of the router build run once on the real stack: its input, what it answered, the calls it made in order. */
export interface RecordedOp {
  op: string;
  input: Record<string, unknown>;
  /** the op's answer code and the names of its fields (their values may hold the clock) */
  answer: { code: string; fields: string[]; msg?: unknown; where?: unknown };
  calls: RecordedCall[];
}

/** openwrt-test/recordings/bus.json: what was on the bus while recording. */
export interface RecordedBus {
  /** every object uhttpd listed (`list` "*") */
  objects: string[];
  /** OpenWrt's programs that ran in place of their stand-ins (openwrt-test/stack.ts `real`) */
  real: string[];
  /** objects a test stand-in answered, not an OpenWrt program (openwrt-test/procd-netifd-stand-in.ts and the like) */
  standIns: string[];
  /** programs `file exec` ran that a test stand-in plays (openwrt-test/procd-netifd-stand-in.ts standInPrograms) */
  standInPrograms: string[];
}

/** Values that change between two runs of the same programs, replaced by these words (docs/openwrt.md). */
export const volatile = {
  session: '<session>',
  password: '<password>',
} as const;

/** Keys whose value is a clock reading, a process id or a running counter: their numbers become 0 (docs/openwrt.md). */
export const volatileKeys = new Set(['uptime', 'localtime', 'expires', 'pid', 'time', 'timestamp', 'mtime', 'atime', 'ctime']);

/**
 * The recorded form of a value: the session id the console holds becomes `<session>`, a password
 * `<password>`, and the number under a volatile key 0; keys sorted, so that two runs compare equal.
 */
export function normalise(value: unknown, session: string, key = ''): unknown {
  if (typeof value === 'string') return session && value === session ? volatile.session : key === 'password' ? volatile.password : value;
  if (typeof value === 'number') return volatileKeys.has(key) ? 0 : value;
  // netifd's device counters (device.c system_if_dump_stats): every number under them
  if (key === 'statistics' && value && typeof value === 'object') return JSON.parse(JSON.stringify(normalise(value, session)), (_k, v: unknown) => (typeof v === 'number' ? 0 : v)) as unknown;
  if (Array.isArray(value)) return value.map((item) => normalise(item, session));
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return Object.fromEntries(entries.map(([k, v]) => [k, normalise(v, session, k)]));
  }
  return value;
}

/** The router's clock as recorded: 2025-11-24 16:00 UTC (a clock of 0 is one the console refuses, as a router's never reads). */
export const recordedClock = 1764000000;
const zeroCounters = (text: string) => text.replace(/ +\d+\b/g, ' 0').replace(/\b\d+\b/g, '0');
/** logd's line times (logread.c: ctime of each entry) as the recorded clock's, in UTC. */
const logTimes = (text: string) => text.replace(/^\w{3} \w{3} [ \d]\d \d\d:\d\d:\d\d \d{4}/gm, 'Mon Nov 24 16:00:00 2025');
// a router's own disks (USB, SD), not the machine's root disk or another test's loop devices
const routerDisk = /^(\/dev\/)?(sd[a-z]|mmcblk)/;
const routerMounts = (text: string) => text.split('\n').filter((line) => routerDisk.test(line.split(' ')[0]!) || line === '').join('\n');
const routerPartitions = (text: string) => text.split('\n').filter((line, index) => index < 2 || line === '' || routerDisk.test(line.trim().split(/\s+/)[3] ?? '')).join('\n');

/**
 * What `file read` (by path) and `file exec` (by command line) answer that changes from one run to
 * the next, and how it is recorded: the kernel's running counters as 0, the clock as recordedClock
 * (logread's line times too), the
 * machine's mount and partition tables (rpcd reads the machine's, not a router's) with a router's
 * disks only (docs/openwrt.md, "Recordings").
 */
const volatileOutputs: Record<string, (text: string) => string> = {
  '/proc/stat': zeroCounters,
  '/proc/net/dev': zeroCounters,
  '/proc/sys/net/netfilter/nf_conntrack_count': zeroCounters,
  '/bin/date +%s': () => `${recordedClock}\n`,
  '/sbin/logread -l 1000': logTimes,
  '/sbin/logread -e ModemManager': logTimes,
  '/proc/mounts': routerMounts,
  '/proc/partitions': routerPartitions,
};

/**
 * netifd's `network.device status` as recorded: the kernel gives the test namespace's devices
 * (veth and dummy ports) random MACs on every run, so each device's macaddr becomes
 * 02:00:00:00:00:NN, NN its place among the device names.
 */
export function normaliseDeviceStatus(result: unknown): unknown {
  if (!result || typeof result !== 'object') return result;
  const names = Object.keys(result).sort();
  return Object.fromEntries(
    Object.entries(result as Record<string, unknown>).map(([name, device]) => {
      if (!device || typeof device !== 'object' || !('macaddr' in device)) return [name, device];
      return [name, { ...device, macaddr: `02:00:00:00:00:${names.indexOf(name).toString(16).padStart(2, '0')}` }];
    }),
  );
}

/** A `file` call's answer as recorded (volatileOutputs); any other answer as it came. */
export function normaliseFileAnswer(method: string, args: Record<string, unknown>, result: unknown): unknown {
  const line = method === 'exec' ? [args.command, ...((args.params as unknown[]) ?? [])].join(' ') : String(args.path);
  const rule = volatileOutputs[line];
  if (!rule || !result || typeof result !== 'object') return result;
  const { data, stdout } = result as { data?: unknown; stdout?: unknown };
  if (typeof data === 'string') return { ...result, data: rule(data) };
  if (typeof stdout === 'string') return { ...result, stdout: rule(stdout) };
  return result;
}

/** The key a call is looked up by: object, method and its normalised arguments. */
export function callKey(object: string, method: string, args: unknown): string {
  return `${object} ${method} ${JSON.stringify(args)}`;
}

export function readRecordedBus(dir = recordingsDir): RecordedBus {
  return JSON.parse(readFileSync(path.join(dir, 'bus.json'), 'utf8')) as RecordedBus;
}

/** Every recorded op by file (`network-lan.json`: the ops of contract's ops/network/lan.ts). */
export function readRecordedOps(dir = recordingsDir): Map<string, RecordedOp[]> {
  const files = readdirSync(dir).filter((name) => name.endsWith('.json') && name !== 'bus.json').sort();
  return new Map(files.map((name) => [name, JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as RecordedOp[]]));
}

/**
 * What the real programs answered to `object.method(args)` in the recordings (the first such call):
 * for stand-ins of a whole router (fake-router-bus.ts) that answer as OpenWrt's programs did.
 */
export function recordedResult<T = Record<string, unknown>>(object: string, method: string, args: Record<string, unknown> = {}): T {
  const key = callKey(object, method, args);
  for (const ops of readRecordedOps().values()) {
    const found = ops.flatMap((op) => op.calls).find((call) => callKey(call.object, call.method, call.args) === key && call.result !== undefined);
    if (found) return structuredClone(found.result) as T;
  }
  throw new Error(`no recorded answer of ubus ${key}`);
}

/** A call the console made that no recording holds: the test that made it fails with this. */
export class UnrecordedCall extends Error {
  constructor(readonly call: Pick<RecordedCall, 'object' | 'method' | 'args'>) {
    super(`no recording of ubus ${call.object}.${call.method} ${JSON.stringify(call.args)} (re-record with npm run record:openwrt)`);
    this.name = 'UnrecordedCall';
  }
}

export interface Replay {
  fetch: typeof globalThis.fetch;
  /** calls made that no recording answers */
  unrecorded: UnrecordedCall[];
  /** recorded calls not made (yet) */
  unused(): RecordedCall[];
}

/**
 * uhttpd's /ubus over recorded calls. `session` is the id the console's JsonRpcUbus carries; the
 * recorded answers of the same object, method and arguments are given in their order.
 */
export function replayFetch(calls: RecordedCall[], bus: RecordedBus, session: string): Replay {
  const queues = new Map<string, RecordedCall[]>();
  for (const call of calls) {
    const key = callKey(call.object, call.method, call.args);
    queues.set(key, [...(queues.get(key) ?? []), call]);
  }
  const unrecorded: UnrecordedCall[] = [];
  const used = new Set<RecordedCall>();
  const fetch = (async (_url: string, init: RequestInit) => {
    const { id, params } = JSON.parse(String(init.body)) as { id: number; params: [string, string, string, Record<string, unknown>] };
    const [, object, method, rawArgs] = params;
    const args = normalise(rawArgs, session) as Record<string, unknown>;
    const answer = (body: object) => new Response(JSON.stringify({ jsonrpc: '2.0', id, ...body }));
    const queue = queues.get(callKey(object, method, args)) ?? [];
    // a call made more often than recorded answers as it last did (a page asking twice)
    const recorded = queue.length > 1 ? queue.shift() : queue[0];
    if (recorded) used.add(recorded);
    // uhttpd ubus.c: an object nobody registered fails its lookup before any ACL or argument is looked at
    if (!recorded && !bus.objects.includes(object)) return answer({ error: { code: objectNotFound, message: 'Object not found' } });
    if (!recorded) {
      const missing = new UnrecordedCall({ object, method, args });
      unrecorded.push(missing);
      throw missing;
    }
    if (recorded.error !== undefined) return answer({ error: { code: recorded.error } });
    if (recorded.status !== undefined) return answer({ result: [recorded.status] });
    return answer({ result: recorded.result === undefined ? [0] : [0, recorded.result] });
  }) as unknown as typeof globalThis.fetch;
  return { fetch, unrecorded, unused: () => calls.filter((call) => !used.has(call)) };
}
