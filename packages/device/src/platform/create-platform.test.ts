import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { startTestDevice, type TestDevice } from '../../test-support/test-device';

describe.runIf(existsSync('/proc/stat'))('a daemon on the linux driver', () => {
  let device: TestDevice;
  let token: string;
  beforeAll(async () => {
    device = await startTestDevice({ platform: 'linux', checkOutputs: true });
    token = await device.login();
  });
  afterAll(() => device.cleanup());

  it('answers the home ops from this machine: real uptime and memory, no modem', async () => {
    const status = (await device.call('get_system_status', { token })).body;
    expect(status.code).toBe('1');
    expect(status.memTotal).toBeGreaterThan(0);
    expect((await device.call('get_cellular_info', { token })).body).toMatchObject({ code: '1', present: false });
    for (const op of ['get_web_msg', 'get_interface_status', 'get_traffic_realtime', 'get_wifi_info', 'get_internet_state', 'get_wan_status']) {
      expect((await device.call(op, { token })).body.code, op).toBe('1');
    }
  });
});
