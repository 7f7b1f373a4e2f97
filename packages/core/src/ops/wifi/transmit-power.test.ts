import { describe, expect, it } from 'vitest';
import { writeFile } from 'node:fs/promises';
import { factoryConfig, tabDevicePerFile } from '../../../../device/test-support/tab-test-kit';
import { snapshot, uciValue } from './wifi-test-kit';

const kit = tabDevicePerFile();
const factory = factoryConfig(kit, ['wireless']);

describe('transmit power', () => {
  it('reads a radio without txpower as high (the driver maximum)', async () => {
    expect(await kit.call('get_wifi_power')).toEqual({ code: '1', txpower2g: 'high', txpower5g: 'high' });
  });

  it('writes each level as dBm in wireless.<radio>.txpower and survives a restart', async () => {
    expect(await kit.call('set_wifi_power', { txpower2g: 'low', txpower5g: 'medium' })).toEqual({ code: '1' });
    expect(await uciValue(kit.device, 'wireless', 'radio0', 'txpower')).toBe('10');
    expect(await uciValue(kit.device, 'wireless', 'radio1', 'txpower')).toBe('18');
    expect(await uciValue(kit.device, 'wireless', 'radio0', 'cell_density')).toBe('0');
    await kit.restart();
    expect(await kit.call('get_wifi_power')).toEqual({ code: '1', txpower2g: 'low', txpower5g: 'medium' });
    await factory.restore();
  });

  it("writes high as no txpower (the driver's maximum) and an unchanged save as nothing (issue 13.8)", async () => {
    const before = await snapshot(kit.device);
    expect(await kit.call('set_wifi_power', { txpower2g: 'high', txpower5g: 'high' })).toEqual({ code: '1' });
    expect(await snapshot(kit.device)).toEqual(before);
    await kit.call('set_wifi_power', { txpower2g: 'low', txpower5g: 'high' });
    await kit.call('set_wifi_power', { txpower2g: 'high', txpower5g: 'high' });
    expect(await uciValue(kit.device, 'wireless', 'radio0', 'txpower')).toBeUndefined();
    await factory.restore();
  });

  it('reads a hand-set txpower as the nearest level', async () => {
    await writeFile(factory.path('wireless'), factory.text('wireless').replace("option band '2g'", "option band '2g'\n\toption txpower '17'"));
    try {
      expect((await kit.call('get_wifi_power')).txpower2g).toBe('medium');
    } finally {
      await factory.restore();
    }
  });

  it.each([
    ['an unknown level', { txpower2g: 'max', txpower5g: 'high' }, 'txpower2g'],
    ['a missing radio', { txpower2g: 'high' }, 'txpower5g'],
    ['dBm instead of a level', { txpower2g: 'high', txpower5g: 20 }, 'txpower5g'],
  ])('refuses %s with -2 and changes nothing', async (_name, input, field) => {
    const before = await snapshot(kit.device);
    const body = await kit.call('set_wifi_power', input);
    expect(body.code).toBe('-2');
    expect(body.errors.map((e: { field: string }) => e.field)).toEqual([field]);
    expect(await snapshot(kit.device)).toEqual(before);
  });
});
