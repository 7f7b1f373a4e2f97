// Throughput under load: N keep-alive connections, each sending the next GET as soon as the
// previous answer is complete, against the daemon and against the bare node:http server in turn.
// Raw sockets rather than node's http client: the client shares this machine's cores with the
// server, and node's client parser would cost more than the server under test.
import { readFile } from 'node:fs/promises';
import net from 'node:net';
import { paths } from './paths';
import { spawnListening } from './daemon';

export interface LoadStats {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** the server's own CPU time (user + system) per answer, in microseconds */
  cpuUsPerRequest: number;
}

export interface LoadResult {
  connections: number;
  seconds: number;
  /** one entry per round: the daemon and the bare server measured back to back */
  rounds: Array<{ daemon: LoadStats; bare: LoadStats; ratio: number }>;
  /** median over the rounds of daemon req/s against bare req/s (bare / daemon) */
  ratio: number;
}

function connection(url: URL, path: string, onAnswer: (ms: number, ok: boolean) => void, running: () => boolean): Promise<void> {
  const request = Buffer.from(`GET ${path} HTTP/1.1\r\nHost: ${url.host}\r\nConnection: keep-alive\r\n\r\n`);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(url.port), url.hostname);
    socket.setNoDelay(true);
    let buffered: Buffer = Buffer.alloc(0);
    let started = 0n;
    const send = () => {
      if (!running()) return socket.end(resolve);
      started = process.hrtime.bigint();
      socket.write(request);
    };
    socket.on('connect', send);
    socket.on('error', reject);
    socket.on('data', (chunk: Buffer) => {
      buffered = buffered.length ? Buffer.concat([buffered, chunk]) : chunk;
      const headEnd = buffered.indexOf('\r\n\r\n');
      if (headEnd === -1) return;
      const head = buffered.subarray(0, headEnd).toString('latin1');
      const length = Number(/\r\ncontent-length: *(\d+)/i.exec(head)?.[1] ?? Number.NaN);
      if (Number.isNaN(length)) return reject(new Error(`no content-length in ${head.slice(0, 200)}`));
      if (buffered.length < headEnd + 4 + length) return;
      const body = buffered.subarray(headEnd + 4, headEnd + 4 + length).toString();
      buffered = buffered.subarray(headEnd + 4 + length);
      onAnswer(Number(process.hrtime.bigint() - started) / 1e6, head.startsWith('HTTP/1.1 200') && body.includes('"code":"1"'));
      send();
    });
  });
}

/** CPU time of a process so far (utime + stime of /proc/<pid>/stat), in microseconds. */
async function cpuUs(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // fields[0] is the state (field 3): utime and stime are fields 14 and 15, in clock ticks of 10 ms.
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

async function load(base: string, pid: number, path: string, connections: number, seconds: number): Promise<LoadStats> {
  const url = new URL(base);
  const cpuBefore = await cpuUs(pid);
  const times: number[] = [];
  let failures = 0;
  const deadline = Date.now() + seconds * 1000;
  const running = () => Date.now() < deadline;
  await Promise.all(Array.from({ length: connections }, () => connection(url, path, (ms, ok) => (ok ? times.push(ms) : (failures += 1)), running)));
  const cpu = (await cpuUs(pid)) - cpuBefore;
  if (failures > 0) throw new Error(`${failures} answers of ${base} were not code 1`);
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? Number.NaN;
  return { requestsPerSecond: times.length / seconds, p50Ms: at(0.5), p99Ms: at(0.99), cpuUsPerRequest: cpu / times.length };
}

/**
 * `op` (a GET with the token) at `connections` connections: the daemon, then the bare server
 * answering the same bytes, `rounds` times, with a short warm-up of each before.
 */
export async function measureOpLoad(daemon: { url: string; pid: number }, token: string, op: string, options: { connections: number; seconds: number; rounds: number }): Promise<LoadResult> {
  const path = `/cgi-bin/webapi?op=${op}&access_token=${encodeURIComponent(token)}`;
  const sample = await (await fetch(daemon.url + path)).text();
  const bare = await spawnListening(process.execPath, [paths.bareServer, sample]);
  const rounds: LoadResult['rounds'] = [];
  try {
    await load(daemon.url, daemon.pid, path, options.connections, 1);
    await load(bare.url, bare.pid, path, options.connections, 1);
    for (let i = 0; i < options.rounds; i += 1) {
      const daemonStats = await load(daemon.url, daemon.pid, path, options.connections, options.seconds);
      const bareStats = await load(bare.url, bare.pid, path, options.connections, options.seconds);
      rounds.push({ daemon: daemonStats, bare: bareStats, ratio: bareStats.requestsPerSecond / daemonStats.requestsPerSecond });
    }
  } finally {
    await bare.stop();
  }
  const ratios = rounds.map((round) => round.ratio).sort((a, b) => a - b);
  return { connections: options.connections, seconds: options.seconds, rounds, ratio: ratios[Math.floor(ratios.length / 2)]! };
}
