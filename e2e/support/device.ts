// Starts a real device daemon (the built bundle, by its launcher) on a free loopback port with a fresh data folder.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { makeFakeRoot, type FakeRoot } from '../../packages/device/test-support/openwrt-fake-root/fake-root';

const repoRoot = resolve(import.meta.dirname, '../..');
export const daemonLauncher = join(repoRoot, 'packages/device/bin/routerd');
export const initialPassword = 'e2e-initial-pass';

export interface Device {
  url: string;
  dataDir: string;
  output: () => string;
  /** the fake root of a device on the openwrt platform: the commands its stubs ran */
  openwrt?: FakeRoot;
  stop: () => Promise<void>;
}

export interface DeviceOptions {
  env?: Record<string, string>;
  dataDir?: string;
  /**
   * 'openwrt': `--platform openwrt` against a fake root (stub programs first on PATH, answering
   * real outputs; /etc/config under it). The environment's E2E_PLATFORM picks it for a whole file.
   */
  platform?: 'simulated' | 'openwrt';
}

export async function startDevice(options: DeviceOptions = {}): Promise<Device> {
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'rc-e2e-')));
  const openwrt = (options.platform ?? process.env.E2E_PLATFORM) === 'openwrt' ? await fakeRouter() : undefined;
  const child = spawn(daemonLauncher, ['--host', '127.0.0.1', '--port', '0', '--data', dataDir], {
    env: {
      ...process.env,
      NODE: process.execPath,
      DEVICE_PLATFORM: 'simulated',
      ...(openwrt && {
        DEVICE_PLATFORM: 'openwrt',
        DEVICE_CONFIG_DIR: openwrt.configDir,
        DEVICE_SYSTEM_ROOT: openwrt.root,
        PATH: `${openwrt.bin}:${process.env.PATH ?? ''}`,
      }),
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
  return {
    url,
    dataDir,
    output: () => log,
    openwrt,
    stop: async () => {
      await stopChild(child);
      if (!options.dataDir) await rm(dataDir, { recursive: true, force: true });
      await openwrt?.remove();
    },
  };
}

/** A fake OpenWrt root whose LAN has the devices the browser tests look for (dnsmasq leases, neighbours). */
async function fakeRouter(): Promise<FakeRoot> {
  const root = await makeFakeRoot();
  const expiry = Math.floor(Date.now() / 1000) + 3600;
  const lan = [
    ['192.168.1.10', '3c:07:54:11:22:33', 'synology-nas'],
    ['192.168.1.23', 'de:ad:be:ef:00:23', '<b>guest</b>'],
  ];
  await writeFile(join(root.root, 'tmp/dhcp.leases'), lan.map(([ip, mac, name]) => `${expiry} ${mac} ${ip} ${name} *\n`).join(''));
  await root.answer('ip-neigh.txt', lan.map(([ip, mac]) => `${ip} dev br-lan lladdr ${mac} REACHABLE\n`).join(''));
  return root;
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
