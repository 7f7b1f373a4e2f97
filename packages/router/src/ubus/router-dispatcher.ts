// The dispatcher of the console on a router (issue 27): the op's handler runs in the browser, in
// an OpContext whose store is rpcd's uci (UbusConfigStore) and whose platform is ubus, with the
// checks and answers of the Node daemon's dispatcher (ops/op-call.ts): feature gates, the
// contract's validation, API.md's codes, an OpError's field errors. Handlers and their contract
// modules load per op module, so a page brings only its own; the input check comes with the op
// (router-contract-op.ts: the contract's zod schema), so this module loads no schema library. Browser-safe.
import type { OpDef } from '@rc/contract/op';
import type { Logger } from '@rc/core/log';
import type { OpAnswer } from '@rc/core/ops/op-failure';
import { featureRefusal, type FeatureGate } from '@rc/core/ops/op-gates';
import type { FileAnswer, OpContext } from '@rc/core/ops/op-context';
import type { Platform } from '@rc/core/platform/platform';
import { anonymousSession, type JsonRpcUbus } from './json-rpc-ubus';
import type { DeviceIdentity } from '@rc/core/device-identity';
import { NotOnRouterError, notOnRouter, partlyOnRouter } from '@rc/core/errors/not-on-router';
import type { RouterApply } from './router-apply';
import { routerFailure } from './router-failure';
import { lazyOpenvpnPems } from '@rc/core/settings/lazy-openvpn-pems';
import type { RouterHandler } from './router-ops';
import type { RouterBusy } from './router-busy';
import type { UbusConfigStore } from './ubus-config-store';
import type { RouterUpload } from './router-upload';

/** What the dispatcher reads of an op's contract definition beside its input schema. */
export type RouterOpDef = Pick<OpDef, 'op' | 'method' | 'public' | 'mutates' | 'revertsPending' | 'risky' | 'feature' | 'anyFeature' | 'download' | 'upload'>;

/** The input as the handler takes it, or the answer refusing it (op-call.ts checkInput's answers); `hasUpload`: a file came with it. */
export type RouterInputCheck = (input: Record<string, unknown>, hasUpload?: boolean) => Promise<{ data: unknown } | { refusal: OpAnswer }>;

/** One op as the router build loads it: its definition, the handler to run and its input check. */
export interface RouterOp {
  def: RouterOpDef;
  handler: RouterHandler;
  checkInput: RouterInputCheck;
}

export interface RouterRuntime {
  ubus: JsonRpcUbus;
  store: UbusConfigStore;
  platform: Platform;
  apply: RouterApply;
  /** The op's definition and handler, loaded on first use; undefined for no such op. */
  loadOp(name: string): Promise<RouterOp | undefined>;
  isEnabled: FeatureGate;
  log: Logger;
  /** What the router tells of itself that handlers take from the daemon's factory identity (its MACs). */
  identity(): Promise<Partial<DeviceIdentity>>;
  /** a firmware upgrade underway (router-firmware.ts): every other write answers -7 */
  busy?: RouterBusy;
}

export interface RouterCall {
  op: string;
  method: 'GET' | 'POST';
  input: Record<string, unknown>;
  /** an upload op's file */
  upload?: RouterUpload;
}

export interface RouterAnswer {
  body: OpAnswer;
  /** a download op's file */
  file?: FileAnswer & { contentType: string };
}

export type RouterDispatch = (call: RouterCall) => Promise<RouterAnswer>;

export function createRouterDispatcher(runtime: RouterRuntime): RouterDispatch {
  // A change that went back is dropped from the session in the store's turn, between two saves.
  runtime.apply.onWentBack(() => runtime.store.dropStaged());
  const sessionStart = cleanSessionStart(runtime);
  const dispatch = async (call: RouterCall, identityFirst = false): Promise<RouterAnswer> => {
    const found = await runtime.loadOp(call.op);
    if (!found || found.def.op !== call.op) return { body: { code: '-9', msg: 'unknown op' } };
    const { def, handler } = found;
    const disabled = featureRefusal(def, runtime.isEnabled);
    if (disabled) return { body: disabled };
    if (!def.public && runtime.ubus.session === anonymousSession) return { body: { code: '-1' } };
    // A read goes in the same batch as the check (issue 41) and is asked again in the rare case
    // that the session held something; a write waits for the session to be clean.
    const dropping = sessionStart();
    if (def.mutates) await dropping;
    // Every op: a read right after rpcd's timer ran out answers the router's values, not the ones that went back.
    const applying = await runtime.apply.current();
    if (def.mutates && !def.revertsPending && applying) return { body: { code: '-7', msg: 'apply.pending' } };
    if (def.mutates && runtime.busy?.active) return { body: { code: '-7' } };
    // A GET's input (and an upload's, beside its file) reaches the daemon as a query string: the same strings here.
    const input = call.method === 'GET' || def.method === 'GET' || def.upload ? asQuery(call.input) : call.input;
    const parsed = await found.checkInput(input, call.upload !== undefined);
    if ('refusal' in parsed) return { body: parsed.refusal };
    const answer: RouterAnswer = { body: { code: '1' } };
    const after: Array<() => void> = [];
    // A read does not wait for the router's identity: its calls go in the batch of the identity's
    // (issue 41), one round trip fewer per page; a handler that asks for it before it came runs again.
    const identity = identityAsRead(def.public ? Promise.resolve({}) : runtime.identity().catch(() => ({})));
    if (def.mutates || identityFirst) await identity.read;
    const store = def.risky ? runtime.store.withRollback(runtime.apply.windowSeconds) : runtime.store;
    const ctx = routerContext(runtime, store, identity.view, {
      afterAnswer: (action) => after.push(action),
      answerFile: (file) => (answer.file = def.download ? { ...file, contentType: def.download.contentType } : undefined),
      runHandler: async (op, opInput, opCtx) => (await (await runtime.loadOp(op))!.handler(opInput as never, opCtx)) as Record<string, unknown>,
    });
    try {
      const data = await handler(parsed.data as never, ctx, call.upload);
      if (!def.mutates && (await dropping)) return await dispatch(call);
      if (identity.askedEarly) return await dispatch(call, true);
      answer.body = { code: '1', ...data, ...pendingApply(runtime, def, store) };
      setTimeout(() => after.forEach((action) => action()), 0);
      return answer;
    } catch (error) {
      if (!def.mutates && (await dropping)) return dispatch(call);
      if (identity.askedEarly) return dispatch(call, true);
      return { body: routerFailure(error, def.op, runtime.log) };
    }
  };
  return (call) => dispatch(call);
}

