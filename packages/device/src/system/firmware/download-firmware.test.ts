import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { downloadFirmware, type DownloadOptions } from './download-firmware';
import { isPublicAddress } from './public-address';

let dir: string;
const servers: Server[] = [];
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'rc-download-'));
});
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
  await rm(dir, { recursive: true, force: true });
});

/** A server answering `/fw.bin` with bytes and `/hop<n>` with a redirect to the next hop. */
async function serve(hops = 0): Promise<string> {
  const server = createServer((req, res) => {
    const hop = /^\/hop(\d+)$/.exec(req.url ?? '');
    if (hop) {
      const next = Number(hop[1]) + 1;
      res.writeHead(302, { location: next > hops ? '/fw.bin' : `/hop${next}` }).end();
    } else if (req.url === '/fw.bin') res.end('RCFW-not-really');
    else if (req.url === '/ftp') res.writeHead(301, { location: 'ftp://127.0.0.1/fw.bin' }).end();
    else res.writeHead(404).end();
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const options = (allowPrivate: boolean): DownloadOptions => ({ maxBytes: 1024, timeoutMs: 5000, onProgress: () => undefined, allowPrivate });
const download = (url: string, allowPrivate = false) => downloadFirmware(url, path.join(dir, 'fw.bin'), options(allowPrivate));
const uploadFailed = { ok: false, error: 'firmware.uploadFailed' };

describe('downloadFirmware (issue 12.17)', () => {
  it('follows up to five redirects where private addresses are allowed', async () => {
    const base = await serve(4);
    expect(await download(`${base}/hop1`, true)).toMatchObject({ ok: true });
  });

  it('gives up after five redirects, and on a redirect to another scheme', async () => {
    const base = await serve(7);
    expect(await download(`${base}/hop1`, true)).toEqual(uploadFailed);
    expect(await download(`${base}/ftp`, true)).toEqual(uploadFailed);
  });

  it('refuses loopback by address and by name, answering an open port as it answers a closed one', async () => {
    const open = await serve();
    const closed = await serve();
    const closedPort = new URL(closed).port;
    await new Promise((resolve) => servers.pop()?.close(resolve));
    expect(await download(`${open}/fw.bin`)).toEqual(uploadFailed);
    expect(await download(`${open.replace('127.0.0.1', 'localhost')}/fw.bin`)).toEqual(uploadFailed);
    expect(await download(`http://127.0.0.1:${closedPort}/fw.bin`)).toEqual(uploadFailed);
    expect(await download(`${open}/missing`, true)).toEqual(uploadFailed);
  });
});

describe('isPublicAddress', () => {
  it('knows loopback, private, link-local, shared, documentation and multicast ranges, v4 and v6', () => {
    for (const address of ['127.0.0.1', '10.1.2.3', '172.16.0.1', '172.31.255.254', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '224.0.0.1', '255.255.255.255', '::1', '::', 'fe80::1', 'fd00::1', '::ffff:10.0.0.1', '::ffff:127.0.0.1']) {
      expect(isPublicAddress(address), address).toBe(false);
    }
    for (const address of ['8.8.8.8', '1.1.1.1', '172.32.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8']) expect(isPublicAddress(address), address).toBe(true);
    expect(isPublicAddress('example.com')).toBe(false);
  });
});
