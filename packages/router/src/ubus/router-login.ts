// What the login page asks a router before sign-in (issue 27): `routerd login` (the ucode plugin
// checks root's password behind its lockout and mints the session) and the facts of get_login_info from procd's
// `system board` and `system info`. Apart from router-ops.ts so that the router build's login page
// loads these alone (DESIGN budgets). Browser-safe.
import { OpError } from '@rc/core/errors/op-error';
import { anonymousSession, type JsonRpcUbus } from './json-rpc-ubus';
import { UbusCallError, UbusStatus, type Ubus } from './ubus';

/** What `routerd login` answers (the plugin's session, and this browser's token). */
interface RouterdLogin {
  ubus_rpc_session?: string;
  device?: unknown;
}

/** procd's `system board` (procd system.c system_board). */
export interface SystemBoard {
  hostname?: string;
  model?: string;
  board_name?: string;
  release?: { version?: string; revision?: string };
}

/**
 * Where this browser keeps the token `routerd login` issued it (routerd.uc: OWASP's device cookie,
 * sent as an argument since rpcd sees no cookies), so that strangers' wrong guesses never lock it out.
 */
export interface DeviceTokenMemory {
  read(): string | undefined;
  keep(token: string): void;
}

export const noDeviceToken: DeviceTokenMemory = { read: () => undefined, keep: () => undefined };

const DEVICE_TOKEN = /^[0-9a-f]{32}$/;
const deviceTokenKey = 'routerd.device';

/** The router origin's localStorage: a page of another origin can neither read nor spend it. */
export function storageDeviceToken(storage: { getItem(key: string): string | null; setItem(key: string, value: string): void }): DeviceTokenMemory {
  return {
    read: () => {
      const token = storage.getItem(deviceTokenKey);
      return token !== null && DEVICE_TOKEN.test(token) ? token : undefined;
    },
    keep: (token) => {
      try {
        storage.setItem(deviceTokenKey, token);
      } catch {
        // a full or disabled storage: this browser shares the unknown browsers' budget, as before
      }
    },
  };
}

/** The `device` argument of routerd login and set_password, when this browser has a token. */
export function deviceArgument(memory: DeviceTokenMemory): { device?: string } {
  const token = memory.read();
  return token === undefined ? {} : { device: token };
}

/** Keeps the token the plugin answered with (a new one after this browser's first sign-in). */
export function keepDeviceToken(memory: DeviceTokenMemory, answer: { device?: unknown } | undefined): void {
  if (typeof answer?.device === 'string' && DEVICE_TOKEN.test(answer.device)) memory.keep(answer.device);
}

/** The plugin's refusal of root's password as the op's code: -5 with retry_after while locked out, else `wrongCode`. */
export function passwordRefusal(error: unknown, wrongCode: '-3' | '-10'): unknown {
  if (!(error instanceof UbusCallError) || error.status !== UbusStatus.permissionDenied) return error;
  const refusal = (error.data ?? {}) as { locked?: unknown; retryAfterSeconds?: unknown };
  if (refusal.locked === true) return new OpError('-5', undefined, { retry_after: Number(refusal.retryAfterSeconds) || 1 });
  return new OpError(wrongCode);
}

/** rpcd's session id for the credentials; -5 with retry_after while the plugin locks them out, else `wrongCode`. */
export async function signIn(ubus: JsonRpcUbus, username: string, password: string, wrongCode: '-3' | '-10', device: DeviceTokenMemory = noDeviceToken): Promise<string> {
  let answer: RouterdLogin;
  try {
    answer = await ubus.call<RouterdLogin>('routerd', 'login', { username, password, ...deviceArgument(device) });
  } catch (error) {
    throw passwordRefusal(error, wrongCode);
  }
  if (!answer.ubus_rpc_session || answer.ubus_rpc_session === anonymousSession) throw new OpError(wrongCode);
  keepDeviceToken(device, answer);
  return answer.ubus_rpc_session;
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
export function loginHandlers(ubus: JsonRpcUbus, device: DeviceTokenMemory = noDeviceToken) {
  return {
    login: async ({ username, password }: { username: string; password: string }) => ({ access_token: await signIn(ubus, username, password, '-3', device) }),
    get_login_info: async () => loginInfo(ubus),
  };
}
