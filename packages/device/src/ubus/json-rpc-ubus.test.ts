import { describe, expect, it } from 'vitest';
import { JsonRpcUbus, anonymousSession, isSessionRefused } from './json-rpc-ubus';
import { UbusCallError, UbusStatus } from './ubus';

/** A fetch that answers as uhttpd-mod-ubus would, and keeps what it was sent. */
function uhttpd(answer: unknown, status = 200) {
  const sent: Array<{ url: string; body: unknown }> = [];
  const fetch = (async (url: string, init: RequestInit) => {
    sent.push({ url, body: JSON.parse(String(init.body)) });
    return new Response(typeof answer === 'string' ? answer : JSON.stringify(answer), { status });
  }) as unknown as typeof globalThis.fetch;
  return { fetch, sent };
}

describe('JsonRpcUbus', () => {
  it('sends a JSON-RPC call with the session and answers the data of result [0, data]', async () => {
    const router = uhttpd({ jsonrpc: '2.0', id: 1, result: [0, { values: {} }] });
    const ubus = new JsonRpcUbus({ fetch: router.fetch, session: 'abc' });
    expect(await ubus.call('uci', 'get', { config: 'network' })).toEqual({ values: {} });
    expect(router.sent).toEqual([{ url: '/ubus', body: { jsonrpc: '2.0', id: 1, method: 'call', params: ['abc', 'uci', 'get', { config: 'network' }] } }]);
  });

  it('starts with rpcd\'s anonymous session and answers {} for a call without data', async () => {
    const router = uhttpd({ jsonrpc: '2.0', id: 1, result: [0] });
    const ubus = new JsonRpcUbus({ fetch: router.fetch });
    expect(await ubus.call('uci', 'commit', { config: 'network' })).toEqual({});
    expect((router.sent[0]!.body as { params: unknown[] }).params[0]).toBe(anonymousSession);
  });

  it('throws the ubus status and the data sent with it (the login plugin\'s lockout)', async () => {
    const router = uhttpd({ jsonrpc: '2.0', id: 1, result: [6, { locked: true, retryAfterSeconds: 60 }] });
    const error = await new JsonRpcUbus({ fetch: router.fetch }).call('routerd', 'login', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UbusCallError);
    expect(error).toMatchObject({ object: 'routerd', method: 'login', status: UbusStatus.permissionDenied, data: { locked: true, retryAfterSeconds: 60 } });
    expect(isSessionRefused(error)).toBe(false);
  });

  it('throws -32002 for a session uhttpd refuses (expired or signed out)', async () => {
    const router = uhttpd({ jsonrpc: '2.0', id: 1, error: { code: -32002, message: 'Access denied' } });
    const error = await new JsonRpcUbus({ fetch: router.fetch }).call('uci', 'get', { config: 'network' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: -32002 });
    expect(isSessionRefused(error)).toBe(true);
  });

  it('throws connectionFailed for an answer that is not uhttpd\'s (an HTTP error, a proxy page)', async () => {
    for (const router of [uhttpd('<html>bad gateway</html>', 502), uhttpd('not json')]) {
      const error = await new JsonRpcUbus({ fetch: router.fetch }).call('system', 'board').catch((e: unknown) => e);
      expect(error).toMatchObject({ status: UbusStatus.connectionFailed });
    }
  });
});
