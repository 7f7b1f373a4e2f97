import type { OpDef } from '@rc/contract/op';
import { answerData, opUrl, transferFailure } from './api-client';

/**
 * Fetches a download op (contract `download`) and hands the file to the browser under the name the
 * device gave it. fetch, not a link: the token in the URL then never lands in the history.
 * A refusal comes back as JSON and rejects like callOp does.
 */
export async function downloadOp(def: OpDef, query: Record<string, string> = {}): Promise<void> {
  let response: Response;
  try {
    response = await fetch(opUrl(def.op, query), { credentials: 'same-origin', cache: 'no-store' });
  } catch {
    throw transferFailure();
  }
  if ((response.headers.get('content-type') ?? '').includes('json')) {
    answerData(await response.json());
    throw transferFailure();
  }
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileNameOf(response.headers.get('content-disposition')) ?? `${def.op}.bin`;
    link.click();
  } finally {
    // The click has started the download; the object URL may go once this task ends.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}

function fileNameOf(disposition: string | null): string | undefined {
  return /filename="([^"]+)"/.exec(disposition ?? '')?.[1];
}
