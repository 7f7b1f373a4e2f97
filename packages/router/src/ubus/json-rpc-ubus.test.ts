import { afterEach, describe, expect, it, vi } from 'vitest';
import { maxHoldMs } from './json-rpc-batch';
import { JsonRpcUbus, anonymousSession, isSessionRefused } from './json-rpc-ubus';
import { UbusCallError, UbusStatus } from './ubus';
import { UbusReadMemo } from './ubus-read-memo';
import { BatchedJsonRpcUbus } from './batched-json-rpc-ubus';

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

/** uhttpd-mod-ubus answering a batch as ubus.c does: one answer per request, each with its id, in order. */
function batchingUhttpd(answerOf: (params: unknown[]) => object) {
  const posts: unknown[] = [];
  const fetch = (async (_url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body)) as { id: number; params: unknown[] } | Array<{ id: number; params: unknown[] }>;
    posts.push(body);
    const answer = (request: { id: number; params: unknown[] }) => ({ jsonrpc: '2.0', id: request.id, ...answerOf(request.params) });
    return new Response(JSON.stringify(Array.isArray(body) ? body.map(answer) : answer(body)));
  }) as unknown as typeof globalThis.fetch;
  return { fetch, posts };
}

describe('JsonRpcUbus batching (issue 41)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends the calls made in one turn as one batch, each answered or failing on its own', async () => {
    const router = batchingUhttpd(([, object]) =>
      object === 'network.interface.wwan' ? { error: { code: -32000, message: 'Object not found' } } : object === 'session' ? { error: { code: -32002, message: 'Access denied' } } : object === 'iwinfo' ? { result: [4] } : { result: [0, { object }] },
    );
    const ubus = new BatchedJsonRpcUbus({ fetch: router.fetch, session: 's' });
    const answers = await Promise.allSettled([ubus.call('system', 'info'), ubus.call('network.interface.wwan', 'status'), ubus.call('session', 'access'), ubus.call('iwinfo', 'info'), ubus.call('uci', 'get', { config: 'network' })]);
    expect(router.posts).toHaveLength(1);
    expect((router.posts[0] as unknown[]).length).toBe(5);
    expect(answers[0]).toEqual({ status: 'fulfilled', value: { object: 'system' } });
    expect(answers[1]).toMatchObject({ status: 'rejected', reason: { object: 'network.interface.wwan', status: -32000 } });
    expect(isSessionRefused((answers[2] as PromiseRejectedResult).reason)).toBe(true);
    expect(answers[3]).toMatchObject({ status: 'rejected', reason: { status: UbusStatus.notFound } });
    expect(answers[4]).toEqual({ status: 'fulfilled', value: { object: 'uci' } });
  });

  it('holds the batch while code that will make calls arrives, however late, and sends it alone once that code never comes', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const router = batchingUhttpd(([, object]) => ({ result: [0, { object }] }));
    const ubus = new BatchedJsonRpcUbus({ fetch: router.fetch, session: 's' });
    const arrives = (ms: number) => ubus.holdBatchFor(new Promise<void>((resolve) => setTimeout(resolve, ms)));
    const first = ubus.call('system', 'info');
    const late = arrives(900).then(() => ubus.call('system', 'board'));
    await vi.advanceTimersByTimeAsync(899);
    expect(router.posts).toHaveLength(0);
    // the next task after the code ran
    await vi.advanceTimersByTimeAsync(2);
    await Promise.all([first, late]);
    expect(router.posts).toEqual([[expect.objectContaining({ params: ['s', 'system', 'info', {}] }), expect.objectContaining({ params: ['s', 'system', 'board', {}] })]]);
    const alone = ubus.call('uci', 'get', { config: 'dhcp' });
    void ubus.holdBatchFor(new Promise(() => undefined));
    await vi.advanceTimersByTimeAsync(maxHoldMs - 1);
    expect(router.posts).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(2);
    await alone;
    expect(router.posts).toHaveLength(2);
  });

  it('cuts a queue larger than uhttpd takes (64 KiB a request) into batches that fit', async () => {
    const router = batchingUhttpd(() => ({ result: [0] }));
    const ubus = new BatchedJsonRpcUbus({ fetch: router.fetch });
    const chunk = 'x'.repeat(40_000);
    await Promise.all([1, 2, 3].map((n) => ubus.call('file', 'write', { path: `/tmp/${n}`, data: chunk })));
    expect(router.posts.map((post) => new TextEncoder().encode(JSON.stringify(post)).length).every((bytes) => bytes <= 65536)).toBe(true);
    expect(router.posts).toHaveLength(3);
  });

  it('fails every call of a batch the router did not answer as uhttpd does', async () => {
    const ubus = new BatchedJsonRpcUbus({ fetch: uhttpd('<html>bad gateway</html>', 502).fetch });
    const answers = await Promise.allSettled([ubus.call('system', 'info'), ubus.call('system', 'board')]);
    expect(answers.map((answer) => (answer as PromiseRejectedResult).reason.status)).toEqual([UbusStatus.connectionFailed, UbusStatus.connectionFailed]);
  });
});

