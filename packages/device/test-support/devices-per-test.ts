// For tests that start their own devices (first start, power cut, other options): each device a
// test started or restarted is removed after that test.
import { afterEach } from 'vitest';
import { startTestDevice, type TestDevice, type TestDeviceOptions } from './test-device';

export interface DevicesPerTest {
  start(options?: TestDeviceOptions): Promise<TestDevice>;
  /** one the test got otherwise, e.g. from `restart()` */
  add(device: TestDevice): TestDevice;
}

export function devicesPerTest(): DevicesPerTest {
  const started: TestDevice[] = [];
  afterEach(async () => {
    await Promise.all(started.splice(0).map((device) => device.cleanup()));
  });
  const add = (device: TestDevice) => {
    started.push(device);
    return device;
  };
  return { start: async (options) => add(await startTestDevice(options)), add };
}
