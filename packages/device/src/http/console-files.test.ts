import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { startTestDevice, type TestDevice } from '../../test-support/test-device';

const indexHtml = '<!doctype html><html lang="zh-CN"><title>console</title><script type="module" src="/assets/index-abc123.js"></script>';
const appJs = 'console.log("router console");'.repeat(20);

let consoleDir: string;
let device: TestDevice;

beforeAll(async () => {
  consoleDir = await mkdtemp(path.join(tmpdir(), 'rc-console-'));
  await mkdir(path.join(consoleDir, 'assets'));
  // As the console build writes them: each file with .br and .gz beside it.
  for (const [file, text] of [['index.html', indexHtml], ['assets/index-abc123.js', appJs]] as const) {
    await writeFile(path.join(consoleDir, file), text);
    await writeFile(path.join(consoleDir, `${file}.br`), brotliCompressSync(text));
    await writeFile(path.join(consoleDir, `${file}.gz`), gzipSync(text));
  }
  device = await startTestDevice({ consoleDir });
});
afterAll(async () => {
  await device.cleanup();
  await rm(consoleDir, { recursive: true, force: true });
});

// fetch() always decompresses; these raw requests show what went over the wire.
async function rawGet(url: string, acceptEncoding: string, cookie = '') {
  const { request } = await import('node:http');
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    request(url, { headers: { 'accept-encoding': acceptEncoding, cookie } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

describe('the built console', () => {
  it('serves index.html at / checked on every load', async () => {
    const response = await fetch(`${device.url}/`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(indexHtml);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
  });

  it('sends the brotli file to a browser that takes it, gzip to one that takes only gzip', async () => {
    const br = await rawGet(`${device.url}/assets/index-abc123.js`, 'br, gzip');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.body.equals(brotliCompressSync(appJs))).toBe(true);
    const gz = await rawGet(`${device.url}/assets/index-abc123.js`, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await rawGet(`${device.url}/assets/index-abc123.js`, 'identity');
    expect(plain.body.toString()).toBe(appJs);
  });

  it('sends the page painted in the colour scheme the visitor chose, before any script runs (issue 32.3)', async () => {
    const dark = await rawGet(`${device.url}/`, 'br, gzip', 'lang=en; scheme=dark');
    expect(dark.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(dark.body).toString()).toBe(indexHtml.replace('<html ', '<html data-scheme="dark" '));
    const light = await rawGet(`${device.url}/`, 'identity', 'scheme=light');
    expect(light.body.toString()).toContain('<html data-scheme="light" lang="zh-CN">');
    expect(light.headers.etag).not.toBe(dark.headers.etag);
    // The OS's scheme, or a cookie that names none: the file as built.
    for (const cookie of ['scheme=auto', 'scheme="><script>', '']) expect((await rawGet(`${device.url}/`, 'identity', cookie)).body.toString()).toBe(indexHtml);
  });

  it('caches hashed assets for a year', async () => {
    const response = await fetch(`${device.url}/assets/index-abc123.js`);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('answers 304 to a revalidation of an unchanged file, and HEAD without a body', async () => {
    const first = await fetch(`${device.url}/`);
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await fetch(`${device.url}/`, { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    const head = await fetch(`${device.url}/`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });

  it('answers 404 outside the console folder', async () => {
    expect((await fetch(`${device.url}/assets/../../etc/passwd`)).status).toBe(404);
    expect((await fetch(`${device.url}/missing.js`)).status).toBe(404);
    // fetch() normalizes dot segments; encoded ones reach the server as they are.
    expect((await rawGet(`${device.url}/assets/%2e%2e/%2e%2e/etc/passwd`, 'identity')).status).toBe(404);
    expect((await fetch(`${device.url}/.hidden`)).status).toBe(404);
  });
});

describe('without a built console', () => {
  it('says how to build it', async () => {
    const bare = await startTestDevice({ consoleDir: path.join(tmpdir(), 'rc-no-such-console') });
    try {
      const response = await fetch(`${bare.url}/`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(await response.text()).toContain('npm run build');
    } finally {
      await bare.cleanup();
    }
  });
});
