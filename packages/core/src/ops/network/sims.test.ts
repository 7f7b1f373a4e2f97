import { afterEach, describe, expect, it } from 'vitest';
import { configFile, configFiles } from '../../../../device/test-support/config-files';
import { startTabDevice, type TabTestDevice } from '../../../../device/test-support/tab-test-kit';
import { FailoverDefaults } from '@rc/contract/ops/network/sim-fields';

let kit: TabTestDevice | undefined;
afterEach(async () => {
  await kit?.cleanup();
  kit = undefined;
});

// Seeds of the simulated router by what its second slot holds (sim-modem.ts).
const seedWith = { absent: 1, pinRequired: 2, ready: 3 };

const rules = { signalSwitch: '1', signalDbm: -105, signalMinutes: 3, pingSwitch: '1', pingHost: '114.114.114.114', pingFailures: 4 };
const policy = { sim1Enabled: '1', sim2Enabled: '1', primary: 'sim2', failover: '1', failback: '0', switchDelay: 120, ...rules };

describe('get_sim_config / set_sim_config', () => {
  it('answers the defaults while config/sims does not exist', async () => {
    kit = await startTabDevice();
    expect(await kit.ok('get_sim_config')).toEqual({ code: '1', sim1Enabled: '1', sim2Enabled: '1', primary: 'sim1', ...FailoverDefaults });
    expect(FailoverDefaults).toMatchObject({ failover: '1', switchDelay: 60, signalDbm: -110, pingHost: '8.8.8.8', pingFailures: 3 });
  });

  it('saves the policy and the slots in config/sims and survives a restart', async () => {
    kit = await startTabDevice();
    await kit.ok('set_sim_config', { ...policy, sim1Enabled: '0' });
    expect(await configFile(kit.device.dataDir, 'sims')).toBe(
      "package sims\n\nconfig policy 'policy'\n\toption primary 'sim2'\n\toption failover '1'\n\toption failback '0'\n\toption switch_delay '120'\n\toption signal_switch '1'\n\toption signal_dbm '-105'\n\toption signal_minutes '3'\n\toption ping_switch '1'\n\toption ping_host '114.114.114.114'\n\toption ping_failures '4'\n\nconfig slot 'sim1'\n\toption enabled '0'\n\nconfig slot 'sim2'\n\toption enabled '1'\n\n",
    );
    kit = await kit.restart();
    expect(await kit.ok('get_sim_config')).toEqual({ code: '1', ...policy, sim1Enabled: '0' });
  });

  it('answers -2 with the field for every bad value, changing no file', async () => {
    kit = await startTabDevice();
    await kit.ok('set_sim_config', policy);
    const refuse = (input: Record<string, unknown>, field: string, key: string) => kit!.refused('set_sim_config', input, [{ field, key }]);
    await refuse({ ...policy, sim2Enabled: '0' }, 'primary', 'validation.simPrimaryDisabled');
    await refuse({ ...policy, switchDelay: 9 }, 'switchDelay', 'validation.simSwitchDelay');
    await refuse({ ...policy, switchDelay: 3601 }, 'switchDelay', 'validation.simSwitchDelay');
    await refuse({ ...policy, switchDelay: '60s' }, 'switchDelay', 'validation.simSwitchDelay');
    await refuse({ ...policy, primary: 'sim3' }, 'primary', 'validation.invalid');
    await refuse({ ...policy, failover: 'yes' }, 'failover', 'validation.invalid');
    await refuse({ ...policy, active: 'sim1' }, 'active', 'validation.unknownField');
    await refuse({ ...policy, signalDbm: -50 }, 'signalDbm', 'failover.signalDbm');
    await refuse({ ...policy, signalMinutes: 0 }, 'signalMinutes', 'failover.signalMinutes');
    await refuse({ ...policy, pingHost: '8.8.8.8; reboot' }, 'pingHost', 'failover.pingHost');
    await refuse({ ...policy, pingHost: '-c1 x' }, 'pingHost', 'failover.pingHost');
    await refuse({ ...policy, pingFailures: 21 }, 'pingFailures', 'failover.pingFailures');
  });
});

describe('get_sim_status', () => {
  it("shows each slot as the modem sees it and puts the primary in use when it is ready", async () => {
    kit = await startTabDevice({ seed: seedWith.pinRequired });
    const status = await kit.ok('get_sim_status');
    expect(status.active).toBe('sim1');
    expect(status.slots).toEqual([
      { slot: 'sim1', state: 'ready', iccid: expect.stringMatching(/^8986\d{16}$/), operator: expect.any(String) },
      { slot: 'sim2', state: 'pin_required', iccid: expect.stringMatching(/^8986\d{16}$/), operator: '' },
    ]);
  });

  it('fails over to the other slot when the primary cannot serve, and only if failover is on', async () => {
    kit = await startTabDevice({ seed: seedWith.ready });
    await kit.ok('set_sim_config', { ...policy, primary: 'sim1', sim1Enabled: '1' });
    expect((await kit.ok('get_sim_status')).active).toBe('sim1');
    await kit.ok('set_sim_config', { ...policy, primary: 'sim2', sim1Enabled: '1' });
    expect((await kit.ok('get_sim_status')).active).toBe('sim2');
    await kit.ok('set_sim_config', { ...policy, primary: 'sim2', sim1Enabled: '0' });
    expect((await kit.ok('get_sim_status')).active).toBe('sim2');
  });

  it('has no SIM in use when the primary slot is empty and failover is off', async () => {
    kit = await startTabDevice({ seed: seedWith.absent });
    await kit.ok('set_sim_config', { ...policy, primary: 'sim2', failover: '0' });
    expect(await kit.ok('get_sim_status')).toMatchObject({ active: 'none', slots: [{ state: 'ready' }, { state: 'absent', iccid: '' }] });
    await kit.ok('set_sim_config', { ...policy, primary: 'sim2', failover: '1' });
    expect((await kit.ok('get_sim_status')).active).toBe('sim1');
  });

  it('changes no file', async () => {
    kit = await startTabDevice();
    const before = await configFiles(kit.device.dataDir);
    await kit.ok('get_sim_status');
    await kit.ok('get_sim_config');
    expect(await configFiles(kit.device.dataDir)).toEqual(before);
  });
});
