import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';

export const BENCH_PASSWORD = 'bench-pass-123';
const START_TIMEOUT_MS = 30_000;

export interface Server {
  url: string;
  pid: number;
  stop: () => Promise<void>;
}

/** Runs `command args`, resolves once it prints `listening on http://HOST:PORT`. */
export function spawnListening(command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<Server> {
  // NODE: the daemon's launcher runs the node that runs the bench.
  const child = spawn(command, args, { env: { ...process.env, NODE: process.execPath, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const name = path.basename(command === process.execPath && args[0] ? args[0] : command);
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => fail(new Error(`${name} did not start within ${START_TIMEOUT_MS} ms`)), START_TIMEOUT_MS);
    const fail = (error: Error) => {
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(new Error(`${error.message}${stderr ? `\n${stderr}` : ''}`));
    };
    child.once('error', fail);
    child.once('exit', (code) => fail(new Error(`${name} exited with code ${code} before listening`)));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const match = /listening on (http:\/\/\S+)/.exec(line);
      if (!match?.[1]) return;
      clearTimeout(timer);
      child.removeAllListeners('exit');
      resolve({ url: match[1].replace(/\/$/, ''), pid: child.pid!, stop: () => stopChild(child) });
    });
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** The device daemon, by its launcher, on a free port with a fresh data folder and a known admin password. */
export async function startDaemon(launcher: string, args: string[] = []): Promise<Server> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'rc-bench-'));
  try {
    const server = await spawnListening(launcher, ['--port', '0', '--data', dataDir, ...args], { DEVICE_INITIAL_PASSWORD: BENCH_PASSWORD });
    await skipFirstStart(server.url);
    return { ...server, stop: async () => {
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    } };
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}

/**
 * The pages are measured as every sign-in after the first sees them: the first one on a fresh unit
 * also loads the first-start wizard (issue 32.2), once; "Skip setup" through the API ends it.
 */
async function skipFirstStart(baseUrl: string): Promise<void> {
  const token = await signIn(baseUrl);
  const response = await fetch(`${baseUrl}/cgi-bin/webapi?op=set_first_start&access_token=${token}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  const body = (await response.json()) as { code?: string };
  if (body.code !== '1') throw new Error(`set_first_start answered ${JSON.stringify(body)}`);
  await fetch(`${baseUrl}/cgi-bin/webapi?op=logout&access_token=${token}`);
}

/** Resident memory of a process in MB (of 2^20 bytes), from /proc/<pid>/status VmRSS. */
export async function residentMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = /^VmRSS:\s+(\d+)\s+kB$/m.exec(status)?.[1];
  if (!kb) throw new Error(`no VmRSS in /proc/${pid}/status`);
  return Number(kb) / 1024;
}

export async function signIn(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/cgi-bin/webapi?op=login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: BENCH_PASSWORD }),
  });
  const body = (await response.json()) as { code?: string; access_token?: string };
  if (body.code !== '1' || !body.access_token) throw new Error(`login answered ${JSON.stringify(body)}`);
  return body.access_token;
}
