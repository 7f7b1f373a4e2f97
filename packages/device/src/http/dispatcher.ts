// DESIGN "The device daemon": the dispatcher does auth, validation, codes and errors, in the order
// of API.md; handlers only return data or throw an OpError.
import { findOp } from './op-table';
import type { Handlers } from '../daemon-ops/handlers';
import { checkInput, failureAnswer, featureRefusal, type FeatureGate } from '@rc/core/ops/op-call';
import type { OpDef } from '@rc/contract/op';
import type { DeviceServices, FileAnswer, OpContext } from '@rc/core/ops/op-context';
import type { CallBody, Refusal } from './call-body';
import { changeAuthor } from '../store/uci-history';
import { followHost } from '../system/apply/lan-follow';

export interface ApiCall {
  op: unknown;
  method: 'GET' | 'POST';
  /** the query string's fields, op and token taken out: a GET's input, an upload's fields */
  query: Record<string, unknown>;
  token: string | undefined;
  clientIp: string;
  /** the device cookie sent (sessions/device-cookies.ts), read only by the ops that check a password */
  readDeviceCookie?(): string | undefined;
  /** the Host header: where the browser reached the console */
  host?: string;
  /** the console says no person caused this call (a poll): it does not count as activity */
  background?: boolean;
  /** A POST's body: read only once the call passed every check that needs none (issue 12.1). */
  readBody(op: OpDef): Promise<CallBody> | CallBody;
}

export interface ApiAnswer {
  status: number;
  body: { code: string } & Record<string, unknown>;
  afterAnswer: Array<() => void>;
  /** a device cookie to set (a sign-in) */
  deviceCookie?: string;
  /** the call carried a valid session (its connection is the administrator's, connection-guard.ts) */
  signedIn: boolean;
  /** a download op's file, sent instead of body on success */
  file?: FileAnswer & { contentType: string };
}

export interface DispatcherOptions {
  /** Tests check every answer against the op's output schema; production skips it for speed. */
  checkOutputs?: boolean;
}

export type Dispatch = (call: ApiCall) => Promise<ApiAnswer>;

export function createDispatcher(services: DeviceServices, handlers: Handlers, options: DispatcherOptions = {}): Dispatch {
  const runHandler: OpContext['runHandler'] = async (op, input, ctx) => {
    const handler = (handlers as Record<string, ((input: unknown, ctx: OpContext) => Promise<object>) | undefined>)[op];
    if (!handler) throw new Error(`no handler for ${op}`);
    return (await handler(input, ctx)) as Record<string, unknown>;
  };
  return async (call) => {
    const afterAnswer: Array<() => void> = [];
    let signedIn = false;
    const answer = (body: ApiAnswer['body'], status = 200): ApiAnswer => ({ status, body, afterAnswer, signedIn });

    const found = findOp(call.op);
    if (!found) return answer({ code: '-9', msg: 'unknown op' });
    const { name, op } = found;
    const isEnabled: FeatureGate = (feature) => services.menu.isEnabled(feature);
    const disabled = featureRefusal(op, isEnabled);
    if (disabled) return answer(disabled);
    // Spec 7's keep-alive is never an operation of the administrator, whoever sends it.
    const active = !call.background && name !== 'long_link';
    const token = services.sessions.touch(call.token, active) ? call.token : undefined;
    signedIn = token !== undefined;
    if (!op.public && !token) return answer({ code: '-1' });
    if (op.mutates && services.power.busy) return answer({ code: '-7' });
    // One change at a time: while a risky save awaits its confirmation, other saves wait too.
    if (op.mutates && !op.revertsPending && services.system.apply.active) return answer({ code: '-7', msg: 'apply.pending' });
    if (call.method !== op.method && !(call.method === 'GET' && takesGet(op, services))) {
      return answer({ code: '-9', msg: `${name} takes ${op.method}` }, 405);
    }
    const body = call.method === 'GET' ? { input: call.query } : await call.readBody(op);
    if ('refused' in body) return answer({ code: '-2', msg: refusals[body.refused] }, body.refused);
    const upload = 'upload' in body ? body.upload : undefined;
    const input = 'upload' in body ? { ...call.query, ...body.fields } : body.input;
    const parsed = checkInput(op, input, isEnabled, upload !== undefined);
    if ('refusal' in parsed) return answer(parsed.refusal);

    let file: ApiAnswer['file'];
    let deviceCookie: string | undefined;
    // One literal, no spread: V8 builds it from a template, where a spread copies property by
    // property (and fields after a spread cost 7 µs per call under load, bench/README.md).
    const ctx: OpContext = {
      token,
      clientIp: call.clientIp,
      readDeviceCookie: () => call.readDeviceCookie?.(),
      setDeviceCookie: (value) => (deviceCookie = value),
      afterAnswer: (a) => afterAnswer.push(a),
      upload,
      answerFile: (f) => (file = op.download ? { ...f, contentType: op.download.contentType } : undefined),
      runHandler,
      config: services.config,
      paths: services.paths,
      factory: services.factory,
      store: services.store,
      uciStore: services.uciStore,
      platform: services.platform,
      sessions: services.sessions,
      passwordAttempts: services.passwordAttempts,
      deviceCookies: services.deviceCookies,
      account: services.account,
      menu: services.menu,
      power: services.power,
      log: services.log,
      system: services.system,
      openvpnPems: services.openvpnPems,
    };
    try {
      const handler = handlers[name] as ((input: unknown, ctx: OpContext) => Promise<object>) | undefined;
      if (!handler) throw new Error(`no handler for ${name}`);
      // History records who saved (issue 15): the caller's address, for the changes this op makes.
      const run = () => handler(parsed.data, ctx);
      const save = op.mutates ? () => changeAuthor.run(call.clientIp, run) : run;
      if (op.risky && services.system.apply.enabled) {
        // Applied, and rolled back by the device unless confirmed in time (issue 15).
        const { result, pendingSeconds, token: applyToken, lanMove } = await services.system.apply.run(name, save);
        const follow = followHost(lanMove, call.host, services.config.followLan);
        const pending = pendingSeconds > 0 ? { pending_apply: pendingSeconds, apply_token: applyToken, ...(follow ? { follow_host: follow } : {}) } : {};
        return { status: 200, body: { code: '1', ...result, ...pending }, afterAnswer, signedIn, file };
      }
      const data = await save();
      if (options.checkOutputs) op.output.parse(data);
      return { status: 200, body: { code: '1', ...data }, afterAnswer, signedIn, file, deviceCookie };
    } catch (err) {
      afterAnswer.length = 0;
      return answer(failureAnswer(err, name, services.log));
    }
  };
}

const refusals: Record<Refusal, string> = {
  400: 'malformed request',
  408: 'request body too slow',
  413: 'request body too large',
  415: 'unsupported content type',
  503: 'too many requests in progress',
};

// Issue 12.6: spec 7's GET login only behind --legacy-get-login.
function takesGet(op: OpDef, services: DeviceServices): boolean {
  return op.acceptsGet === true || (op.acceptsGet === 'legacy' && services.config.legacyGetLogin);
}
