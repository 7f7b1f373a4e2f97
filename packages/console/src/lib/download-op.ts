import type { OpDef } from '@rc/contract/op';
import { answerData, transferFailure } from './api-client';
import { opTransport, type DownloadedFile } from './op-transport';

/**
 * Fetches a download op (contract `download`) through the op transport and hands the file to the
 * browser under the name the device gave it. A refusal rejects like callOp does.
 */
export async function downloadOp(def: OpDef, query: Record<string, string> = {}): Promise<void> {
  let answer: DownloadedFile | { refused: Record<string, unknown> };
  try {
    answer = await opTransport().download(def.op, query);
  } catch {
    throw transferFailure();
  }
  if ('refused' in answer) {
    answerData(answer.refused);
    throw transferFailure();
  }
  const url = URL.createObjectURL(answer.file);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = answer.name ?? `${def.op}.bin`;
    link.click();
  } finally {
    // The click has started the download; the object URL may go once this task ends.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
