// A router's bus as the browser reaches it, in memory: uhttpd-mod-ubus's JSON-RPC answers
// (-32002 for a session it does not know), rpcd's `uci` (fake-rpcd-uci.ts) and `session`, the
// `routerd` plugin's login (lockout after `lockAfter` wrong passwords) and set_password, and
// procd's `system board` and `system info`. For the router dispatcher's tests; `npm run test:openwrt` drives the real ones.
import { JsonRpcUbus, accessDenied, anonymousSession } from '../src/ubus/json-rpc-ubus';
import { UbusCallError, UbusStatus } from '../src/ubus/ubus';
import { FakeRpcdUci, type FakeFiles } from './fake-rpcd-uci';

export interface FakeRouter {
  ubus: JsonRpcUbus;
  rpcd: FakeRpcdUci;
  sessions: Set<string>;
  password(): string;
}

export function fakeRouter(files: FakeFiles, options: { password?: string; lockAfter?: number } = {}): FakeRouter {
  const rpcd = new FakeRpcdUci(files);
  const sessions = new Set<string>();
  let password = options.password ?? 'admin';
  let wrong = 0;
  let next = 1;
  const objects: Record<string, (method: string, args: Record<string, unknown>, session: string) => Promise<unknown>> = {
    uci: (method, args) => rpcd.call('uci', method, args),
    routerd: async (method, args) => {
      if (method === 'set_password') {
        password = String(args.password);
        return {};
      }
      if (wrong >= (options.lockAfter ?? 5)) throw new UbusCallError('routerd', 'login', UbusStatus.permissionDenied, { locked: true, retryAfterSeconds: 60 });
      if (args.username !== 'root' || args.password !== password) {
        wrong++;
        throw new UbusCallError('routerd', 'login', UbusStatus.permissionDenied, { locked: false, retryAfterSeconds: 0 });
      }
      wrong = 0;
      const id = String(next++).padStart(32, 'a');
      sessions.add(id);
      return { ubus_rpc_session: id, timeout: 300, expires: 300 };
    },
    session: async (method, _args, session) => {
      if (method === 'destroy') sessions.delete(session);
      return {};
    },
    // procd system.c: `system info` (uptime in seconds), `system board`
    system: async (method) => (method === 'info' ? { uptime: 42 } : { model: 'Test Router', board_name: 'test,router', release: { version: '24.10.0' } }),
    'network.device': async () => ({ 'br-lan': { macaddr: '02:00:00:00:00:01' } }),
  };
  const fetch = (async (_url: string, init: RequestInit) => {
    const { id, params } = JSON.parse(String(init.body)) as { id: number; params: [string, string, string, Record<string, unknown>] };
    const [session, object, method, args] = params;
    const answer = (body: object) => new Response(JSON.stringify({ jsonrpc: '2.0', id, ...body }));
    const mayCall = sessions.has(session) || (session === anonymousSession && object === 'routerd' && method === 'login');
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
  }) as unknown as typeof globalThis.fetch;
  return { ubus: new JsonRpcUbus({ fetch }), rpcd, sessions, password: () => password };
}