/**
 * The identity as a handler reads it (partlyOnRouter: a field the router does not know throws),
 * while it is being read: a field asked before it came throws too, and `askedEarly` says so.
 */
function identityAsRead(read: Promise<Partial<DeviceIdentity>>) {
  const state = { read, known: undefined as Partial<DeviceIdentity> | undefined, askedEarly: false };
  void read.then((known) => (state.known = known));
  const view = new Proxy(Object.create(null) as DeviceIdentity, {
    get(_target, key) {
      if (!state.known) {
        state.askedEarly = true;
        throw new NotOnRouterError('the factory identity, still being read');
      }
      return (partlyOnRouter<DeviceIdentity>('the factory identity', state.known) as unknown as Record<string | symbol, unknown>)[key];
    },
  });
  return Object.assign(state, { view });
}

/**
 * A page's first op of a session drops what the session holds staged, unless this tab knows of a
 * pending change: rpcd may have rolled one back while no page saw its window end (a closed tab),
 * and put it back into the session (drop-staged-changes.ts). Answers whether that first op's
 * reads may have seen something it dropped; later ops wait for the drop, and read after it.
 */
function cleanSessionStart(runtime: RouterRuntime): () => Promise<boolean> {
  let session: string | undefined;
  let started: Promise<boolean> = Promise.resolve(false);
  return () => {
    if (runtime.ubus.session !== anonymousSession && runtime.ubus.session !== session) {
      session = runtime.ubus.session;
      if (!runtime.apply.active) started = runtime.store.dropStaged().then((dropped) => dropped.length > 0, () => false);
      return started;
    }
    return started.then(() => false);
  };
}

/** What the daemon's context has, with rpcd's store and the ubus platform; the rest is not on a router. */
function routerContext(runtime: RouterRuntime, store: UbusConfigStore, identity: DeviceIdentity, hooks: Pick<OpContext, 'afterAnswer' | 'answerFile' | 'runHandler'>): OpContext {
  return {
    token: runtime.ubus.session,
    // The browser cannot know the address the router sees it from.
    clientIp: '',
    readDeviceCookie: () => undefined,
    setDeviceCookie: () => undefined,
    upload: undefined,
    ...hooks,
    store,
    platform: runtime.platform,
    log: runtime.log,
    // uhttpd serves the console on 80 and 443 only: no port of a daemon's own (the ACL tab's check)
    config: partlyOnRouter<OpContext['config']>('the daemon configuration', { port: 0 }),
    paths: notOnRouter('the data folder'),
    factory: { identity, initialPassword: '', created: false },
    // the router's history (router-history.ts); the rest of the daemon's store is not here
    uciStore: partlyOnRouter<OpContext['uciStore']>('the configuration history', { listHistory: () => store.listHistory() }),
    sessions: notOnRouter('the session store'),
    passwordAttempts: notOnRouter('the password lockout'),
    deviceCookies: notOnRouter('device cookies'),
    account: notOnRouter('the admin account'),
    // the menu.conf the console loaded (router-transport.ts): which tabs this model shows
    menu: partlyOnRouter<OpContext['menu']>('menu.conf', { isEnabled: runtime.isEnabled }),
    power: notOnRouter('power control'),
    system: notOnRouter('the system services'),
    // router-openvpn-pems.ts and its DER decoder load with the first read (not on login and home)
    openvpnPems: lazyOpenvpnPems(async () => (await import('./router-openvpn-pems')).routerOpenvpnPems(runtime.ubus)),
  };
}

/** A risky save landed with rpcd's rollback: the console's confirmation question opens. */
function pendingApply(runtime: RouterRuntime, def: RouterOpDef, store: UbusConfigStore): Record<string, unknown> {
  if (!def.risky || !store.appliedWithRollback) return {};
  runtime.apply.opened(def.op, store.stagedHistory);
  return { pending_apply: runtime.apply.windowSeconds };
}

/** The input as a query string carries it (node:querystring on the daemon): strings, a repeated field an array. */
function asQuery(input: Record<string, unknown>): Record<string, unknown> {
  const query: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  for (const [key, value] of Object.entries(input ?? {})) {
    if (value === undefined || value === null) continue;
    if (!Array.isArray(value)) query[key] = String(value);
    else if (value.length === 1) query[key] = String(value[0]);
    else if (value.length > 1) query[key] = value.map(String);
  }
  return { ...query };
}
