// upgrade_remote: fetches an image over http(s) into the same capped, hashed file an upload goes
// to. A server announcing more than the cap is refused before a byte is read.
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { FirmwareError } from '@rc/contract/firmware-image';
import { receiveFirmware, type ReceiveFirmwareResult } from './receive-firmware';

export interface DownloadOptions {
  maxBytes: number;
  timeoutMs: number;
  onProgress: (bytes: number, totalBytes: number) => void;
}

export async function downloadFirmware(url: string, destPath: string, options: DownloadOptions): Promise<ReceiveFirmwareResult> {
  const signal = AbortSignal.timeout(options.timeoutMs);
  let response: Response;
  try {
    response = await fetch(url, { signal, redirect: 'follow', headers: { accept: 'application/octet-stream' } });
  } catch {
    return { ok: false, error: FirmwareError.uploadFailed };
  }
  if (!response.ok || !response.body) {
    await response.body?.cancel();
    return { ok: false, error: FirmwareError.uploadFailed };
  }
  const announced = Number(response.headers.get('content-length') ?? '');
  const total = Number.isSafeInteger(announced) && announced > 0 ? announced : 0;
  if (total > options.maxBytes) {
    await response.body.cancel();
    return { ok: false, error: FirmwareError.tooLarge };
  }
  const stream = Readable.fromWeb(response.body as WebReadableStream<Uint8Array>, { signal });
  return receiveFirmware(stream, destPath, options.maxBytes, (bytes) => options.onProgress(bytes, total));
}
