// The Node daemon's uploads (raw bytes with progress, XMLHttpRequest) and downloads (fetch, so the
// token never lands in the browser's history): http-transport.ts loads this with the page that sends one.
import type { AnswerBody, DownloadedFile } from './op-transport-shape';
import { isObject, opUrl } from './http-transport';

/**
 * The raw bytes as an application/octet-stream body, the op's fields and the token in the query
 * string: how the device takes an upload op (contract `upload`).
 */
export function upload(op: string, query: AnswerBody, file: Blob, options: { onProgress?: (sent: number, total: number) => void; signal?: AbortSignal }): Promise<AnswerBody> {
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

export async function download(op: string, query: AnswerBody): Promise<DownloadedFile | { refused: AnswerBody }> {
  const response = await fetch(opUrl(op, query), { credentials: 'same-origin', cache: 'no-store' });
  if ((response.headers.get('content-type') ?? '').includes('json')) {
    const parsed: unknown = await response.json();
    if (!isObject(parsed)) throw new Error('not a JSON object');
    return { refused: parsed };
  }
  return { file: await response.blob(), name: fileNameOf(response.headers.get('content-disposition')) };
}

function fileNameOf(disposition: string | null): string | undefined {
  return /filename="([^"]+)"/.exec(disposition ?? '')?.[1];
}

