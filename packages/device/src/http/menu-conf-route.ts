// Spec 3 and 7: GET ../menu_conf.json (the console adds a time parameter to defeat caches).
import { readFile } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import { send } from './responses';
import { noStoreHeaders } from './security-headers';

export async function serveMenuConf(response: ServerResponse, file: string): Promise<void> {
  const text = await readFile(file, 'utf8').catch(() => undefined);
  if (text === undefined) {
    return send(response, 404, { 'content-type': 'application/json', ...noStoreHeaders }, JSON.stringify({ code: '-12', msg: 'menu_conf.json missing' }));
  }
  send(response, 200, { 'content-type': 'application/json; charset=utf-8', ...noStoreHeaders }, text);
}
