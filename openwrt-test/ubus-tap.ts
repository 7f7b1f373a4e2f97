// The recorder's side of openwrt-test/recordings/: a fetch for the console's JsonRpcUbus that
// passes each call to uhttpd's /ubus and keeps it, normalised (recorded-calls.ts), with what
// uhttpd answered; and what was on the bus, by whom.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { normalise, normaliseDeviceStatus, normaliseFileAnswer, type RecordedCall } from '../packages/device/test-support/recorded-calls';

interface JsonRpcAnswer {
  result?: [number, unknown?];
  error?: { code: number };
}

/** The call as recorded: `result` for status 0 (left out when rpcd sent no data), `status` or `error` otherwise. */
function recordedCall(object: string, method: string, args: unknown, answer: JsonRpcAnswer, session: string): RecordedCall {
  const call = { object, method, args: normalise(args ?? {}, session) as Record<string, unknown> };
  if (answer.error) return { ...call, error: answer.error.code };
  const [status, data] = answer.result ?? [-1];
  if (status !== 0) return { ...call, status };
  if (data === undefined) return call;
  const result = normalise(data, session);
  if (object === 'file') return { ...call, result: normaliseFileAnswer(method, call.args, result) };
  return { ...call, result: object === 'network.device' && method === 'status' ? normaliseDeviceStatus(result) : result };
}

/** A fetch that keeps each call (in `calls`, as uhttpd answered them) on its way to `stackUrl`'s /ubus. */
export function tapFetch(stackUrl: string, session: string, calls: RecordedCall[]): typeof globalThis.fetch {
  return (async (_url: string, init: RequestInit) => {
    const response = await fetch(`${stackUrl}/ubus`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: init.body });
    const text = await response.text();
    const { params } = JSON.parse(String(init.body)) as { params: [string, string, string, unknown] };
    calls.push(recordedCall(params[1], params[2], params[3], JSON.parse(text) as JsonRpcAnswer, session));
    return new Response(text, { status: response.status, headers: response.headers });
  }) as unknown as typeof globalThis.fetch;
}

/** Every object on the bus, as uhttpd's JSON-RPC `list` names them (uhttpd ubus.c uh_ubus_send_list). */
export async function busObjects(stackUrl: string): Promise<string[]> {
  const response = await fetch(`${stackUrl}/ubus`, { method: 'POST', body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'list', params: ['*'] }) });
  const answer = (await response.json()) as { result?: Record<string, unknown> | string[] };
  const result = answer.result ?? [];
  return (Array.isArray(result) ? result : Object.keys(result)).sort();
}

/**
 * The objects a test stand-in answers, not an OpenWrt program: those of the rpcd ucode plugins the
 * harness adds beside the package's routerd.uc (procd-netifd-stand-in.ts writes each as `\t"name": {`)
 * and procd's `service` while stack-inside.sh runs procd-service-stand-in.uc.
 */
export function standInObjects(root: string): string[] {
  const plugins = join(root, 'usr/share/rpcd/ucode');
  const names = readdirSync(plugins)
    .filter((name) => name !== 'routerd.uc')
    .flatMap((name) => [...readFileSync(join(plugins, name), 'utf8').matchAll(/^\t"([^"]+)": \{/gm)].map((match) => match[1]!));
  if (existsSync(join(root, '.procd-service.uc'))) names.push('service');
  return [...new Set(names)].sort();
}

/** The program each of OpenWrt's programs run in place of a stand-in answers for (stack.ts realProgramFiles' wrappers). */
const wrapperOf: Record<string, string> = { logd: 'logread', block: 'block' };

/**
 * The programs a test stand-in plays (stack.ts `programs`, installed as ROOT/.fake/<folder>/<name>),
 * by their path on this machine; not the wrappers that run OpenWrt's own (`real`).
 */
export function standInPrograms(root: string, real: string[]): string[] {
  const fake = join(root, '.fake');
  if (!existsSync(fake)) return [];
  const wrappers = new Set(real.map((program) => wrapperOf[program]));
  return readdirSync(fake, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !wrappers.has(entry.name))
    .map((entry) => join(entry.parentPath, entry.name).slice(fake.length))
    .sort();
}
