// Spec 3 and 7: GET ../menu_conf.json (the console adds a time parameter to defeat caches).
import { readFile } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import { isDeepStrictEqual } from 'node:util';
import { send } from './responses';
import { noStoreHeaders } from './security-headers';
import { withPlatformFeatures, type PlatformFeatures } from '../menu-conf-file';

export async function serveMenuConf(response: ServerResponse, file: string, platformFeatures: PlatformFeatures = {}): Promise<void> {
  const text = await readFile(file, 'utf8').then((read) => withFeatures(read, platformFeatures)).catch(() => undefined);
  if (text === undefined) {
    return send(response, 404, { 'content-type': 'application/json', ...noStoreHeaders }, JSON.stringify({ code: '-12', msg: 'menu_conf.json missing' }));
  }
  send(response, 200, { 'content-type': 'application/json; charset=utf-8', ...noStoreHeaders }, text);
}

/** The file as the platform has its features: as it is when they agree, or when it does not parse. */
function withFeatures(text: string, platformFeatures: PlatformFeatures): string {
  if (Object.keys(platformFeatures).length === 0) return text;
  try {
    const conf = JSON.parse(text);
    const served = withPlatformFeatures(conf, platformFeatures);
    return isDeepStrictEqual(served, conf) ? text : JSON.stringify(served);
  } catch {
    return text;
  }
}
