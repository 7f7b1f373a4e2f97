// Ubus as the browser reaches it on a router: JSON-RPC 2.0 over `POST /ubus` to uhttpd-mod-ubus
// (uhttpd ubus.c), method "call" with params [session, object, method, args]. uhttpd answers
// `result: [status, data?]` for a call ubus answered, and a JSON-RPC `error` when the call never
// reached the object: -32002 "Access denied" for a session rpcd does not know (expired, signed
// out) or whose ACL lacks the method, -32000 for an object nobody registered. One POST a call: the
// login page's few; the console's pages batch theirs (batched-json-rpc-ubus.ts). Browser-safe.
import type { JsonRpcAnswer } from './json-rpc-answer';
import { UbusCallError, UbusStatus, type Ubus } from './ubus';

/** rpcd's session before sign-in (session.c RPC_DEFAULT_SESSION_ID): the `unauthenticated` ACL group. */
export const anonymousSession = '00000000000000000000000000000000';

/** uhttpd's JSON-RPC error for a session that may not make the call (ubus.c ERROR_ACCESS). */
export const accessDenied = -32002;

export interface JsonRpcUbusOptions {
  /** where uhttpd serves ubus (uhttpd's `ubus_prefix`, '/ubus' in OpenWrt's default config) */
  url?: string;
  /** the session rpcd gave at sign-in; anonymousSession before */
  session?: string;
  fetch?: typeof fetch;
}

export class JsonRpcUbus implements Ubus {
  /** the session every call carries; set at sign-in, cleared at sign-out */
  session: string;
  private readonly url: string;
  private readonly fetch: typeof fetch;
  private nextId = 1;

  constructor(options: JsonRpcUbusOptions = {}) {
    this.url = options.url ?? '/ubus';
    this.session = options.session ?? anonymousSession;
    // Bound: a window's fetch called as a method of another object throws "Illegal invocation".
    this.fetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  }

  async call<T = Record<string, unknown>>(object: string, method: string, args: Record<string, unknown> = {}): Promise<T> {
    return this.callIn(this.session, object, method, args);
  }

  /** The call in another session than this browser's (ending the one a password check opened). */
  async callIn<T = Record<string, unknown>>(session: string, object: string, method: string, args: Record<string, unknown> = {}): Promise<T> {
    const request = { jsonrpc: '2.0', id: this.nextId++, method: 'call', params: [session, object, method, args] };
    const answer = await this.exchange(request).catch(() => {
      // The router did not answer as uhttpd does (network down, rebooting, a proxy's page).
      throw new UbusCallError(object, method, UbusStatus.connectionFailed);
    });
    if (answer.error) throw new UbusCallError(object, method, typeof answer.error.code === 'number' ? answer.error.code : UbusStatus.unknownError);
    const [status, data] = Array.isArray(answer.result) ? (answer.result as unknown[]) : [UbusStatus.unknownError];
    if (status !== UbusStatus.ok) throw new UbusCallError(object, method, typeof status === 'number' ? status : UbusStatus.unknownError, data);
    return (data ?? {}) as T;
  }

  /** uhttpd's answer to one request; throws for anything else. */
  protected async exchange(request: object): Promise<JsonRpcAnswer> {
    const answer = await this.post(JSON.stringify(request));
    if (typeof answer !== 'object' || answer === null) throw new Error('not a JSON-RPC answer');
    return answer as JsonRpcAnswer;
  }

  /** A body POSTed to /ubus, its JSON. */
  protected async post(body: string): Promise<unknown> {
    const response = await this.fetch(this.url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return response.json();
  }
}

/** The session is gone (idle timeout, signed out elsewhere): the console asks for a sign-in again. */
export function isSessionRefused(error: unknown): boolean {
  return error instanceof UbusCallError && error.status === accessDenied;
}
