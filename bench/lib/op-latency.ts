import http from 'node:http';
import { paths } from './paths';
import { spawnListening } from './daemon';

export interface LatencyStats {
  medianMs: number;
  p95Ms: number;
  meanMs: number;
}

export interface LatencyResult {
  requests: number;
  daemon: LatencyStats;
  bare: LatencyStats;
  /** daemon median / bare median */
  ratio: number;
}

const WARM_UP = 200;

interface Answer {
  status: number;
  body: string;
}

function get(agent: http.Agent, url: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

async function timedGet(agent: http.Agent, url: string): Promise<number> {
  const start = process.hrtime.bigint();
  const answer = await get(agent, url);
  const elapsed = Number(process.hrtime.bigint() - start) / 1e6;
  // A failed call (expired token, error page) would time the wrong thing.
  if (answer.status !== 200 || !answer.body.includes('"code":"1"')) throw new Error(`${url} answered ${answer.status} ${answer.body.slice(0, 200)}`);
  return elapsed;
}

export function stats(samples: number[]): LatencyStats {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
  return { medianMs: at(0.5), p95Ms: at(0.95), meanMs: sorted.reduce((sum, value) => sum + value, 0) / sorted.length };
}

/**
 * `long_link` on the daemon against a bare node:http server (its own process) answering the
 * same bytes. One keep-alive connection each, requests alternate so that drift hits both.
 */
export async function measureOpLatency(daemonUrl: string, token: string, requests: number): Promise<LatencyResult> {
  const query = `/cgi-bin/webapi?op=long_link&access_token=${encodeURIComponent(token)}`;
  const agents = { daemon: new http.Agent({ keepAlive: true, maxSockets: 1 }), bare: new http.Agent({ keepAlive: true, maxSockets: 1 }) };
  const sample = await get(agents.daemon, daemonUrl + query);
  const bare = await spawnListening(process.execPath, [paths.bareServer, sample.body]);
  const urls = { daemon: daemonUrl + query, bare: bare.url + query };
  const times: Record<'daemon' | 'bare', number[]> = { daemon: [], bare: [] };
  try {
    for (let i = 0; i < WARM_UP + requests; i += 1) {
      const order = i % 2 === 0 ? (['daemon', 'bare'] as const) : (['bare', 'daemon'] as const);
      for (const target of order) {
        const ms = await timedGet(agents[target], urls[target]);
        if (i >= WARM_UP) times[target].push(ms);
      }
    }
  } finally {
    agents.daemon.destroy();
    agents.bare.destroy();
    await bare.stop();
  }
  const result = { daemon: stats(times.daemon), bare: stats(times.bare) };
  return { requests, ...result, ratio: result.daemon.medianMs / result.bare.medianMs };
}
