import { describe, expect, it, vi } from 'vitest';
import { configFile } from '../../../../device/test-support/config-files';
import { tabDevicePerTest } from '../../../../device/test-support/tab-test-kit';

const kit = tabDevicePerTest();

const pool = { enabled: '1', start: 100, end: 200, leaseTime: 12, leaseUnit: 'h' };

describe('get_dhcp_config / set_dhcp_config', () => {
  it("answers the factory pool of spec 5: start 100, end 250, 12h", async () => {
    expect(await kit.ok('get_dhcp_config')).toEqual({ code: '1', enabled: '1', start: 100, end: 250, leaseTime: 12, leaseUnit: 'h' });
  });

  it('saves start, limit, leasetime and ignore in dhcp.lan, keeps the rest, and survives a restart', async () => {
    await kit.ok('set_dhcp_config', { enabled: '0', start: 20, end: 60, leaseTime: 30, leaseUnit: 'm' });
    const after = await configFile(kit.device.dataDir, 'dhcp');
    expect(after).toContain("config dhcp 'lan'\n\toption interface 'lan'\n\toption start '20'\n\toption limit '41'\n\toption leasetime '30m'\n\toption ignore '1'\n");
    // dnsmasq's own section and the wan pool keep every option.
    for (const option of ['rebind_protection', 'leasefile', 'resolvfile', 'ednspacket_max']) expect(after).toContain(`option ${option} `);
    expect(after).toContain("config dhcp 'wan'\n\toption interface 'wan'\n\toption ignore '1'\n");

    await kit.restart();
    expect(await kit.ok('get_dhcp_config')).toEqual({ code: '1', enabled: '0', start: 20, end: 60, leaseTime: 30, leaseUnit: 'm' });
    await kit.ok('set_dhcp_config', pool);
    expect(await configFile(kit.device.dataDir, 'dhcp')).toContain("config dhcp 'lan'\n\toption interface 'lan'\n\toption start '100'\n\toption limit '101'\n\toption leasetime '12h'\n\n");
  });

  it('answers -4 for a start or end outside 1-254 and -6 for an end not above the start, changing nothing', async () => {
    const outOfRange = 'validation.dhcpOutOfRange';
    await kit.refused('set_dhcp_config', { ...pool, start: 0 }, [{ field: 'start', key: outOfRange }], '-4');
    await kit.refused('set_dhcp_config', { ...pool, start: 255, end: 256 }, [{ field: 'start', key: outOfRange }], '-4');
    await kit.refused('set_dhcp_config', { ...pool, end: 255 }, [{ field: 'end', key: outOfRange }], '-4');
    await kit.refused('set_dhcp_config', { ...pool, start: 150, end: 150 }, [{ field: 'end', key: 'validation.dhcpEndNotAfterStart' }], '-6');
    await kit.refused('set_dhcp_config', { ...pool, start: 150, end: 120 }, [{ field: 'end', key: 'validation.dhcpEndNotAfterStart' }], '-6');
  });

  it('flags start 0 and end 255 both, not only the start (issue 13.21)', async () => {
    const outOfRange = 'validation.dhcpOutOfRange';
    const body = await kit.call('set_dhcp_config', { ...pool, start: 0, end: 255 });
    expect(body).toMatchObject({ code: '-4', errors: [{ field: 'start', key: outOfRange }, { field: 'end', key: outOfRange }] });
  });

  it("answers -4 for a pool beyond the LAN subnet or holding the router's address (issue 13.15)", async () => {
    await kit.ok('set_dhcp_config', { ...pool, start: 100, end: 120 });
    await kit.ok('set_lan_config', { ipaddr: '192.168.1.1', netmask: '255.255.255.128' });
    // A /25: .127 is the broadcast address, .128 and above wrap into the network (ipcalc.sh).
    await kit.refused('set_dhcp_config', { ...pool, start: 100, end: 250 }, [{ field: 'end', key: 'validation.dhcpOutsideSubnet' }], '-4');
    await kit.refused('set_dhcp_config', { ...pool, start: 127, end: 200 }, [{ field: 'start', key: 'validation.dhcpOutsideSubnet' }, { field: 'end', key: 'validation.dhcpOutsideSubnet' }], '-4');
    await kit.refused('set_dhcp_config', { ...pool, start: 1, end: 50 }, [{ field: 'start', key: 'validation.dhcpPoolHasRouter' }, { field: 'end', key: 'validation.dhcpPoolHasRouter' }], '-4');
    await kit.ok('set_dhcp_config', { ...pool, start: 2, end: 126 });
  });

  it('answers -2 with the field for every malformed value, changing nothing', async () => {
    const lease = 'validation.dhcpLease';
    await kit.refused('set_dhcp_config', { ...pool, leaseTime: 0 }, [{ field: 'leaseTime', key: lease }]);
    await kit.refused('set_dhcp_config', { ...pool, leaseTime: 1441 }, [{ field: 'leaseTime', key: lease }]);
    await kit.refused('set_dhcp_config', { ...pool, leaseTime: 1.5 }, [{ field: 'leaseTime', key: lease }]);
    await kit.refused('set_dhcp_config', { ...pool, start: 100.5 }, [{ field: 'start', key: 'validation.dhcpOutOfRange' }]);
    await kit.refused('set_dhcp_config', { ...pool, end: '200' }, [{ field: 'end', key: 'validation.dhcpOutOfRange' }]);
    await kit.refused('set_dhcp_config', { ...pool, leaseUnit: 'd' }, [{ field: 'leaseUnit', key: 'validation.invalid' }]);
    await kit.refused('set_dhcp_config', { ...pool, enabled: 'yes' }, [{ field: 'enabled', key: 'validation.invalid' }]);
    await kit.refused('set_dhcp_config', { ...pool, dns: '1.1.1.1' }, [{ field: 'dns', key: 'validation.unknownField' }]);
  });
});

