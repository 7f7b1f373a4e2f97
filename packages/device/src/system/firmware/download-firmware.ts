// upgrade_remote: fetches an image over http(s) into the same capped, hashed file an upload goes
// to. A server announcing more than the cap is refused before a byte is read. Redirects are
// followed by hand, at most five, and every hop (the first included) must reach a public address
// (issue 12.17), checked where the connection is made so that DNS cannot answer otherwise later.
// Whatever goes wrong on the way answers the same uploadFailed: the device is no port scanner.
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { get as httpGet, type IncomingMessage } from 'node:http';
import { get as httpsGet } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { FirmwareError } from '@rc/contract/firmware-image';
import { isPublicAddress } from './public-address';
import { receiveFirmware, type ReceiveFirmwareResult } from './receive-firmware';

export interface DownloadOptions {
  maxBytes: number;
  timeoutMs: number;
  onProgress: (bytes: number, totalBytes: number) => void;
  /** test and LAN setups only: also fetch from loopback and private addresses */
  allowPrivate?: boolean;
}

const MAX_REDIRECTS = 5;
const failed: ReceiveFirmwareResult = { ok: false, error: FirmwareError.uploadFailed };

export async function downloadFirmware(url: string, destPath: string, options: DownloadOptions): Promise<ReceiveFirmwareResult> {
  const signal = AbortSignal.timeout(options.timeoutMs);
  let target = new URL(url);
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    const response = await request(target, signal, options.allowPrivate === true).catch(() => undefined);
    if (!response) return failed;
    const status = response.statusCode ?? 0;
    const location = response.headers.location;
    if (status >= 300 && status < 400 && location) {
      response.resume();
      const next = new URL(location, target);
      if (next.protocol !== 'http:' && next.protocol !== 'https:') return failed;
      target = next;
      continue;
    }
    if (status !== 200) {
      response.resume();
      return failed;
    }
    const announced = Number(response.headers['content-length'] ?? '');
    const total = Number.isSafeInteger(announced) && announced > 0 ? announced : 0;
    if (total > options.maxBytes) {
      response.destroy();
      return { ok: false, error: FirmwareError.tooLarge };
    }
    return receiveFirmware(response, destPath, options.maxBytes, (bytes) => options.onProgress(bytes, total)).catch(() => failed);
  }
  return failed;
}

function request(url: URL, signal: AbortSignal, allowPrivate: boolean): Promise<IncomingMessage> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  // An address literal connects without a lookup: check it here.
  if (isIP(host) && !allowPrivate && !isPublicAddress(host)) return Promise.reject(new Error('address not public'));
  const get = url.protocol === 'https:' ? httpsGet : httpGet;
  return new Promise((resolve, reject) => {
    const req = get(url, { signal, lookup: allowPrivate ? undefined : publicLookup, headers: { accept: 'application/octet-stream' } }, resolve);
    req.on('error', reject);
  });
}

/** dns.lookup that refuses a name answering any address that is not public. */
const publicLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (err, addresses: LookupAddress[]) => {
    if (err) return callback(err, '', 0);
    if (addresses.length === 0 || !addresses.every((entry) => isPublicAddress(entry.address))) {
      return callback(Object.assign(new Error(`${hostname} is not a public address`), { code: 'ENOTFOUND' }), '', 0);
    }
    if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
    const [first] = addresses;
    return callback(null, first?.address ?? '', first?.family ?? 4);
  });
};
