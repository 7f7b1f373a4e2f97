// A file the browser sends into the router's RAM (/tmp, tmpfs) through rpcd's file plugin: `write
// {path, data, base64, append, mode}` (rpcd file.c rpc_file_write: base64 decoded by b64_decode,
// O_APPEND when append, else O_TRUNC; mode only when it creates the file). uhttpd-mod-ubus takes
// at most 64 KiB of JSON-RPC per request (uhttpd ubus.c UH_UBUS_MAX_POST_SIZE), so the file goes
// in chunks whose base64 stays below that with the request around it. Browser-safe.
import type { Ubus } from './ubus';

/** Raw bytes per `file write`: 46,080 bytes are 61,440 characters of base64, 4 KiB under uhttpd's cap for the envelope. */
export const uploadChunkBytes = 45 * 1024;

/** An upload op's file as the router build hands it to the op's handler (router-dispatcher.ts). */
export interface RouterUpload {
  file: Blob;
  /** the bytes that reached the router so far */
  onProgress?: (sent: number, total: number) => void;
}

/** Writes `data` to `path`, readable by root only (a backup holds every secret), replacing what was there. */
export async function writeRouterUpload(ubus: Ubus, path: string, data: Blob, onProgress?: RouterUpload['onProgress']): Promise<void> {
  const total = data.size;
  let sent = 0;
  do {
    const chunk = new Uint8Array(await data.slice(sent, sent + uploadChunkBytes).arrayBuffer());
    await ubus.call('file', 'write', { path, data: toBase64(chunk), base64: true, append: sent > 0, mode: 0o600 });
    sent += chunk.length;
    onProgress?.(sent, total);
  } while (sent < total);
}

/** Removes what an upload left in /tmp; a file already gone is no failure. */
export async function removeRouterUpload(ubus: Ubus, path: string): Promise<void> {
  await ubus.call('file', 'remove', { path }).catch(() => undefined);
}

export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  // in slices: String.fromCharCode takes its bytes as arguments, and a call has only so many
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}
