// The console's op transport to the Node daemon: spec 7's GET/POST /cgi-bin/webapi?op=…&access_token=…,
// raw-bytes uploads with progress (XMLHttpRequest), downloads by fetch (the token never lands
// in the browser's history).
import type { AnswerBody, DownloadedFile, OpCallee, OpTransport } from './op-transport';
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

/**
 * The raw bytes as an application/octet-stream body, the op's fields and the token in the query
 * string: how the device takes an upload op (contract `upload`).
 */
function upload(op: string, query: AnswerBody, file: Blob, options: { onProgress?: (sent: number, total: number) => void; signal?: AbortSignal }): Promise<AnswerBody> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', opUrl(op, query));
    xhr.setRequestHeader('Content-Type', 'application/octet-stream');
    xhr.responseType = 'text';
    xhr.upload.onprogress = (event) => options.onProgress?.(event.loaded, event.lengthComputable ? event.total : file.size);
    xhr.onload = () => {
      try {
        const parsed: unknown = JSON.parse(xhr.responseText);
        if (isObject(parsed)) resolve(parsed);
        else reject(new Error('not a JSON object'));
      } catch (error) {
        reject(error);
      }
    };
    xhr.onerror = () => reject(new Error('upload failed'));
    xhr.onabort = () => reject(new DOMException('upload aborted', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}

async function download(op: string, query: AnswerBody): Promise<DownloadedFile | { refused: AnswerBody }> {
  const response = await fetch(opUrl(op, query), { credentials: 'same-origin', cache: 'no-store' });
  if ((response.headers.get('content-type') ?? '').includes('json')) {
    const parsed: unknown = await response.json();
    if (!isObject(parsed)) throw new Error('not a JSON object');
    return { refused: parsed };
  }
  return { file: await response.blob(), name: fileNameOf(response.headers.get('content-disposition')) };
}

function appendQuery(params: URLSearchParams, input: AnswerBody | undefined): void {
  for (const [key, value] of Object.entries(input ?? {})) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) value.forEach((item) => params.append(key, String(item)));
    else params.set(key, String(value));
  }
}

function fileNameOf(disposition: string | null): string | undefined {
  return /filename="([^"]+)"/.exec(disposition ?? '')?.[1];
}

function isObject(value: unknown): value is AnswerBody {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export const httpTransport: OpTransport = { call, upload, download };