describe('get_dhcp_leases', () => {
  it("lists the clients' leases with the seconds left, counting down and following the lease time", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    await kit.replace();
    const { terminals } = await kit.ok('get_terminals');
    const { leases } = await kit.ok('get_dhcp_leases');
    const nas = leases.find((lease: { hostname: string }) => lease.hostname === 'synology-nas');
    const held = terminals.find((t: { mac: string }) => t.mac === nas.mac).connectedSeconds;
    expect(nas.ip).toMatch(/^192\.168\.1\.\d+$/);
    // Taken when it joined, renewed at every half of the 12 h lease (RFC 2131 T1).
    expect(nas.expires).toBe(12 * 3600 - (held % (6 * 3600)));

    vi.setSystemTime(Date.now() + 10_000);
    const later = (await kit.ok('get_dhcp_leases')).leases.find((lease: { mac: string }) => lease.mac === nas.mac);
    expect(later.expires).toBe(nas.expires - 10);

    await kit.ok('set_dhcp_config', { ...pool, leaseTime: 2, leaseUnit: 'm' });
    const short = (await kit.ok('get_dhcp_leases')).leases.find((lease: { mac: string }) => lease.mac === nas.mac);
    expect(short.expires).toBe(120 - ((held + 10) % 60));
  });
});

