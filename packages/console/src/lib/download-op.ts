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
  saveFile(answer.file, answer.name ?? `${def.op}.bin`);
}

/** Hands a file made in the page to the browser's downloads under `name`. */
export function saveFile(file: Blob, name: string): void {
  const url = URL.createObjectURL(file);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    link.click();
  } finally {
    // The click has started the download; the object URL may go once this task ends.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
