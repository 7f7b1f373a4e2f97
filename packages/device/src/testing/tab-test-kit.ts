// What a tab's HTTP tests do over and over: sign in, call ops, check that a refused save names
// its field and leaves every config file byte-identical, restart on the same data folder.
import { expect } from 'vitest';
import { configFiles } from './config-files';
import { startTestDevice, type ApiResponse, type TestDevice, type TestDeviceOptions } from './test-device';

export interface TabTestDevice {
  device: TestDevice;
  /** the answer body of `op` called with the admin's token */
  call(op: string, input?: Record<string, unknown>): Promise<ApiResponse['body']>;
  /** expects code '1' and answers the body */
  ok(op: string, input?: Record<string, unknown>): Promise<ApiResponse['body']>;
  /** expects `code` (-2 by default) with `errors` among the answer's, and no config byte changed */
  refused(op: string, input: Record<string, unknown>, errors: Array<{ field: string; key: string }>, code?: string): Promise<void>;
  /** power cut and start again on the same data folder, signed in anew */
  restart(): Promise<TabTestDevice>;
  cleanup(): Promise<void>;
}

export async function startTabDevice(options: TestDeviceOptions = {}): Promise<TabTestDevice> {
  return signIn(await startTestDevice(options));
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
