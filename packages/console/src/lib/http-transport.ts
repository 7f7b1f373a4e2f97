// The console's op transport to the Node daemon: spec 7's GET/POST /cgi-bin/webapi?op=…&access_token=…,
// raw-bytes uploads with progress (XMLHttpRequest), downloads by fetch (the token never lands
// in the browser's history).
import type { AnswerBody, OpCallee, OpTransport } from './op-transport-shape';
import { getToken } from './session';
import { backgroundHeader, personIsActive } from './user-activity';

const API_PATH = '/cgi-bin/webapi';
// Spec 7: logout has its own path.
const OP_PATHS: Record<string, string> = { logout: '/cgi-bin/webapi/login' };

/** The URL of an op with its token and query fields. */
export function opUrl(op: string, query: AnswerBody = {}): URL {
  const url = new URL(OP_PATHS[op] ?? API_PATH, window.location.origin);
  url.searchParams.set('op', op);
  const token = getToken();
  if (token) url.searchParams.set('access_token', token);
  appendQuery(url.searchParams, query);
  return url;
}

async function call(def: OpCallee, input: AnswerBody, signal?: AbortSignal): Promise<AnswerBody> {
  const url = opUrl(def.op, def.method === 'GET' ? input : {});
  const headers: Record<string, string> = personIsActive() ? {} : { ...backgroundHeader };
  const init: RequestInit = { method: def.method, signal, credentials: 'same-origin', cache: 'no-store', headers };
  if (def.method !== 'GET') {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(input ?? {});
  }
  const response = await fetch(url, init);
  const parsed: unknown = await response.json();
  if (!isObject(parsed)) throw new Error('not a JSON object');
  if (!response.ok && !('code' in parsed)) throw new Error(`HTTP ${response.status}`);
  return parsed;
}

function appendQuery(params: URLSearchParams, input: AnswerBody | undefined): void {
  for (const [key, value] of Object.entries(input ?? {})) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) value.forEach((item) => params.append(key, String(item)));
    else params.set(key, String(value));
  }
}

export function isObject(value: unknown): value is AnswerBody {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// Uploads and downloads load with their page (http-transfer.ts): the login page carries only `call`.
export const httpTransport: OpTransport = {
  call,
  upload: (...args) => import('./http-transfer').then((transfer) => transfer.upload(...args)),
  download: (...args) => import('./http-transfer').then((transfer) => transfer.download(...args)),
};