describe('get_static_leases / set_static_leases', () => {
  const hosts = [
    { name: 'nas', ip: '192.168.1.10', mac: '00:11:22:33:44:55' },
    { name: '', ip: '192.168.1.11', mac: 'AA:BB:CC:DD:EE:FF' },
  ];

  it('writes host sections with name, mac and ip, and reads them back after a restart', async () => {
    await kit.ok('set_static_leases', { hosts });
    const dhcp = await configFile(kit.device.dataDir, 'dhcp');
    expect(dhcp).toContain("config host\n\toption name 'nas'\n\toption mac '00:11:22:33:44:55'\n\toption ip '192.168.1.10'\n");
    expect(dhcp).toContain("config host\n\toption mac 'AA:BB:CC:DD:EE:FF'\n\toption ip '192.168.1.11'\n");
    await kit.restart();
    expect((await kit.ok('get_static_leases')).hosts).toEqual(hosts);
  });

  it('takes a short host name such as "pc", as dnsmasq does (issue 13.22)', async () => {
    await kit.ok('set_static_leases', { hosts: [{ ...hosts[0], name: 'pc' }, { ...hosts[1], name: 'a' }] });
    expect((await kit.ok('get_static_leases')).hosts.map((host: { name: string }) => host.name)).toEqual(['pc', 'a']);
  });

  it("batch removal drops only those hosts and keeps options the console doesn't know", async () => {
    await kit.ok('set_static_leases', { hosts });
    const dhcp = await configFile(kit.device.dataDir, 'dhcp');
    const tagged = dhcp.replace("option ip '192.168.1.11'\n", "option ip '192.168.1.11'\n\toption leasetime 'infinite'\n");
    await kit.device.stop();
    const { writeFile } = await import('node:fs/promises');
    await writeFile(`${kit.device.dataDir}/config/dhcp`, tagged);
    await kit.restart();
    await kit.ok('set_static_leases', { hosts: [{ ...hosts[1], name: 'printer' }] });
    const after = await configFile(kit.device.dataDir, 'dhcp');
    expect(after).not.toContain('00:11:22:33:44:55');
    expect(after).toContain("config host\n\toption mac 'AA:BB:CC:DD:EE:FF'\n\toption ip '192.168.1.11'\n\toption leasetime 'infinite'\n\toption name 'printer'\n");
    await kit.ok('set_static_leases', { hosts: [] });
    expect(await configFile(kit.device.dataDir, 'dhcp')).not.toContain('config host');
  });

  it('answers -2 naming the entry and field of each bad value, changing nothing', async () => {
    const one = (patch: Record<string, unknown>) => ({ hosts: [hosts[0], { ...hosts[1], ...patch }] });
    await kit.refused('set_static_leases', one({ mac: '00:11:22:33:44' }), [{ field: 'hosts.1.mac', key: 'validation.mac' }]);
    await kit.refused('set_static_leases', one({ ip: '192.168.1.256' }), [{ field: 'hosts.1.ip', key: 'validation.ipv4' }]);
    await kit.refused('set_static_leases', one({ name: 'bad name' }), [{ field: 'hosts.1.name', key: 'validation.leaseHostname' }]);
    await kit.refused('set_static_leases', one({ name: "x'\nconfig rule" }), [{ field: 'hosts.1.name', key: 'validation.leaseHostname' }]);
    // dnsmasq would read these as a lease time, not a name (option.c, --dhcp-host).
    await kit.refused('set_static_leases', one({ name: '12h' }), [{ field: 'hosts.1.name', key: 'validation.leaseHostname' }]);
    await kit.refused('set_static_leases', one({ mac: '00:11:22:33:44:55' }), [{ field: 'hosts.1.mac', key: 'validation.duplicate' }]);
    await kit.refused('set_static_leases', one({ ip: '192.168.1.10' }), [{ field: 'hosts.1.ip', key: 'validation.duplicate' }]);
    await kit.refused('set_static_leases', one({ tag: 'x' }), [{ field: 'hosts.1.tag', key: 'validation.unknownField' }]);
    // Issue 13.15: a host of the LAN subnet other than the router, and a unicast MAC.
    await kit.refused('set_static_leases', one({ ip: '10.0.0.5' }), [{ field: 'hosts.1.ip', key: 'validation.leaseOutsideSubnet' }]);
    await kit.refused('set_static_leases', one({ ip: '192.168.1.1' }), [{ field: 'hosts.1.ip', key: 'validation.routerAddress' }]);
    await kit.refused('set_static_leases', one({ ip: '192.168.1.255' }), [{ field: 'hosts.1.ip', key: 'validation.hostAddress' }]);
    await kit.refused('set_static_leases', one({ ip: '192.168.1.0' }), [{ field: 'hosts.1.ip', key: 'validation.hostAddress' }]);
    await kit.refused('set_static_leases', one({ mac: 'ff:ff:ff:ff:ff:ff' }), [{ field: 'hosts.1.mac', key: 'validation.macUnicast' }]);
    await kit.refused('set_static_leases', one({ mac: '01:00:5E:00:00:FB' }), [{ field: 'hosts.1.mac', key: 'validation.macUnicast' }]);
    const many = Array.from({ length: 257 }, (_, i) => ({ name: '', ip: `10.0.${i >> 8}.${i & 255}`, mac: `00:00:00:00:${(i >> 8).toString(16).padStart(2, '0')}:${(i & 255).toString(16).padStart(2, '0')}` }));
    await kit.refused('set_static_leases', { hosts: many }, [{ field: 'hosts', key: 'validation.tooManyEntries' }]);
  });
});
