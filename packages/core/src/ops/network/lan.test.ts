import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { configFile } from '../../../../device/test-support/config-files';
import { factoryConfig, tabDevicePerFile, tabDevicePerTest } from '../../../../device/test-support/tab-test-kit';
import { sectionsBut } from '../../../../device/test-support/uci-sections';

const shared = tabDevicePerFile();
const factory = factoryConfig(shared, ['network']);

describe('get_lan_config', () => {
  it('answers network.lan address and mask with the LAN MAC', async () => {
    const identity = JSON.parse(readFileSync(path.join(shared.device.dataDir, 'factory/identity.json'), 'utf8'));
    const body = await shared.call('get_lan_config');
    expect(body).toEqual({ code: '1', ipaddr: '192.168.1.1', netmask: '255.255.255.0', macaddr: identity.lanMac });
  });

  it('reads the CIDR form OpenWrt also accepts', async () => {
    await writeFile(factory.path('network'), factory.text('network').replace("option ipaddr '192.168.1.1'\n\toption netmask '255.255.255.0'", "option ipaddr '10.0.0.1/16'"));
    try {
      const body = await shared.call('get_lan_config');
      expect(body).toMatchObject({ ipaddr: '10.0.0.1', netmask: '255.255.0.0' });
    } finally {
      await factory.restore();
    }
  });

  it('answers -12 naming the file and line of a malformed network file, and the daemon keeps serving', async () => {
    await writeFile(factory.path('network'), `${factory.text('network')}\nconfig interface 'broken\n`);
    try {
      const body = await shared.call('get_lan_config');
      expect(body.code).toBe('-12');
      expect(body.msg).toMatch(/^network: parse error \(.+\) at line \d+/);
      expect(body.msg).not.toContain(shared.device.dataDir);
      expect((await shared.call('get_wifi_info')).code).toBe('1');
      expect((await shared.call('get_web_msg')).code).toBe('-12');
    } finally {
      await factory.restore();
    }
    expect((await shared.call('get_lan_config')).code).toBe('1');
  });

  it('answers -12 when the network file has no lan interface', async () => {
    await writeFile(factory.path('network'), "config interface 'wan'\n\toption proto 'dhcp'\n");
    try {
      expect(await shared.call('get_lan_config')).toEqual({ code: '-12', msg: "network: no interface 'lan'" });
    } finally {
      await factory.restore();
    }
  });
});

describe('get_lan_status', () => {
  it('counts the LAN terminals and their traffic', async () => {
    const body = await shared.call('get_lan_status');
    const clients = await shared.device.device.services.platform.lanClients();
    expect(body).toMatchObject({ code: '1', ipaddr: '192.168.1.1', terminals: clients.length });
    expect(body.rxBytes).toBeGreaterThan(0);
  });
});

