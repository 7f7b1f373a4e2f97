// The raw body of an upload op, read under a cap, below both the http layer that hands it over
// and the ops and services that read it. The handler reads a detached copy: when it stops
// early (over the cap, a bad header) only the copy is destroyed, so the request's socket stays up
// long enough to carry the -11 answer; the route then closes the connection unread.
import { PassThrough, type Readable } from 'node:stream';

/** The raw body of an upload op (contract `upload`): never buffered by the server. */
export interface UploadBody {
  stream: Readable;
  /** the Content-Length the client announced; undefined for a chunked body */
  declaredBytes: number | undefined;
}

export function detachedBody(upload: UploadBody): Readable {
  const { stream } = upload;
  const body = new PassThrough();
  // Issue 26.2: cut before the handler came to read it (a client that hung up at once): its
  // 'close' is past, so the copy fails now instead of waiting forever with the device busy.
  if (stream.destroyed && !stream.readableEnded) {
    body.destroy(stream.errored ?? new Error('upload cut short'));
    return body;
  }
  stream.on('error', (err) => body.destroy(err));
  // A client that goes away mid-upload: the copy fails too, instead of waiting forever.
  stream.on('close', () => {
    if (!stream.readableEnded) body.destroy(new Error('upload cut short'));
  });
  stream.pipe(body);
  return body;
}

export type ReadUploadResult = { ok: true; data: Buffer } | { ok: false; reason: 'tooLarge' | 'failed' };

/** The whole body in memory, for small uploads (a backup); at most `maxBytes`. */
export async function readUpload(upload: UploadBody, maxBytes: number): Promise<ReadUploadResult> {
  if ((upload.declaredBytes ?? 0) > maxBytes) return { ok: false, reason: 'tooLarge' };
  const chunks: Buffer[] = [];
  let total = 0;
  try {
    for await (const chunk of detachedBody(upload)) {
      total += (chunk as Buffer).length;
      // Leaving the loop destroys the copy only.
      if (total > maxBytes) return { ok: false, reason: 'tooLarge' };
      chunks.push(chunk as Buffer);
    }
  } catch {
    return { ok: false, reason: 'failed' };
  }
  return { ok: true, data: Buffer.concat(chunks) };
}
