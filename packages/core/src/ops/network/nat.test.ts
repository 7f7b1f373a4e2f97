import { describe, expect, it } from 'vitest';
import { configFile } from '../../../../device/test-support/config-files';
import { tabDevicePerTest } from '../../../../device/test-support/tab-test-kit';

const kit = tabDevicePerTest();

const defaultsSection = (firewall: string) => firewall.slice(firewall.indexOf('config defaults'), firewall.indexOf('config zone'));

describe('get_nat_accel / set_nat_accel', () => {
  it('is off on a factory unit', async () => {
    expect(await kit.ok('get_nat_accel')).toEqual({ code: '1', flowOffloading: '0', flowOffloadingHw: '0' });
  });

  it('writes flow_offloading and flow_offloading_hw in firewall defaults and reads them back after a restart', async () => {
    await kit.ok('set_nat_accel', { flowOffloading: '1', flowOffloadingHw: '1' });
    const firewall = await configFile(kit.device.dataDir, 'firewall');
    expect(defaultsSection(firewall)).toBe(
      "config defaults\n\toption syn_flood '1'\n\toption input 'REJECT'\n\toption output 'ACCEPT'\n\toption forward 'REJECT'\n\toption flow_offloading '1'\n\toption flow_offloading_hw '1'\n\n",
    );
    await kit.restart();
    expect(await kit.ok('get_nat_accel')).toEqual({ code: '1', flowOffloading: '1', flowOffloadingHw: '1' });

    // Without the hardware field (the form hides it), the stored choice stays.
    await kit.ok('set_nat_accel', { flowOffloading: '1' });
    expect(await kit.ok('get_nat_accel')).toMatchObject({ flowOffloadingHw: '1' });
    await kit.ok('set_nat_accel', { flowOffloading: '1', flowOffloadingHw: '0' });
    expect(defaultsSection(await configFile(kit.device.dataDir, 'firewall'))).not.toContain('flow_offloading_hw');
  });

  it('turns hardware offloading off with the software one, removing both options', async () => {
    await kit.ok('set_nat_accel', { flowOffloading: '1', flowOffloadingHw: '1' });
    await kit.ok('set_nat_accel', { flowOffloading: '0', flowOffloadingHw: '1' });
    expect(await kit.ok('get_nat_accel')).toEqual({ code: '1', flowOffloading: '0', flowOffloadingHw: '0' });
    expect(await configFile(kit.device.dataDir, 'firewall')).not.toContain('flow_offloading');
  });

  it('answers -2 for bad values and while QoS is enabled, changing nothing', async () => {
    await kit.refused('set_nat_accel', { flowOffloading: 'true' }, [{ field: 'flowOffloading', key: 'validation.invalid' }]);
    await kit.refused('set_nat_accel', { flowOffloading: '1', flowOffloadingHw: 1 }, [{ field: 'flowOffloadingHw', key: 'validation.invalid' }]);
    await kit.refused('set_nat_accel', { flowOffloading: '1', fullcone: '1' }, [{ field: 'fullcone', key: 'validation.unknownField' }]);
    await kit.ok('set_qos', { enabled: '1', rules: [] });
    await kit.refused('set_nat_accel', { flowOffloading: '1' }, [{ field: 'flowOffloading', key: 'validation.natNeedsQosOff' }]);
    await kit.ok('set_nat_accel', { flowOffloading: '0' });
  });
});
