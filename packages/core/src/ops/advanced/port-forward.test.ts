import { writeFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { tabDevicePerTest } from '../../../../device/test-support/tab-test-kit';
import { firewallFile } from '../../../../device/test-support/firewall-file';

const kit = tabDevicePerTest();

const rule = { id: '', externalZone: 'wan', internalZone: 'lan', enabled: '1' };
const web = { ...rule, name: 'Web "cam" 摄像头', protocol: 'tcp', externalPort: '8080', internalIp: '192.168.1.20', internalPort: '80' };
const game = { ...rule, name: 'Game', protocol: 'tcp+udp', externalPort: '27015:27030', internalIp: '192.168.1.21', internalPort: '' };
const toOnePort = { ...rule, name: 'To one port', protocol: 'udp', externalPort: '5000:5009', internalIp: '192.168.1.22', internalPort: '6000', enabled: '0' };
const dmz = { enabled: '1', hostIp: '192.168.1.50', excludedPorts: '22' };

const { read: firewall, exported, section: anySection } = firewallFile(() => kit.device.dataDir);
const section = (text: string, name: string) => anySection(text, name, 'redirect');

describe('get_port_forwards / set_port_forwards', () => {
  it('writes fw4 DNAT redirects (checked with fw4-render: a dnat to the internal IP and port) and reads them back after a restart', async () => {
    const before = await firewall();
    await kit.ok('set_port_forwards', { rules: [web, game, toOnePort] });
    const text = await firewall();
    expect(text.startsWith(exported(before).trimEnd())).toBe(true);
    // fw4: meta nfproto ipv4 tcp dport 8080 counter dnat 192.168.1.20:80
    expect(section(text, 'pf_1')).toBe(
      "config redirect 'pf_1'\n\toption name 'Web \"cam\" 摄像头'\n\toption src 'wan'\n\toption src_dport '8080'\n\toption dest 'lan'\n\toption dest_ip '192.168.1.20'\n\toption dest_port '80'\n\toption proto 'tcp'\n\toption target 'DNAT'\n\n",
    );
    // No dest_port: fw4 takes src_dport (tcp and udp dport 27015-27030 dnat 192.168.1.21:27015-27030).
    expect(section(text, 'pf_2')).toBe(
      "config redirect 'pf_2'\n\toption name 'Game'\n\toption src 'wan'\n\toption src_dport '27015-27030'\n\toption dest 'lan'\n\toption dest_ip '192.168.1.21'\n\toption proto 'tcp udp'\n\toption target 'DNAT'\n\n",
    );
    // udp dport 5000-5009 dnat 192.168.1.22:6000, skipped by fw4 while off.
    expect(section(text, 'pf_3')).toContain("option src_dport '5000-5009'\n\toption dest 'lan'\n\toption dest_ip '192.168.1.22'\n\toption dest_port '6000'\n\toption proto 'udp'\n\toption target 'DNAT'\n\toption enabled '0'\n");

    await kit.restart();
    expect(await kit.ok('get_port_forwards')).toEqual({
      code: '1',
      rules: [{ ...web, id: 'pf_1' }, { ...game, id: 'pf_2' }, { ...toOnePort, id: 'pf_3' }],
      otherRules: [],
      zones: ['lan', 'wan'],
    });
  });

  it('keeps ids, unknown options and other sections in place, and the DMZ after every rule', async () => {
    const before = await firewall();
    await kit.ok('set_dmz', dmz);
    await kit.ok('set_port_forwards', { rules: [web, game] });
    let text = await firewall();
    expect(text.indexOf("config redirect 'dmz'")).toBeGreaterThan(text.indexOf("config redirect 'pf_2'"));
    expect(text.trimEnd().endsWith(section(text, 'dmz_other')?.trimEnd() ?? 'missing')).toBe(true);

    // An option set by hand (LuCI's reflection switch) stays with its row.
    const withOption = text.replace("config redirect 'pf_2'\n", "config redirect 'pf_2'\n\toption reflection '0'\n");
    await import('node:fs/promises').then((fs) => fs.writeFile(`${kit.device.dataDir}/config/firewall`, withOption));
    await kit.ok('set_port_forwards', { rules: [{ ...game, id: 'pf_2', externalPort: '27000:27015' }, { ...toOnePort }] });
    text = await firewall();
    expect(section(text, 'pf_2')).toContain("option reflection '0'");
    expect(section(text, 'pf_2')).toContain("option src_dport '27000-27015'");
    // A new rule never takes over the removed rule's section (and its options).
    expect(section(text, 'pf_1')).toBeUndefined();
    expect(section(text, 'pf_3')).toContain("option name 'To one port'");
    expect(text.indexOf("config redirect 'pf_3'")).toBeGreaterThan(text.indexOf("config redirect 'pf_2'"));
    expect(text.indexOf("config redirect 'dmz'")).toBeGreaterThan(text.lastIndexOf("config redirect 'pf_"));

    await kit.ok('set_dmz', { enabled: '0', hostIp: '', excludedPorts: '' });
    await kit.ok('set_port_forwards', { rules: [] });
    expect(await firewall()).toBe(exported(before));
  });

  it('answers -2 for what fw4 or the spec refuses, changing nothing', async () => {
    const at = (changes: object) => ({ rules: [{ ...web, ...changes }] });
    await kit.refused('set_port_forwards', at({ externalPort: '8010:8000' }), [{ field: 'rules.0.externalPort', key: 'forwarding.portInvalid' }]);
    await kit.refused('set_port_forwards', at({ externalPort: '0' }), [{ field: 'rules.0.externalPort', key: 'forwarding.portInvalid' }]);
    await kit.refused('set_port_forwards', at({ externalPort: '8000:8010', internalPort: '80:81' }), [{ field: 'rules.0.internalPort', key: 'forwarding.rangeMapping' }]);
    // fw4's `dnat to ip:7000-7005` would send 9000, 9003 and 9005 all to 7000 (issue 28.4).
    await kit.refused('set_port_forwards', at({ externalPort: '9000:9005', internalPort: '7000:7005' }), [{ field: 'rules.0.internalPort', key: 'forwarding.rangeMapping' }]);
    await kit.refused('set_port_forwards', at({ externalPort: '9000:9005', internalPort: '9001:9006' }), [{ field: 'rules.0.internalPort', key: 'forwarding.rangeMapping' }]);
    await kit.refused('set_port_forwards', at({ internalIp: '10.0.0.5' }), [{ field: 'rules.0.internalIp', key: 'validation.leaseOutsideSubnet' }]);
    await kit.refused('set_port_forwards', at({ internalIp: '192.168.1.1' }), [{ field: 'rules.0.internalIp', key: 'validation.routerAddress' }]);
    await kit.refused('set_port_forwards', at({ internalIp: '192.168.1.255' }), [{ field: 'rules.0.internalIp', key: 'validation.hostAddress' }]);
    await kit.refused('set_port_forwards', at({ internalIp: '192.168.1.0' }), [{ field: 'rules.0.internalIp', key: 'validation.hostAddress' }]);
    await kit.refused('set_port_forwards', at({ protocol: 'icmp' }), [{ field: 'rules.0.protocol', key: 'validation.invalid' }]);
    await kit.refused('set_port_forwards', at({ externalZone: 'lan' }), [{ field: 'rules.0.internalZone', key: 'forwarding.sameZone' }]);
    await kit.refused('set_port_forwards', at({ externalZone: 'vpn' }), [{ field: 'rules.0.externalZone', key: 'forwarding.zoneInvalid' }]);
    await kit.refused('set_port_forwards', at({ internalZone: "lan'\n" }), [{ field: 'rules.0.internalZone', key: 'forwarding.zoneInvalid' }]);
    await kit.refused('set_port_forwards', at({ id: 'zone_lan' }), [{ field: 'rules.0.id', key: 'validation.invalid' }]);
    await kit.refused('set_port_forwards', at({ name: '' }), [{ field: 'rules.0.name', key: 'forwarding.nameInvalid' }]);
    await kit.refused('set_port_forwards', at({ name: 'x'.repeat(33) }), [{ field: 'rules.0.name', key: 'forwarding.nameInvalid' }]);
    await kit.refused('set_port_forwards', { rules: Array.from({ length: 65 }, (_, i) => ({ ...web, externalPort: String(1000 + i) })) }, [{ field: 'rules', key: 'validation.tooManyEntries' }]);
  });

  it('refuses hostile input and leaves the file as it was', async () => {
    const at = (changes: object) => ({ rules: [{ ...web, ...changes }] });
    await kit.refused('set_port_forwards', at({ name: "x\noption target 'ACCEPT'" }), [{ field: 'rules.0.name', key: 'forwarding.nameInvalid' }]);
    await kit.refused('set_port_forwards', at({ name: 'cam;reboot' }), [{ field: 'rules.0.name', key: 'forwarding.nameInvalid' }]);
    await kit.refused('set_port_forwards', at({ name: '$(id)' }), [{ field: 'rules.0.name', key: 'forwarding.nameInvalid' }]);
    await kit.refused('set_port_forwards', at({ internalIp: '192.168.1.20;reboot' }), [{ field: 'rules.0.internalIp', key: 'validation.ipv4' }]);
    await kit.refused('set_port_forwards', at({ externalPort: '$(id)' }), [{ field: 'rules.0.externalPort', key: 'forwarding.portInvalid' }]);
    await kit.refused('set_port_forwards', at({ internalPort: "80'\noption target 'ACCEPT" }), [{ field: 'rules.0.internalPort', key: 'forwarding.portInvalid' }]);
  });

  it('refuses an enabled rule whose external ports and protocol overlap another, naming that rule', async () => {
    const clash = { ...game, name: 'Clash', protocol: 'udp', externalPort: '27030:27040' };
    const body = await kit.call('set_port_forwards', { rules: [game, clash] });
    expect(body).toEqual({ code: '-2', errors: [{ field: 'rules.1.externalPort', key: 'forwarding.overlap', params: { rule: 'Game' } }] });
    await kit.refused('set_port_forwards', { rules: [web, { ...web, name: 'Again', protocol: 'tcp+udp' }] }, [{ field: 'rules.1.externalPort', key: 'forwarding.overlap', params: { rule: web.name } }]);
    // A rule switched off, or another protocol, does not clash.
    await kit.ok('set_port_forwards', { rules: [game, { ...clash, enabled: '0' }, { ...web, name: 'Web UDP', protocol: 'udp' }, web] });
  });

  it('lists the forwards made in LuCI (anonymous redirects) read only, and refuses a rule that overlaps one of them', async () => {
    // LuCI's port forwards form (luci-app-firewall view/firewall/forwards.js) adds `config redirect`
    // without a name; fw4 applies it like ours, in file order (fw4.uc parse_redirect).
    const luci =
      "\nconfig redirect\n\toption name 'NAS'\n\toption src 'wan'\n\toption src_dport '5000-5001'\n\toption dest 'lan'\n\toption dest_ip '192.168.1.30'\n\toption proto 'tcp'\n\toption target 'DNAT'\n" +
      "\nconfig redirect\n\toption name 'Old'\n\toption src 'wan'\n\toption src_dport '9000'\n\toption dest 'lan'\n\toption dest_ip '192.168.1.31'\n\toption enabled '0'\n";
    await writeFile(`${kit.device.dataDir}/config/firewall`, (await firewall()) + luci);
    expect(await kit.ok('get_port_forwards')).toEqual({
      code: '1',
      rules: [],
      otherRules: [
        { id: '', name: 'NAS', protocol: 'tcp', externalZone: 'wan', externalPort: '5000:5001', internalZone: 'lan', internalIp: '192.168.1.30', internalPort: '', enabled: '1' },
        { id: '', name: 'Old', protocol: 'tcp+udp', externalZone: 'wan', externalPort: '9000', internalZone: 'lan', internalIp: '192.168.1.31', internalPort: '', enabled: '0' },
      ],
      zones: ['lan', 'wan'],
    });
    await kit.refused('set_port_forwards', { rules: [{ ...web, externalPort: '5001' }] }, [{ field: 'rules.0.externalPort', key: 'forwarding.overlap', params: { rule: 'NAS' } }]);
    // Another protocol, a rule switched off, or the LuCI rule that is off: no clash. The LuCI rules stay as they were.
    await kit.ok('set_port_forwards', { rules: [{ ...web, protocol: 'udp', externalPort: '5001' }, { ...web, externalPort: '9000' }, { ...web, name: 'Off', externalPort: '5000', enabled: '0' }] });
    expect(await firewall()).toContain(luci.slice(1));
  });

  it('forwards from the zone and to the zone chosen: a host of the guest network through fw4 dest "guest"', async () => {
    // A guest zone as the Guest Wi-Fi tab makes it (ops/wifi/guest-network.ts): network guest, 192.168.10.1/24.
    await writeFile(`${kit.device.dataDir}/config/firewall`, (await firewall()) + "\nconfig zone 'guest'\n\toption name 'guest'\n\tlist network 'guest'\n\toption input 'REJECT'\n\toption output 'ACCEPT'\n\toption forward 'REJECT'\n");
    const network = `${kit.device.dataDir}/config/network`;
    const { readFile } = await import('node:fs/promises');
    await writeFile(network, (await readFile(network, 'utf8')) + "\nconfig interface 'guest'\n\toption proto 'static'\n\toption ipaddr '192.168.10.1'\n\toption netmask '255.255.255.0'\n");
    const camera = { ...web, internalZone: 'guest', internalIp: '192.168.10.20' };
    await kit.refused('set_port_forwards', { rules: [{ ...camera, internalIp: '192.168.1.20' }] }, [{ field: 'rules.0.internalIp', key: 'validation.leaseOutsideSubnet' }]);
    await kit.ok('set_port_forwards', { rules: [camera] });
    expect(section(await firewall(), 'pf_1')).toContain("option src 'wan'\n\toption src_dport '8080'\n\toption dest 'guest'\n\toption dest_ip '192.168.10.20'\n");
    expect((await kit.ok('get_port_forwards')).zones).toEqual(['lan', 'wan', 'guest']);
  });
});
