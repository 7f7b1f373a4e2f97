// Test support for openwrt-test/recordings/: the router build's reads it holds, one file per
// contract op module (`network-lan.json`: the GET ops of ops/network/lan.ts), and how one is run:
// in a console of its own, wired as router-transport.ts wires the browser's (rpcd's store with the
// router's history, the ubus platform, the identity netifd tells), signed in, over a given bus,
// so that each recording holds every call its op makes on its own. The recorder
// (openwrt-test/recordings.test.ts) and the replay (recorded-ops.test.ts) both run ops through it.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { ops } from '@rc/contract/registry';
import { WifiBands } from '@rc/contract/ops/wifi/wifi-rules';
import { handlers } from '../device/src/daemon-ops/handlers';
import { silentLogger } from '@rc/core/log';
import { JsonRpcUbus } from './src/ubus/json-rpc-ubus';
import { RouterApply } from './src/ubus/router-apply';
import { contractRouterOp } from './src/ubus/router-contract-op';
import { createRouterDispatcher, type RouterDispatch } from './src/ubus/router-dispatcher';
import { RouterHistory } from './src/ubus/router-history';
import { routerOwnOps } from './src/ubus/router-ops';
import { routerSideDir } from './src/ubus/router-side-dir';
import { UbusConfigStore } from './src/ubus/ubus-config-store';
import { UbusPlatform } from './src/ubus/ubus-platform';
import type { RecordedOp } from '../device/test-support/recorded-calls';
import { routerIdentity } from './src/router-identity';

/** GET ops left out: they end the session, reach the internet, or answer a file rather than fields. */
const notRecorded = new Set(['logout', 'long_link', 'upgrade_check_online', 'backup_download', 'history_export', 'get_history_raw', 'diagnose_result']);

/** The inputs an op is recorded with, where it needs one. */
const inputsOf: Record<string, Array<Record<string, unknown>>> = {
  get_wifi_config: WifiBands.map((band) => ({ band })),
  get_wifi_support: WifiBands.map((band) => ({ band })),
  site_survey: [{ band: '2.4' }, { band: '5.8' }],
};

export interface OpToRecord {
  op: string;
  input: Record<string, unknown>;
}

const opsDir = path.join(import.meta.dirname, '../contract/src/ops');

function moduleFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return moduleFiles(file);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [file] : [];
  });
}

/** By recording file: the registry's GET ops of each contract module, with their inputs. */
export async function opsToRecord(): Promise<Map<string, OpToRecord[]>> {
  const table = ops as Record<string, { op: string; method: string }>;
  const files = new Map<string, OpToRecord[]>();
  for (const file of moduleFiles(opsDir).sort()) {
    const module = (await import(file)) as Record<string, unknown>;
    const reads = Object.values(module).filter((def): def is { op: string; method: string } => Object.values(table).includes(def as never) && (def as { method: string }).method === 'GET');
    const entries = reads.filter((def) => !notRecorded.has(def.op)).flatMap((def) => (inputsOf[def.op] ?? [{}]).map((input) => ({ op: def.op, input })));
    if (entries.length) files.set(`${path.relative(opsDir, file).replace(/\.ts$/, '').replaceAll(path.sep, '-')}.json`, entries);
  }
  return files;
}

/**
 * Runs one op in a console of its own whose ubus goes through `fetch`, as `session`: its answer as
 * recorded and the whole body. The calls are whatever `fetch` keeps. Waits a moment after the answer: work a handler leaves for after it
 * (the dispatcher's afterAnswer) makes its calls then.
 */
export async function runRecordedOp(fetch: typeof globalThis.fetch, session: string, { op, input }: OpToRecord): Promise<{ answer: RecordedOp['answer']; body: Record<string, unknown> }> {
  const { body } = await routerConsole(new JsonRpcUbus({ fetch, session }))({ op, method: 'GET', input });
  await new Promise((settle) => setTimeout(settle, 100));
  const answer = { code: String(body.code), fields: Object.keys(body).filter((key) => key !== 'code').sort() };
  // a refusal's message key and the package it names are the same on every run
  return { answer: body.code === '1' ? answer : { ...answer, msg: body.msg, where: body.where }, body };
}

/** The dispatcher as router-transport.ts makes it, every tab shown, over `ubus`. */
function routerConsole(ubus: JsonRpcUbus): RouterDispatch {
  const store = new UbusConfigStore(ubus, routerSideDir);
  const apply = new RouterApply(ubus, 60);
  const history = new RouterHistory(ubus, silentLogger);
  store.keepHistory(async () => history);
  const busy = { active: false };
  const own = routerOwnOps({ ubus, apply, busy });
  const table = ops as unknown as Record<string, (typeof ops)['login']>;
  const all = handlers as unknown as Record<string, never>;
  return createRouterDispatcher({
    ubus,
    store,
    platform: new UbusPlatform(ubus, { readConfig: (pkg) => store.read(pkg) }),
    apply,
    busy,
    log: silentLogger,
    isEnabled: () => true,
    identity: () => routerIdentity(ubus, store),
    loadOp: async (name) => (Object.hasOwn(table, name) ? contractRouterOp(table[name]!, own.get(name) ?? all[name]!, () => true) : undefined),
  });
}
