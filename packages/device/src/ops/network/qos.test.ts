import { describe, expect, it } from 'vitest';
import { configFile } from '../../testing/config-files';
import { tabDevicePerTest } from '../../testing/tab-test-kit';

const kit = tabDevicePerTest();

const kids = { target: '192.168.1.0/24', upload: 512, download: 4096, description: 'Kids room' };
const tv = { target: '192.168.1.50', upload: 256, download: 20000, description: '' };

describe('get_qos / set_qos', () => {
  it('is off with no rules on a factory unit', async () => {
    expect(await kit.ok('get_qos')).toEqual({ code: '1', enabled: '0', rules: [] });
    expect(await kit.ok('get_qos_status')).toEqual({ code: '1', flowOffloading: false });
  });

  it('writes qos.global and one rule section per object, and reads them back after a restart', async () => {
    await kit.ok('set_qos', { enabled: '1', rules: [kids, tv] });
    expect(await configFile(kit.device.dataDir, 'qos')).toBe(
      [
        'package qos',
        '',
        "config qos 'global'",
        "\toption enabled '1'",
        '',
        'config rule',
        "\toption target '192.168.1.0/24'",
        "\toption upload '512'",
        "\toption download '4096'",
        "\toption description 'Kids room'",
        '',
        'config rule',
        "\toption target '192.168.1.50'",
        "\toption upload '256'",
        "\toption download '20000'",
        '',
        '',
      ].join('\n'),
    );
    await kit.restart();
    expect(await kit.ok('get_qos')).toEqual({ code: '1', enabled: '1', rules: [kids, tv] });
    await kit.ok('set_qos', { enabled: '0', rules: [tv] });
    expect(await kit.ok('get_qos')).toEqual({ code: '1', enabled: '0', rules: [tv] });
  });

  it('answers -2 naming the rule and field of each bad value, changing nothing', async () => {
    const bad = (patch: Record<string, unknown>) => ({ enabled: '1', rules: [tv, { ...kids, ...patch }] });
    await kit.refused('set_qos', bad({ target: '192.168.1.0/33' }), [{ field: 'rules.1.target', key: 'validation.ipv4OrCidr' }]);
    await kit.refused('set_qos', bad({ target: 'kids-pc' }), [{ field: 'rules.1.target', key: 'validation.ipv4OrCidr' }]);
    await kit.refused('set_qos', bad({ upload: 0 }), [{ field: 'rules.1.upload', key: 'validation.qosRate' }]);
    await kit.refused('set_qos', bad({ download: 1_000_001 }), [{ field: 'rules.1.download', key: 'validation.qosRate' }]);
    await kit.refused('set_qos', bad({ description: "a'\nconfig qos 'global'" }), [{ field: 'rules.1.description', key: 'validation.text' }]);
    await kit.refused('set_qos', bad({ description: 'x'.repeat(65) }), [{ field: 'rules.1.description', key: 'validation.text' }]);
    await kit.refused('set_qos', bad({ target: tv.target }), [{ field: 'rules.1.target', key: 'validation.duplicate' }]);
    await kit.refused('set_qos', { enabled: 'on', rules: [] }, [{ field: 'enabled', key: 'validation.invalid' }]);
    const many = Array.from({ length: 33 }, (_, i) => ({ ...tv, target: `192.168.1.${i + 1}` }));
    await kit.refused('set_qos', { enabled: '0', rules: many }, [{ field: 'rules', key: 'validation.qosRules' }]);
    await kit.ok('set_qos', { enabled: '0', rules: many.slice(0, 32) });
  });

  it('refuses to enable QoS while NAT acceleration is on, naming the reason, and allows saving it off', async () => {
    await kit.ok('set_nat_accel', { flowOffloading: '1' });
    expect(await kit.ok('get_qos_status')).toEqual({ code: '1', flowOffloading: true });
    await kit.refused('set_qos', { enabled: '1', rules: [kids] }, [{ field: 'enabled', key: 'validation.qosNeedsNatOff' }]);
    await kit.ok('set_qos', { enabled: '0', rules: [kids] });
    expect(await kit.ok('get_qos')).toEqual({ code: '1', enabled: '0', rules: [kids] });
  });
});
