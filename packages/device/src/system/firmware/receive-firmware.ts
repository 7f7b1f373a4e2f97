// Streams an upgrade upload to disk under a size cap (DESIGN "Uploads"): the image never sits
// in memory, and an upload over the cap is cut off and leaves no file behind.
import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { open, rename, rm } from 'node:fs/promises';
import { Transform, type Readable, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { FirmwareError } from '@rc/contract/firmware-image';

export interface ReceivedFirmware {
  ok: true;
  bytes: number;
  /** of the whole file, as LuCI shows it before flashing so a user can compare it with the vendor's */
  sha256: string;
}

export type ReceiveFirmwareResult =
  | ReceivedFirmware
  | { ok: false; error: typeof FirmwareError.tooLarge | typeof FirmwareError.uploadFailed };

class OverCap extends Error {}

/**
 * Writes `stream` to `<destPath>.part`, then renames it to `destPath` once complete and synced.
 * Over `maxBytes` the source is destroyed (a client cannot make us read gigabytes) and the
 * partial file removed; so is it when the client goes away mid-upload.
 */
export async function receiveFirmware(
  stream: Readable,
  destPath: string,
  maxBytes: number,
  onProgress?: (bytesReceived: number) => void,
): Promise<ReceiveFirmwareResult> {
  const partPath = `${destPath}.part`;
  const meter = new UploadMeter(maxBytes, onProgress);
  try {
    await pipeline(stream, meter, createWriteStream(partPath, { mode: 0o600 }));
    await syncFile(partPath);
    await rename(partPath, destPath);
    return { ok: true, bytes: meter.bytes, sha256: meter.digest() };
  } catch (err) {
    await rm(partPath, { force: true });
    return { ok: false, error: err instanceof OverCap ? FirmwareError.tooLarge : FirmwareError.uploadFailed };
  }
}

class UploadMeter extends Transform {
  bytes = 0;
  private readonly hash = createHash('sha256');

  constructor(
    private readonly maxBytes: number,
    private readonly onProgress?: (bytesReceived: number) => void,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.bytes > this.maxBytes) return callback(new OverCap());
    this.hash.update(chunk);
    this.onProgress?.(this.bytes);
    callback(null, chunk);
  }

  digest(): string {
    return this.hash.digest('hex');
  }
}

async function syncFile(file: string): Promise<void> {
  const handle = await open(file, 'r+');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
