import { describe, expect, it } from 'vitest';
import { devicesPerTest } from '../../../../device/test-support/devices-per-test';

const devices = devicesPerTest();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Issue 19.1: idle means no operation by the administrator.
describe('session idle timeout', () => {
  it('ends an untouched session although its keep-alive keeps coming', async () => {
    const device = await devices.start({ sessionIdleSeconds: 0.6 });
    const token = await device.login();
    for (let i = 0; i < 8; i++) {
      await sleep(100);
      await device.call('long_link', { token });
    }
    expect((await device.call('long_link', { token })).body.code).toBe('-1');
  });

  it('does not count polls the console marks as background, and counts what a person does', async () => {
    const device = await devices.start({ sessionIdleSeconds: 0.6 });
    const token = await device.login();
    const background = { 'x-console-background': '1' };
    for (let i = 0; i < 4; i++) {
      await sleep(200);
      expect((await device.call('get_system_status', { token })).body.code).toBe('1');
    }
    for (let i = 0; i < 5; i++) {
      await sleep(150);
      await device.call('get_system_status', { token, headers: background });
    }
    expect((await device.call('get_system_status', { token })).body.code).toBe('-1');
  });
});
