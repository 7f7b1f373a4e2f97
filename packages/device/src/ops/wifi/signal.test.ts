import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFile, writeFile } from 'node:fs/promises';
import { startTestDevice, type TestDevice } from '../../testing/test-device';
import { configFile, snapshot, uciValue } from './wifi-test-kit';

let device: TestDevice;
let token: string;
let factoryWireless: string;

beforeAll(async () => {
  device = await startTestDevice();
  token = await device.login();
  factoryWireless = await readFile(configFile(device, 'wireless'), 'utf8');
});
afterAll(() => device.cleanup());

describe('transmit power', () => {
  it('reads a radio without txpower as high (the driver maximum)', async () => {
    expect((await device.call('get_wifi_power', { token })).body).toEqual({ code: '1', txpower2g: 'high', txpower5g: 'high' });
  });

  it('writes each level as dBm in wireless.<radio>.txpower and survives a restart', async () => {
    expect((await device.call('set_wifi_power', { token, input: { txpower2g: 'low', txpower5g: 'medium' } })).body).toEqual({ code: '1' });
    expect(await uciValue(device, 'wireless', 'radio0', 'txpower')).toBe('10');
    expect(await uciValue(device, 'wireless', 'radio1', 'txpower')).toBe('18');
    expect(await uciValue(device, 'wireless', 'radio0', 'cell_density')).toBe('0');
    device = await device.restart();
    token = await device.login();
    expect((await device.call('get_wifi_power', { token })).body).toEqual({ code: '1', txpower2g: 'low', txpower5g: 'medium' });
    await writeFile(configFile(device, 'wireless'), factoryWireless);
  });

  it('reads a hand-set txpower as the nearest level', async () => {
    await writeFile(configFile(device, 'wireless'), factoryWireless.replace("option band '2g'", "option band '2g'\n\toption txpower '17'"));
    try {
      expect((await device.call('get_wifi_power', { token })).body.txpower2g).toBe('medium');
    } finally {
      await writeFile(configFile(device, 'wireless'), factoryWireless);
    }
  });

  it.each([
    ['an unknown level', { txpower2g: 'max', txpower5g: 'high' }, 'txpower2g'],
    ['a missing radio', { txpower2g: 'high' }, 'txpower5g'],
    ['dBm instead of a level', { txpower2g: 'high', txpower5g: 20 }, 'txpower5g'],
  ])('refuses %s with -2 and changes nothing', async (_name, input, field) => {
    const before = await snapshot(device);
    const { body } = await device.call('set_wifi_power', { token, input });
    expect(body.code).toBe('-2');
    expect(body.errors.map((e: { field: string }) => e.field)).toEqual([field]);
    expect(await snapshot(device)).toEqual(before);
  });
});
