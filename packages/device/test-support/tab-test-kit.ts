// What a tab's HTTP tests do over and over: sign in, call ops, check that a refused save names
// its field and leaves every config file byte-identical, restart on the same data folder.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import type { FieldError } from '@rc/contract/result-codes';
import { configFile, configFiles } from './config-files';
import { startTestDevice, type ApiResponse, type TestDevice, type TestDeviceOptions } from './test-device';

export interface TabTestDevice {
  device: TestDevice;
  /** the answer body of `op` called with the admin's token */
  call(op: string, input?: Record<string, unknown>): Promise<ApiResponse['body']>;
  /** expects code '1' and answers the body */
  ok(op: string, input?: Record<string, unknown>): Promise<ApiResponse['body']>;
  /** expects `code` (-2 by default) with `errors` among the answer's, and no config byte changed */
  refused(op: string, input: Record<string, unknown>, errors: FieldError[], code?: string): Promise<void>;
  /** power cut and start again on the same data folder, signed in anew */
  restart(): Promise<TabTestDevice>;
  cleanup(): Promise<void>;
}

export interface HookedTabDevice extends TabTestDevice {
  /** restarts on the same data folder; this same kit then speaks to the new daemon */
  restart(): Promise<HookedTabDevice>;
  /** removes this device and starts a fresh one, e.g. with another seed or platform */
  replace(options?: TestDeviceOptions): Promise<void>;
}

export async function startTabDevice(options: TestDeviceOptions = {}): Promise<TabTestDevice> {
  return signIn(await startTestDevice(options));
}

/** A fresh signed-in device for each test of the suite, removed after it. */
export function tabDevicePerTest(options: TestDeviceOptions = {}): HookedTabDevice {
  return hookedTabDevice(beforeEach, afterEach, options);
}

/** One signed-in device for all the tests of the suite; they put back what they change. */
export function tabDevicePerFile(options: TestDeviceOptions = {}): HookedTabDevice {
  return hookedTabDevice(beforeAll, afterAll, options);
}

function hookedTabDevice(before: typeof beforeAll, after: typeof afterAll, options: TestDeviceOptions): HookedTabDevice {
  let current: TabTestDevice | undefined;
  const active = () => {
    if (!current) throw new Error('the test device runs only inside the tests of its suite');
    return current;
  };
  before(async () => {
    current = await startTabDevice(options);
  });
  after(async () => {
    // A test that faked the clock must not leave the daemon's timers faked while it stops.
    vi.useRealTimers();
    await current?.cleanup();
    current = undefined;
  });
  const kit: HookedTabDevice = {
    get device() {
      return active().device;
    },
    call: (op, input) => active().call(op, input),
    ok: (op, input) => active().ok(op, input),
    refused: (op, input, errors, code) => active().refused(op, input, errors, code),
    async restart() {
      current = await active().restart();
      return kit;
    },
    async replace(replacement = options) {
      await active().cleanup();
      current = await startTabDevice(replacement);
    },
    cleanup: () => active().cleanup(),
  };
  return kit;
}

async function signIn(device: TestDevice): Promise<TabTestDevice> {
  const token = await device.login();
  const call = async (op: string, input: Record<string, unknown> = {}) => (await device.call(op, { token, input })).body;
  const kit: TabTestDevice = {
    device,
    call,
    async ok(op, input) {
      const body = await call(op, input);
      expect(body, `${op} ${JSON.stringify(input)}`).toMatchObject({ code: '1' });
      return body;
    },
    async refused(op, input, errors, code = '-2') {
      const before = await configFiles(device.dataDir);
      const body = await call(op, input);
      expect(body.code, `${op} ${JSON.stringify(input)}`).toBe(code);
      expect(body.errors).toEqual(expect.arrayContaining(errors));
      expect(await configFiles(device.dataDir)).toEqual(before);
    },
    async restart() {
      return signIn(await device.restart());
    },
    cleanup: () => device.cleanup(),
  };
  return kit;
}

export interface FactoryConfig {
  /** the file's path in the data folder, for a test that writes its own */
  path(pkg: string): string;
  /** the file's text as the device first wrote it */
  text(pkg: string): string;
  /** writes every kept file back as the device first wrote it */
  restore(): Promise<void>;
}

/** Keeps config files of a per-file device as they were before its tests, for tests that write their own. */
export function factoryConfig(kit: TabTestDevice, pkgs: readonly string[]): FactoryConfig {
  const kept = new Map<string, string>();
  beforeAll(async () => {
    for (const pkg of pkgs) kept.set(pkg, await configFile(kit.device.dataDir, pkg));
  });
  const factory: FactoryConfig = {
    path: (pkg) => path.join(kit.device.dataDir, 'config', pkg),
    text(pkg) {
      const text = kept.get(pkg);
      if (text === undefined) throw new Error(`config/${pkg} is not kept`);
      return text;
    },
    restore: async () => {
      await Promise.all(pkgs.map((pkg) => writeFile(factory.path(pkg), factory.text(pkg))));
    },
  };
  return factory;
}
