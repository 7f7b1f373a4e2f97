// What the login page asks a router before sign-in (issue 27): `routerd login` (the ucode plugin's
// lockout in front of rpcd's `session login`) and the facts of get_login_info from procd's
// `system board` and `system info`. Apart from router-ops.ts so that the router build's login page
// loads these alone (DESIGN budgets). Browser-safe.
import { OpError } from '../ops/op-error';
import { anonymousSession, type JsonRpcUbus } from './json-rpc-ubus';
import { UbusCallError, UbusStatus, type Ubus } from './ubus';

/** What `routerd login` answers (the plugin's session, as rpcd's `session login` does). */
interface RouterdLogin {
  ubus_rpc_session?: string;
}

/** procd's `system board` (procd system.c system_board). */
export interface SystemBoard {
  hostname?: string;
  model?: string;
  board_name?: string;
  release?: { version?: string; revision?: string };
}

/** rpcd's session id for the credentials; -5 with retry_after while the plugin locks them out, else `wrongCode`. */
export async function signIn(ubus: JsonRpcUbus, username: string, password: string, wrongCode: '-3' | '-10'): Promise<string> {
  try {
    const answer = await ubus.call<RouterdLogin>('routerd', 'login', { username, password });
    if (!answer.ubus_rpc_session || answer.ubus_rpc_session === anonymousSession) throw new OpError(wrongCode);
    return answer.ubus_rpc_session;
  } catch (error) {
    if (!(error instanceof UbusCallError) || error.status !== UbusStatus.permissionDenied) throw error;
    const refusal = (error.data ?? {}) as { locked?: unknown; retryAfterSeconds?: unknown };
    if (refusal.locked === true) throw new OpError('-5', undefined, { retry_after: Number(refusal.retryAfterSeconds) || 1 });
    throw new OpError(wrongCode);
  }
}

export async function systemBoard(ubus: Ubus): Promise<SystemBoard> {
  return ubus.call<SystemBoard>('system', 'board');
}

export function boardName(board: SystemBoard): string {
  return board.model ?? board.board_name ?? '';
}

/** get_login_info: firmware version and model (`system board`), uptime in seconds (`system info`). */
export async function loginInfo(ubus: JsonRpcUbus): Promise<{ sysversion: string; uptime: number; board: string }> {
  const [board, { uptime }] = await Promise.all([systemBoard(ubus), ubus.call<{ uptime?: unknown }>('system', 'info')]);
  // Only the uptime of `system info`, without the status pages' parsers (ubus-parsers.ts): the login page's budget.
  return { sysversion: board.release?.version ?? '', uptime: typeof uptime === 'number' ? uptime : 0, board: boardName(board) };
}

/** The router's answers to the login page's public ops (router-ops.ts adds them to its own). */
export function loginHandlers(ubus: JsonRpcUbus) {
  return {
    login: async ({ username, password }: { username: string; password: string }) => ({ access_token: await signIn(ubus, username, password, '-3') }),
    get_login_info: async () => loginInfo(ubus),
  };
}
