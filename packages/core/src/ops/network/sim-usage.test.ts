import { afterEach, describe, expect, it } from 'vitest';
import { configFile } from '../../../../device/test-support/config-files';
import { startTabDevice, type TabTestDevice } from '../../../../device/test-support/tab-test-kit';

let kit: TabTestDevice | undefined;
afterEach(async () => {
  await kit?.cleanup();
  kit = undefined;
});

const caps = { sim1ResetDay: 15, sim1CapMb: 2048, sim1CapAction: 'switch', sim2ResetDay: 1, sim2CapMb: 0, sim2CapAction: 'stop' };

describe('get_data_caps / set_data_caps / get_data_usage', () => {
  it('saves each SIM\'s reset day, cap and action in its slot section of config/sims and reads them back', async () => {
    kit = await startTabDevice();
    expect(await kit.ok('get_data_caps')).toEqual({ code: '1', sim1ResetDay: 1, sim1CapMb: 0, sim1CapAction: 'warn', sim2ResetDay: 1, sim2CapMb: 0, sim2CapAction: 'warn' });
    await kit.ok('set_data_caps', caps);
    expect(await configFile(kit.device.dataDir, 'sims')).toBe(
      "package sims\n\nconfig slot 'sim1'\n\toption reset_day '15'\n\toption cap_mb '2048'\n\toption cap_action 'switch'\n\nconfig slot 'sim2'\n\toption reset_day '1'\n\toption cap_mb '0'\n\toption cap_action 'stop'\n\n",
    );
    expect(await kit.ok('get_data_caps')).toEqual({ code: '1', ...caps });
  });

  it('answers -2 on the field for a bad day, cap or action, changing no file', async () => {
    kit = await startTabDevice();
    await kit.ok('set_data_caps', caps);
    const refuse = (input: Record<string, unknown>, field: string, key: string) => kit!.refused('set_data_caps', input, [{ field, key }]);
    await refuse({ ...caps, sim1ResetDay: 29 }, 'sim1ResetDay', 'failover.resetDay');
    await refuse({ ...caps, sim2ResetDay: 0 }, 'sim2ResetDay', 'failover.resetDay');
    await refuse({ ...caps, sim1CapMb: -1 }, 'sim1CapMb', 'failover.capMb');
    await refuse({ ...caps, sim1CapMb: '1; reboot' }, 'sim1CapMb', 'failover.capMb');
    await refuse({ ...caps, sim2CapAction: 'shutdown' }, 'sim2CapAction', 'validation.invalid');
  });

  it('counts the module\'s traffic for the SIM in use, with the cap in percent', async () => {
    kit = await startTabDevice();
    await kit.ok('set_data_caps', { ...caps, sim1CapMb: 1, sim1CapAction: 'warn' });
    const usage = await kit.ok('get_data_usage');
    expect(usage).toMatchObject({ counted: true, dataStopped: false });
    expect(usage.slots).toEqual([
      expect.objectContaining({ slot: 'sim1', capBytes: 1024 * 1024, monthStart: expect.stringMatching(/^\d{4}-\d\d-15$/) }),
      expect.objectContaining({ slot: 'sim2', capBytes: 0, percent: 0 }),
    ]);
  });
});