describe('set_lan_config', () => {
  const kit = tabDevicePerTest();

  it('saves ipaddr and netmask in network.lan, keeps every other section and option, and survives a restart', async () => {
    const before = await configFile(kit.device.dataDir, 'network');
    const dhcpBefore = await configFile(kit.device.dataDir, 'dhcp');
    await kit.ok('set_lan_config', { ipaddr: '172.16.8.1', netmask: '255.255.252.0' });
    const after = await configFile(kit.device.dataDir, 'network');
    expect(after).toContain(
      "config interface 'lan'\n\toption device 'br-lan'\n\toption proto 'static'\n\toption ipaddr '172.16.8.1'\n\toption netmask '255.255.252.0'\n\toption ip6assign '60'\n",
    );
    expect(sectionsBut('lan', after)).toEqual(sectionsBut('lan', before));
    // dnsmasq's pool is an offset into the subnet (start, limit), so it follows the new address.
    expect(await configFile(kit.device.dataDir, 'dhcp')).toBe(dhcpBefore);

    await kit.restart();
    expect(await kit.ok('get_lan_config')).toMatchObject({ ipaddr: '172.16.8.1', netmask: '255.255.252.0' });
    expect(await kit.ok('get_lan_status')).toMatchObject({ ipaddr: '172.16.8.1', netmask: '255.255.252.0', dhcp: true });
  });

  it("writes the CIDR form OpenWrt also reads back as ipaddr plus netmask", async () => {
    const network = await configFile(kit.device.dataDir, 'network');
    await writeFile(path.join(kit.device.dataDir, 'config/network'), network.replace("option ipaddr '192.168.1.1'\n\toption netmask '255.255.255.0'", "option ipaddr '10.0.0.1/16'"));
    await kit.ok('set_lan_config', { ipaddr: '192.168.2.1', netmask: '255.255.255.0' });
    expect(await configFile(kit.device.dataDir, 'network')).toContain("\toption ipaddr '192.168.2.1'\n\toption ip6assign '60'\n\toption netmask '255.255.255.0'\n");
  });

  it('answers -2 with the field for every bad value, changing no file', async () => {
    const lan = { ipaddr: '192.168.8.1', netmask: '255.255.255.0' };
    const refuse = (input: Record<string, unknown>, field: string, key: string) => kit.refused('set_lan_config', input, [{ field, key }]);
    // Spec 5 and 8: "IP address and subnet mask cannot be empty".
    await refuse({ ...lan, ipaddr: '' }, 'ipaddr', 'validation.lanAddressRequired');
    await refuse({ ...lan, netmask: '' }, 'netmask', 'validation.lanAddressRequired');
    await refuse({ netmask: lan.netmask }, 'ipaddr', 'validation.lanAddressRequired');
    await refuse({ ...lan, ipaddr: '192.168.8' }, 'ipaddr', 'validation.ipv4');
    await refuse({ ...lan, ipaddr: '192.168.08.1' }, 'ipaddr', 'validation.ipv4');
    await refuse({ ...lan, netmask: '255.255.0.255' }, 'netmask', 'validation.netmask');
    await refuse({ ...lan, ipaddr: '192.168.8.0' }, 'ipaddr', 'validation.hostAddress');
    // Issue 13.14: unicast, not loopback nor reserved.
    for (const ipaddr of ['224.0.0.1', '127.0.0.5', '169.254.1.1', '240.0.0.1', '0.1.2.3']) await refuse({ ...lan, ipaddr }, 'ipaddr', 'validation.lanUnicast');
    await refuse({ ...lan, ipaddr: '192.168.8.255' }, 'ipaddr', 'validation.hostAddress');
    await refuse({ ...lan, macaddr: '00:11:22:33:44:55' }, 'macaddr', 'validation.unknownField');
  });

  it('blames the mask, not the address, for a /0 or a /31-/32, and flags every failing field (issue 13.21)', async () => {
    const lan = { ipaddr: '192.168.8.1', netmask: '255.255.255.0' };
    for (const netmask of ['0.0.0.0', '255.255.255.254', '255.255.255.255', '254.0.0.0']) {
      await kit.refused('set_lan_config', { ...lan, netmask }, [{ field: 'netmask', key: 'validation.lanNetmask' }]);
      expect((await kit.call('set_lan_config', { ...lan, netmask })).errors).toEqual([{ field: 'netmask', key: 'validation.lanNetmask' }]);
    }
    expect((await kit.call('set_lan_config', { ipaddr: '127.0.0.1', netmask: '0.0.0.0' })).errors).toEqual([
      { field: 'netmask', key: 'validation.lanNetmask' },
      { field: 'ipaddr', key: 'validation.lanUnicast' },
    ]);
  });

  it('refuses a LAN in the subnet the WAN obtained or was set to', async () => {
    const link = await kit.device.device.services.platform.wanLink();
    const sameSubnet = link.ipaddr.replace(/\.\d+$/, link.ipaddr.endsWith('.9') ? '.10' : '.9');
    await kit.refused('set_lan_config', { ipaddr: sameSubnet, netmask: '255.255.255.0' }, [{ field: 'ipaddr', key: 'validation.lanWanOverlap' }]);
    await kit.ok('set_wan_config', { proto: 'static', ipaddr: '198.51.100.7', netmask: '255.255.255.0', gateway: '198.51.100.1' });
    await kit.refused('set_lan_config', { ipaddr: '198.51.0.1', netmask: '255.255.0.0' }, [{ field: 'ipaddr', key: 'validation.lanWanOverlap' }]);
    await kit.ok('set_lan_config', { ipaddr: sameSubnet, netmask: '255.255.255.0' });
  });

  it('keeps the further addresses of a LuCI list ipaddr, changing only the first (issue 13.5)', async () => {
    const file = path.join(kit.device.dataDir, 'config/network');
    const network = await configFile(kit.device.dataDir, 'network');
    await writeFile(file, network.replace("option ipaddr '192.168.1.1'\n\toption netmask '255.255.255.0'", "list ipaddr '192.168.1.1/24'\n\tlist ipaddr '10.0.0.1/24'"));
    expect(await kit.ok('get_lan_config')).toMatchObject({ ipaddr: '192.168.1.1', netmask: '255.255.255.0' });
    await kit.ok('set_lan_config', { ipaddr: '192.168.5.1', netmask: '255.255.255.0' });
    const after = await configFile(kit.device.dataDir, 'network');
    const lanSection = after.slice(after.indexOf("config interface 'lan'")).split('\n\n')[0];
    expect(lanSection).toContain("\tlist ipaddr '192.168.5.1/24'\n\tlist ipaddr '10.0.0.1/24'");
    expect(lanSection).not.toContain('netmask');
    expect(await kit.ok('get_lan_config')).toMatchObject({ ipaddr: '192.168.5.1', netmask: '255.255.255.0' });
  });

  it('refuses a subnet that would strand the DHCP pool or the static leases, naming what to change (issue 13.15)', async () => {
    // The factory pool is .100-.250: a /25 ends at .126.
    await kit.refused('set_lan_config', { ipaddr: '192.168.1.1', netmask: '255.255.255.128' }, [{ field: 'netmask', key: 'validation.lanPoolOutside' }]);
    // The router's new address would be handed out by the pool.
    await kit.refused('set_lan_config', { ipaddr: '192.168.1.120', netmask: '255.255.255.0' }, [{ field: 'ipaddr', key: 'validation.lanAddressInPool' }]);
    await kit.ok('set_static_leases', { hosts: [{ name: 'nas', ip: '192.168.1.20', mac: '00:11:22:33:44:55' }] });
    await kit.refused('set_lan_config', { ipaddr: '10.1.1.1', netmask: '255.255.255.0' }, [{ field: 'ipaddr', key: 'validation.lanStaticLeases' }]);
    await kit.refused('set_lan_config', { ipaddr: '192.168.1.20', netmask: '255.255.255.0' }, [{ field: 'ipaddr', key: 'validation.lanStaticLeases' }]);
    // With the pool narrowed and the lease moved out of the way, the same saves go through.
    await kit.ok('set_dhcp_config', { enabled: '1', start: 100, end: 120, leaseTime: 12, leaseUnit: 'h' });
    await kit.ok('set_lan_config', { ipaddr: '192.168.1.1', netmask: '255.255.255.128' });
    // A server that is off serves no pool: its stored range does not hold the LAN back.
    await kit.ok('set_dhcp_config', { enabled: '0', start: 2, end: 120, leaseTime: 12, leaseUnit: 'h' });
    await kit.ok('set_lan_config', { ipaddr: '192.168.1.100', netmask: '255.255.255.128' });
  });
});
