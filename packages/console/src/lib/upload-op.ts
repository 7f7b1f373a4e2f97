import type { OpDef, OpInput, OpOutput } from '@rc/contract/op';
import { answerData, transferFailure } from './api-client';
import { opTransport } from './op-transport';

export interface UploadOptions {
  /** Bytes sent so far of `total`: fetch has no upload progress, XMLHttpRequest does. */
  onProgress?: (sent: number, total: number) => void;
  signal?: AbortSignal;
}

/**
 * Sends a file to an upload op (contract `upload`) through the op transport. Answers and failures
 * are handled exactly as callOp handles them.
 */
export async function uploadOp<D extends OpDef>(def: D, query: OpInput<D>, file: Blob, options: UploadOptions = {}): Promise<OpOutput<D>> {
  let body: Record<string, unknown>;
  try {
    body = await opTransport().upload(def.op, query as Record<string, unknown>, file, options);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw transferFailure();
  }
  return answerData<D>(body);
}
