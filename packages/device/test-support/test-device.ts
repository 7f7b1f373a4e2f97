// Starts the real daemon in-process on 127.0.0.1, port 0, with a temporary data folder, and
// speaks the wire to it. For device tests; the e2e harness spawns dist/main.js instead.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findOp } from '../src/http/op-table';
import type { DeviceConfig } from '../src/config';
import { startDevice, type RunningDevice, type StartOptions } from '../src/device';
import type { Logger } from '@rc/core/log';
import { testOnlyWeakScryptCost } from '../src/sessions/password-hash';

export const testInitialPassword = 'Factory-Pass-1';

export type TestDeviceOptions = Partial<DeviceConfig> & Omit<StartOptions, 'log'>;

export interface ApiResponse {
  status: number;
  headers: Headers;
  /** the parsed JSON answer; tests check it field by field */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any op's answer, asserted per test
  body: any;
}

export interface CallOptions {
  token?: string;
  input?: Record<string, unknown>;
  /** defaults to the op's contract method */
  method?: 'GET' | 'POST';
  path?: string;
  headers?: Record<string, string>;
}

export interface TestDevice {
  readonly url: string;
  readonly dataDir: string;
  readonly device: RunningDevice;
  /** every line the daemon logged */
  readonly logs: string[];
  /** the lines it logged as errors (handler bugs and the like) */
  readonly errors: string[];
  call(op: string, options?: CallOptions): Promise<ApiResponse>;
  /** signs in as admin and answers the token; throws unless the answer is code '1' */
  login(password?: string): Promise<string>;
  /** stops the daemon and keeps the data folder */
  stop(): Promise<void>;
  /** starts the daemon again on the same data folder, as after a power cut */
  restart(): Promise<TestDevice>;
  /** stops the daemon and removes the data folder */
  cleanup(): Promise<void>;
}

export async function startTestDevice(options: TestDeviceOptions = {}): Promise<TestDevice> {
  const { checkOutputs, platformDriver, handlers, httpLimits, passwordHashCost, ...overrides } = options;
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(tmpdir(), 'rc-device-')));
  const config: DeviceConfig = {
    host: '127.0.0.1',
    port: 0,
    platform: 'simulated',
    model: 'ZBT',
    seed: 1,
    sessionIdleSeconds: 1800,
    rebootSeconds: 1,
    lockoutSeconds: 30,
    consoleDir: path.join(dataDir, 'no-console'),
    initialPassword: testInitialPassword,
    resetAdminPassword: false,
    upgradePrivateHosts: false,
    historyEntries: 200,
    historyBytes: 2 * 1024 * 1024,
    // Saves apply at once unless a test is about the confirmation window (issue 15).
    applyWindowSeconds: 0,
    testWatchdogSecondMs: 1000,
    testFailoverSecondMs: 1000,
    followLan: false,
    legacyGetLogin: false,
    allowedHosts: [],
    trustTestKey: true,
    ...overrides,
    configDir: overrides.configDir ?? path.join(dataDir, 'config'),
    dataDir,
  };
  const logs: string[] = [];
  const errors: string[] = [];
  const log: Logger = {
    info: (message) => logs.push(message),
    error: (message, error) => {
      const line = `${message} ${error instanceof Error ? (error.stack ?? error.message) : ''}`;
      logs.push(line);
      errors.push(line);
    },
  };
  // A daemon hashes its admin password at first start and checks it at every login: at the
  // router's cost that was ~0.3 s a test daemon on a busy 2-core machine. A test about the cost
  // itself passes routerScryptCost.
  const hashCost = passwordHashCost ?? testOnlyWeakScryptCost;
  const device = await startDevice(config, { checkOutputs: checkOutputs ?? true, platformDriver, handlers, httpLimits, passwordHashCost: hashCost, log });
  const stop = () => device.stop();

  const call = async (op: string, callOptions: CallOptions = {}): Promise<ApiResponse> => {
    const method = callOptions.method ?? findOp(op)?.op.method ?? 'GET';
    const query = new URLSearchParams({ op });
    if (callOptions.token !== undefined) query.set('access_token', callOptions.token);
    if (method === 'GET') for (const [key, value] of Object.entries(callOptions.input ?? {})) query.set(key, String(value));
    const response = await fetch(`${device.url}${callOptions.path ?? '/cgi-bin/webapi'}?${query}`, {
      method,
      headers: { ...(method === 'POST' ? { 'content-type': 'application/json' } : {}), ...callOptions.headers },
      ...(method === 'POST' ? { body: JSON.stringify(callOptions.input ?? {}) } : {}),
    });
    const text = await response.text();
    return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : undefined };
  };

  const testDevice: TestDevice = {
    get url() {
      return device.url;
    },
    dataDir,
    device,
    logs,
    errors,
    call,
    async login(password = config.initialPassword ?? testInitialPassword) {
      const { body } = await call('login', { input: { username: 'admin', password } });
      if (body?.code !== '1') throw new Error(`login answered ${JSON.stringify(body)}`);
      return body.access_token as string;
    },
    stop,
    async restart() {
      await stop();
      return startTestDevice({ ...options, dataDir, port: 0 });
    },
    async cleanup() {
      await stop();
      // A folder the OS still lists an entry of (a file just renamed into place) is tried again.
      await rm(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 50 });
    },
  };
  return testDevice;
}
