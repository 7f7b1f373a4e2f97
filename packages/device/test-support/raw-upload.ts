// Uploads as the console sends them (DESIGN "Uploads"): the file as a raw application/octet-stream
// body, the token and the op's fields in the query string.
import { request } from 'node:http';
import type { TestDevice } from './test-device';

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the parsed answer; tests check it field by field
  body: any;
}

export interface RawUpload {
  op: string;
  token?: string;
  query?: Record<string, string>;
  /** the bytes sent */
  data?: Buffer;
  /** a Content-Length to announce instead of the real one (a client that lies, or a huge file) */
  declaredBytes?: number;
  /** send `data` chunked, with no Content-Length */
  chunked?: boolean;
  /** application/octet-stream unless set (a multipart form: see formBody) */
  contentType?: string;
}

export function uploadRaw(device: TestDevice, upload: RawUpload): Promise<RawAnswer> {
  const query = new URLSearchParams({ op: upload.op, ...upload.query });
  if (upload.token) query.set('access_token', upload.token);
  const data = upload.data ?? Buffer.alloc(0);
  const headers: Record<string, string> = { 'content-type': upload.contentType ?? 'application/octet-stream' };
  if (!upload.chunked) headers['content-length'] = String(upload.declaredBytes ?? data.length);
  return new Promise((resolve, reject) => {
    const req = request(`${device.url}/cgi-bin/webapi?${query}`, { method: 'POST', headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text ? JSON.parse(text) : undefined }));
      res.on('error', reject);
    });
    // The server may answer and close before it has read everything we meant to send.
    req.on('error', (err: NodeJS.ErrnoException) => (err.code === 'EPIPE' || err.code === 'ECONNRESET' ? undefined : reject(err)));
    writeInChunks(req, data).then(() => req.end(), reject);
  });
}

async function writeInChunks(req: ReturnType<typeof request>, data: Buffer): Promise<void> {
  const chunk = 256 * 1024;
  for (let offset = 0; offset < data.length && !req.destroyed; offset += chunk) {
    if (!req.write(data.subarray(offset, offset + chunk))) await new Promise((resolve) => req.once('drain', resolve));
  }
}

/** GET of a download op: the raw bytes and headers. */
export async function downloadRaw(device: TestDevice, op: string, token: string): Promise<{ status: number; headers: Headers; data: Buffer }> {
  const response = await fetch(`${device.url}/cgi-bin/webapi?${new URLSearchParams({ op, access_token: token })}`);
  return { status: response.status, headers: response.headers, data: Buffer.from(await response.arrayBuffer()) };
}

/** A multipart/form-data body as a browser's form or `curl -F file=@NAME` sends it: the fields, then the file. */
export function formBody(fields: Record<string, string>, file?: { name: string; data: Buffer }): { data: Buffer; contentType: string } {
  const boundary = '----rc-form-7MA4YWxkTrZu0gW';
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  if (file) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`));
    parts.push(file.data, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { data: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}
