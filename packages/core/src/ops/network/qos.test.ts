import { access, writeFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { configFile } from '../../../../device/test-support/config-files';
import { tabDevicePerTest } from '../../../../device/test-support/tab-test-kit';

const kit = tabDevicePerTest();

const kids = { target: '192.168.1.20', upload: 512, download: 4096, description: 'Kids room' };
const tv = { target: '192.168.1.50', upload: 256, download: 20000, description: '' };

const writeNftQos = (text: string) => writeFile(`${kit.device.dataDir}/config/nft-qos`, text);
const exists = (pkg: string) =>
  access(`${kit.device.dataDir}/config/${pkg}`).then(
    () => true,
    () => false,
  );

// What LuCI's luci-app-nft-qos leaves after an administrator used it: the shipped default
// section (nft-qos.config) and limits in kbytes, one without its own unit and rate, one on
// an IPv6 host and a network named by one of its hosts, which the console's rules cannot be.
const luciFile = [
  'package nft-qos',
  '',
  "config default 'default'",
  "\toption limit_enable '1'",
  "\toption limit_type 'static'",
  "\toption static_unit_dl 'kbytes'",
  "\toption static_unit_ul 'kbytes'",
  "\toption static_rate_dl '50'",
  "\toption static_rate_ul '100'",
  "\toption dynamic_cidr '192.168.1.0/24'",
  "\tlist limit_whitelist '192.168.1.225'",
  '',
  'config download',
  "\toption hostname 'My PC'",
  "\toption ipaddr '192.168.1.224'",
  "\toption macaddr '00:11:22:33:44:55'",
  "\toption rate '128'",
  "\toption unit 'kbytes'",
  '',
  'config upload',
  "\toption hostname 'My PC'",
  "\toption ipaddr '192.168.1.224'",
  '',
  'config upload',
  "\toption hostname 'office-pc'",
  "\toption ipaddr 'ABCD:FFED::1/64'",
  "\toption rate '1'",
  "\toption unit 'mbytes'",
  '',
  'config download',
  "\toption ipaddr '192.168.2.5/24'",
  "\toption rate '1'",
  "\toption unit 'mbytes'",
  '',
  '',
].join('\n');

describe('get_qos / set_qos', () => {
  it('is off with no rules on a factory unit', async () => {
    expect(await kit.ok('get_qos')).toEqual({ code: '1', enabled: '0', rules: [] });
    expect(await kit.ok('get_qos_status')).toEqual({ code: '1', flowOffloading: false });
  });

  it("writes nft-qos's default section and a download and an upload limit per host, in bytes/s, and reads them back after a restart", async () => {
    await kit.ok('set_qos', { enabled: '1', rules: [kids, tv] });
    expect(await configFile(kit.device.dataDir, 'nft-qos')).toBe(
      [
        'package nft-qos',
        '',
        "config default 'default'",
        "\toption limit_enable '1'",
        "\toption limit_type 'static'",
        '',
        'config download',
        "\toption hostname 'Kids room'",
        "\toption ipaddr '192.168.1.20'",
        "\toption rate '512000'",
        "\toption unit 'bytes'",
        '',
        'config download',
        "\toption ipaddr '192.168.1.50'",
        "\toption rate '2500000'",
        "\toption unit 'bytes'",
        '',
        'config upload',
        "\toption hostname 'Kids room'",
        "\toption ipaddr '192.168.1.20'",
        "\toption rate '64000'",
        "\toption unit 'bytes'",
        '',
        'config upload',
        "\toption ipaddr '192.168.1.50'",
        "\toption rate '32000'",
        "\toption unit 'bytes'",
        '',
        '',
      ].join('\n'),
    );
    // No package of the old name: qos-scripts owns /etc/config/qos on OpenWrt.
    expect(await exists('qos')).toBe(false);
    await kit.restart();
    expect(await kit.ok('get_qos')).toEqual({ code: '1', enabled: '1', rules: [kids, tv] });
    await kit.ok('set_qos', { enabled: '0', rules: [tv] });
    expect(await kit.ok('get_qos')).toEqual({ code: '1', enabled: '0', rules: [tv] });
    expect(await configFile(kit.device.dataDir, 'nft-qos')).toContain("\toption limit_enable '0'\n\toption limit_type 'static'\n");
  });

  it("reads limits LuCI wrote (kbytes, the default's unit and rate) and keeps what it cannot show", async () => {
    await writeNftQos(luciFile);
    const mine = { target: '192.168.1.224', upload: 819, download: 1049, description: 'My PC' };
    // 128 kbytes/s = 1048.576 Kb/s; the upload falls back to static_rate_ul 100 kbytes/s.
    expect(await kit.ok('get_qos')).toEqual({ code: '1', enabled: '1', rules: [mine] });

    await kit.ok('set_qos', { enabled: '1', rules: [{ ...mine, download: 2048 }, tv] });
    const saved = await configFile(kit.device.dataDir, 'nft-qos');
    // The default section, the MAC LuCI stored, the IPv6 and the network limits stay as they were.
    expect(saved).toContain(luciFile.slice(luciFile.indexOf("config default 'default'"), luciFile.indexOf('config download')));
    expect(saved).toContain(
      "config download\n\toption hostname 'My PC'\n\toption ipaddr '192.168.1.224'\n\toption macaddr '00:11:22:33:44:55'\n\toption rate '256000'\n\toption unit 'bytes'\n",
    );
    expect(saved).toContain("config upload\n\toption hostname 'My PC'\n\toption ipaddr '192.168.1.224'\n\toption rate '102375'\n\toption unit 'bytes'\n");
    expect(saved).toContain("config upload\n\toption hostname 'office-pc'\n\toption ipaddr 'ABCD:FFED::1/64'\n\toption rate '1'\n\toption unit 'mbytes'\n");
    expect(saved).toContain("config download\n\toption ipaddr '192.168.2.5/24'\n\toption rate '1'\n\toption unit 'mbytes'\n");
    expect(await kit.ok('get_qos')).toEqual({ code: '1', enabled: '1', rules: [{ ...mine, download: 2048 }, tv] });
  });

  it('shows a dynamic limit type as off, and enabling makes it static', async () => {
    await writeNftQos("package nft-qos\n\nconfig default 'default'\n\toption limit_enable '1'\n\toption limit_type 'dynamic'\n");
    expect(await kit.ok('get_qos')).toEqual({ code: '1', enabled: '0', rules: [] });
    await kit.ok('set_qos', { enabled: '1', rules: [] });
    expect(await kit.ok('get_qos')).toEqual({ code: '1', enabled: '1', rules: [] });
    expect(await configFile(kit.device.dataDir, 'nft-qos')).toContain("\toption limit_type 'static'\n");
  });

  it("reads a unit an object would know ('constructor', 'toString') as the unknown unit it is", async () => {
    const rule = (unit: string) => `package nft-qos\n\nconfig default 'default'\n\toption limit_enable '1'\n\toption limit_type 'static'\n\nconfig download\n\toption ipaddr '192.168.1.20'\n\toption rate '100'\n\toption unit '${unit}'\n`;
    await writeNftQos(rule('parsecs'));
    const unknown = await kit.ok('get_qos');
    for (const unit of ['constructor', 'toString', '__proto__']) {
      await writeNftQos(rule(unit));
      expect(await kit.ok('get_qos'), unit).toEqual(unknown);
    }
  });

  it('ignores a file of the old qos package', async () => {
    await writeFile(`${kit.device.dataDir}/config/qos`, "config qos 'global'\n\toption enabled '1'\n\nconfig rule\n\toption target '192.168.1.7'\n");
    expect(await kit.ok('get_qos')).toEqual({ code: '1', enabled: '0', rules: [] });
    await kit.ok('set_nat_accel', { flowOffloading: '1' });
  });

  it('answers -2 naming the rule and field of each bad value, changing nothing', async () => {
    const bad = (patch: Record<string, unknown>) => ({ enabled: '1', rules: [tv, { ...kids, ...patch }] });
    await kit.refused('set_qos', bad({ target: '192.168.1.0/33' }), [{ field: 'rules.1.target', key: 'qos.target' }]);
    await kit.refused('set_qos', bad({ target: 'kids-pc' }), [{ field: 'rules.1.target', key: 'qos.target' }]);
    await kit.refused('set_qos', bad({ upload: 0 }), [{ field: 'rules.1.upload', key: 'qos.rate' }]);
    await kit.refused('set_qos', bad({ download: 1_000_001 }), [{ field: 'rules.1.download', key: 'qos.rate' }]);
    await kit.refused('set_qos', bad({ description: "a'\nconfig qos 'global'" }), [{ field: 'rules.1.description', key: 'validation.text' }]);
    await kit.refused('set_qos', bad({ description: 'x'.repeat(65) }), [{ field: 'rules.1.description', key: 'validation.text' }]);
    await kit.refused('set_qos', bad({ target: tv.target }), [{ field: 'rules.1.target', key: 'validation.duplicate' }]);
    await kit.refused('set_qos', { enabled: 'on', rules: [] }, [{ field: 'enabled', key: 'validation.invalid' }]);
    const many = Array.from({ length: 33 }, (_, i) => ({ ...tv, target: `192.168.1.${i + 1}` }));
    await kit.refused('set_qos', { enabled: '0', rules: many }, [{ field: 'rules', key: 'qos.rules' }]);
    await kit.ok('set_qos', { enabled: '0', rules: many.slice(0, 32) });
  });

  it('takes one unicast host or a network by its own address, as spec 3 allows (13.23, 28.12)', async () => {
    const bad = (target: string) => ({ enabled: '1', rules: [{ ...kids, target }] });
    await kit.refused('set_qos', bad('192.168.1.5/24'), [{ field: 'rules.0.target', key: 'qos.network' }]);
    for (const target of ['0.0.0.0', '127.0.0.1', '224.0.0.1', '255.255.255.255', '0.0.0.0/0', '224.0.0.0/4']) {
      await kit.refused('set_qos', bad(target), [{ field: 'rules.0.target', key: 'validation.lanUnicast' }]);
    }
    const office = { target: '192.168.1.0/24', upload: 2048, download: 8192, description: 'Office' };
    await kit.ok('set_qos', { enabled: '1', rules: [kids, office] });
    // static.sh hands ipaddr to `ip daddr 192.168.1.0/24 limit rate over ...`: the network shares the rate.
    expect(await configFile(kit.device.dataDir, 'nft-qos')).toContain("config download\n\toption hostname 'Office'\n\toption ipaddr '192.168.1.0/24'\n\toption rate '1024000'\n");
    expect(await kit.ok('get_qos')).toEqual({ code: '1', enabled: '1', rules: [kids, office] });
  });

  it('refuses to enable QoS while NAT acceleration is on, naming the reason, and allows saving it off', async () => {
    await kit.ok('set_nat_accel', { flowOffloading: '1' });
    expect(await kit.ok('get_qos_status')).toEqual({ code: '1', flowOffloading: true });
    await kit.refused('set_qos', { enabled: '1', rules: [kids] }, [{ field: 'enabled', key: 'qos.needsNatOff' }]);
    await kit.ok('set_qos', { enabled: '0', rules: [kids] });
    expect(await kit.ok('get_qos')).toEqual({ code: '1', enabled: '0', rules: [kids] });
  });

  it('keeps NAT acceleration off while nft-qos limits are on, even when LuCI switched them on', async () => {
    await writeNftQos(luciFile);
    await kit.refused('set_nat_accel', { flowOffloading: '1' }, [{ field: 'flowOffloading', key: 'validation.natNeedsQosOff' }]);
  });
});