describe('JsonRpcUbus reads shared within a page load (issue 41)', () => {
  const counting = () => batchingUhttpd(([, object, method, args]) => ({ result: [0, { object, method, args }] }));
  const callsIn = (posts: unknown[]) => posts.flatMap((post) => (Array.isArray(post) ? post : [post])).map((request) => (request as { params: unknown[] }).params.slice(1, 3).join(' '));

  it('asks an identical read once, a write always, and after a write reads again', async () => {
    const router = counting();
    const ubus = new BatchedJsonRpcUbus({ fetch: router.fetch, memo: new UbusReadMemo() });
    const mmcli = { command: '/usr/bin/mmcli', params: ['-J', '-m', 'any'] };
    await Promise.all([ubus.call('network.interface.wan', 'status'), ubus.call('network.interface.wan', 'status'), ubus.call('file', 'exec', mmcli), ubus.call('file', 'exec', mmcli)]);
    await ubus.call('network.interface.wan', 'status');
    expect(callsIn(router.posts)).toEqual(['network.interface.wan status', 'file exec']);
    await ubus.call('uci', 'set', { config: 'dhcp', section: 'lan', values: { limit: '100' } });
    await ubus.call('network.interface.wan', 'status');
    expect(callsIn(router.posts).slice(2)).toEqual(['uci set', 'network.interface.wan status']);
  });

  it('shares a reading program run through the routerd plugin (mmcli -J), and reads after it are still shared', async () => {
    const router = counting();
    const ubus = new BatchedJsonRpcUbus({ fetch: router.fetch, memo: new UbusReadMemo() });
    const mmcli = { command: '/usr/bin/mmcli', params: ['-J', '-m', 'any'] };
    await Promise.all([ubus.call('system', 'info'), ubus.call('routerd', 'exec', mmcli), ubus.call('routerd', 'exec', mmcli), ubus.call('system', 'info')]);
    await ubus.call('system', 'info');
    expect(callsIn(router.posts)).toEqual(['system info', 'routerd exec']);
    await ubus.call('routerd', 'exec', { command: '/usr/bin/mmcli', params: ['-m', 'any', '--signal-setup=60'] });
    await ubus.call('system', 'info');
    expect(callsIn(router.posts).slice(2)).toEqual(['routerd exec', 'system info']);
  });

  it('never shares a program that acts, a kernel counter already answered, or a read older than a page load', async () => {
    let time = 0;
    const router = counting();
    const ubus = new BatchedJsonRpcUbus({ fetch: router.fetch, memo: new UbusReadMemo(() => time) });
    const setup = { command: '/usr/bin/mmcli', params: ['-m', 'any', '--signal-setup=60'] };
    await Promise.all([ubus.call('file', 'exec', setup), ubus.call('file', 'exec', setup)]);
    await ubus.call('file', 'read', { path: '/proc/stat' });
    await ubus.call('file', 'read', { path: '/proc/stat' });
    await ubus.call('system', 'info');
    time += 500;
    await ubus.call('system', 'info');
    expect(callsIn(router.posts)).toEqual(['file exec', 'file exec', 'file read', 'file read', 'system info', 'system info']);
  });

  it('gives each caller its own copy of a shared answer', async () => {
    const ubus = new BatchedJsonRpcUbus({ fetch: counting().fetch, memo: new UbusReadMemo() });
    const [first, second] = await Promise.all([ubus.call<{ args: { config: string } }>('uci', 'get', { config: 'dhcp' }), ubus.call<{ args: { config: string } }>('uci', 'get', { config: 'dhcp' })]);
    first.args.config = 'changed';
    expect(second.args.config).toBe('dhcp');
  });
});
