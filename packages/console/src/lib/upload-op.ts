import type { OpDef, OpInput, OpOutput } from '@rc/contract/op';
import { answerData, opUrl, transferFailure } from './api-client';

export interface UploadOptions {
  /** Bytes sent so far of `total`: fetch has no upload progress, XMLHttpRequest does. */
  onProgress?: (sent: number, total: number) => void;
  signal?: AbortSignal;
}

/**
 * Sends a file to an upload op (contract `upload`) as the device takes it: the raw bytes as an
 * application/octet-stream body, the op's fields and the token in the query string. Answers and
 * failures are handled exactly as callOp handles them.
 */
export function uploadOp<D extends OpDef>(def: D, query: OpInput<D>, file: Blob, options: UploadOptions = {}): Promise<OpOutput<D>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', opUrl(def.op, query as Record<string, unknown>));
    xhr.setRequestHeader('Content-Type', 'application/octet-stream');
    xhr.responseType = 'text';
    xhr.upload.onprogress = (event) => options.onProgress?.(event.loaded, event.lengthComputable ? event.total : file.size);
    xhr.onload = () => {
      try {
        resolve(answerData<D>(parseObject(xhr.responseText)));
      } catch (error) {
        reject(error);
      }
    };
    xhr.onerror = () => reject(transferFailure());
    xhr.onabort = () => reject(new DOMException('upload aborted', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}

function parseObject(text: string): Record<string, unknown> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw transferFailure();
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw transferFailure();
  return parsed as Record<string, unknown>;
}
