// Starts a real device daemon (the built bundle, by its launcher) on a free loopback port with a fresh data folder.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const repoRoot = resolve(import.meta.dirname, '../..');
export const daemonLauncher = join(repoRoot, 'packages/device/bin/routerd');
export const initialPassword = 'e2e-initial-pass';

export interface Device {
  url: string;
  dataDir: string;
  output: () => string;
  stop: () => Promise<void>;
  /** Sends the daemon a signal: SIGSTOP freezes it (connections open, nothing answered), SIGCONT resumes it. */
  signal: (signal: NodeJS.Signals) => void;
}

export interface DeviceOptions {
  env?: Record<string, string>;
  dataDir?: string;
  /**
   * The unit as an owner leaves it who skipped the first-start wizard (issue 32.2), for tests of
   * the pages behind it; without it the first sign-in opens the wizard, as on a unit from the factory.
   */
  pastFirstStart?: boolean;
}

export async function startDevice(options: DeviceOptions = {}): Promise<Device> {
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'rc-e2e-')));
  const child = spawn(daemonLauncher, ['--host', '127.0.0.1', '--port', '0', '--data', dataDir], {
    env: {
      ...process.env,
      NODE: process.execPath,
      DEVICE_PLATFORM: 'simulated',
      DEVICE_SEED: '42',
      DEVICE_INITIAL_PASSWORD: initialPassword,
      DEVICE_REBOOT_SECONDS: '3',
      // Saves apply at once unless a test is about the confirmation window (issue 15).
      DEVICE_APPLY_WINDOW_SECONDS: '0',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (chunk) => (log += chunk));
  child.stderr?.on('data', (chunk) => (log += chunk));
  const url = await waitForListening(child, () => log);
  if (options.pastFirstStart) await skipFirstStart(url);
  return {
    url,
    dataDir,
    output: () => log,
    signal: (signal) => void child.kill(signal),
    stop: async () => {
      await stopChild(child);
      if (!options.dataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** "Skip setup" through the API, as the wizard's button sends it: an empty set_first_start. */
async function skipFirstStart(url: string): Promise<void> {
  const post = async (query: string, body: unknown) =>
    (await (await fetch(`${url}/cgi-bin/webapi?${query}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).json()) as Record<string, unknown>;
  const { access_token: token } = await post('op=login', { username: 'admin', password: initialPassword });
  const answer = await post(`op=set_first_start&access_token=${String(token)}`, {});
  if (answer.code !== '1') throw new Error(`set_first_start answered ${JSON.stringify(answer)}`);
  await fetch(`${url}/cgi-bin/webapi?op=logout&access_token=${String(token)}`);
}

function waitForListening(child: ChildProcess, log: () => string): Promise<string> {
  return new Promise((resolvePromise, reject) => {
    const timer = setTimeout(() => reject(new Error(`daemon did not start:\n${log()}`)), 20_000);
    const check = () => {
      const match = /listening on (http:\/\/[\d.]+:\d+)/.exec(log());
      if (match?.[1]) {
        clearTimeout(timer);
        child.stdout?.off('data', check);
        resolvePromise(match[1]);
      }
    };
    child.stdout?.on('data', check);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`daemon exited with ${code}:\n${log()}`));
    });
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((done) => {
    child.once('exit', () => done());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 3_000).unref();
  });
}

/** The brand of the device's menu_conf.json (spec 1), which the daemon reads on each page load. */
export async function setBrand(device: Device, corporation: 'SL' | 'ZBT'): Promise<void> {
  const file = join(device.dataDir, 'menu_conf.json');
  const conf = JSON.parse(await readFile(file, 'utf8'));
  conf.config.corporation = corporation;
  await writeFile(file, JSON.stringify(conf));
}
