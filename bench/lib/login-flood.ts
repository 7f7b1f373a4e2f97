// Issue 12.7's flood: hundreds of parallel logins (the right password, so every one hashes unless
// refused), while a browser asks for the console's index.html every 50 ms. Reports how long the
// file took while the flood ran, against the same requests with no flood.
import { request } from 'node:http';
import { BENCH_PASSWORD } from './daemon';

export interface LoginFloodResult {
  logins: number;
  codes: Record<string, number>;
  floodMs: number;
  staticMs: { quietMedian: number; median: number; max: number; samples: number };
}

const PROBE_EVERY_MS = 50;

function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  return work().then((value) => [value, performance.now() - start]);
}

function post(baseUrl: string, from: string): Promise<string> {
  const body = JSON.stringify({ username: 'admin', password: BENCH_PASSWORD });
  return new Promise((resolve) => {
    const req = request(`${baseUrl}/cgi-bin/webapi?op=login`, { method: 'POST', localAddress: from, agent: false, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } }, (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve((JSON.parse(text) as { code: string }).code));
    });
    req.on('error', () => resolve('connection error'));
    req.end(body);
  });
}

function getIndex(baseUrl: string): Promise<number> {
  return new Promise((resolve) => {
    const req = request(`${baseUrl}/`, { agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', () => resolve(0));
    req.end();
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

export async function measureLoginFlood(baseUrl: string, logins: number): Promise<LoginFloodResult> {
  const quiet: number[] = [];
  for (let i = 0; i < 20; i++) quiet.push((await timed(() => getIndex(baseUrl)))[1]);
  const during: number[] = [];
  let running = true;
  const probe = (async () => {
    while (running) {
      during.push((await timed(() => getIndex(baseUrl)))[1]);
      await new Promise((resolve) => setTimeout(resolve, PROBE_EVERY_MS));
    }
  })();
  const [codes, floodMs] = await timed(() => Promise.all(Array.from({ length: logins }, (_, i) => post(baseUrl, `127.0.9.${2 + (i % 10)}`))));
  running = false;
  await probe;
  const counted: Record<string, number> = {};
  for (const code of codes) counted[code] = (counted[code] ?? 0) + 1;
  return { logins, codes: counted, floodMs, staticMs: { quietMedian: median(quiet), median: median(during), max: Math.max(...during), samples: during.length } };
}
