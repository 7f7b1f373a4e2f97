import { writeFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { configFile } from '../../testing/config-files';
import { tabDevicePerTest } from '../../testing/tab-test-kit';
import { exportUci } from '../../uci/uci-format';
import { parseUci } from '../../uci/uci-parse';

const kit = tabDevicePerTest();

const firewall = () => configFile(kit.device.dataDir, 'firewall');
const exported = (text: string) => exportUci(parseUci(text, 'firewall'));
const section = (text: string, header: string) => {
  const start = text.indexOf(header);
  if (start < 0) return undefined;
  const end = text.indexOf('\nconfig ', start + 1);
  return text.slice(start, end < 0 ? undefined : end + 1);
};

describe('get_dmz / set_dmz', () => {
  it('sends everything from the WAN to the host: one fw4 redirect of every protocol', async () => {
    const before = await firewall();
    await kit.ok('set_dmz', { enabled: '1', hostIp: '192.168.1.50', excludedPorts: '' });
    const text = await firewall();
    expect(text.startsWith(exported(before).trimEnd())).toBe(true);
    // fw4: meta nfproto ipv4 counter dnat 192.168.1.50 comment "!fw4: DMZ"
    expect(section(text, "config redirect 'dmz'")).toBe(
      "config redirect 'dmz'\n\toption name 'DMZ'\n\toption src 'wan'\n\toption dest 'lan'\n\toption dest_ip '192.168.1.50'\n\toption proto 'all'\n\toption target 'DNAT'\n\toption reflection '0'\n\n",
    );
    expect(text).not.toContain('dmz_exclude');
    await kit.restart();
    expect(await kit.ok('get_dmz')).toEqual({ code: '1', enabled: '1', hostIp: '192.168.1.50', excludedPorts: '' });
  });

  it('keeps excluded ports with the router through a port set (checked with fw4-render), read back as ranges', async () => {
    await kit.ok('set_dmz', { enabled: '1', hostIp: '192.168.1.50', excludedPorts: '443,22,8000:8003' });
    const text = await firewall();
    // fw4 takes a set entry one port at a time: set dmz_exclude { type inet_service; elements = { 22, 443, 8000, ... } }
    expect(section(text, "config ipset 'dmz_exclude'")).toBe(
      "config ipset 'dmz_exclude'\n\toption name 'dmz_exclude'\n\toption match 'dest_port'\n\tlist entry '22'\n\tlist entry '443'\n\tlist entry '8000'\n\tlist entry '8001'\n\tlist entry '8002'\n\tlist entry '8003'\n\n",
    );
    // fw4 narrows a redirect with a port set to tcp and udp: tcp dport != @dmz_exclude dnat 192.168.1.50 (and udp).
    expect(section(text, "config redirect 'dmz'")).toBe(
      "config redirect 'dmz'\n\toption name 'DMZ'\n\toption src 'wan'\n\toption dest 'lan'\n\toption dest_ip '192.168.1.50'\n\toption proto 'all'\n\toption target 'DNAT'\n\toption reflection '0'\n\toption ipset '!dmz_exclude'\n\n",
    );
    // ...so the other protocols take their own: meta l4proto icmp dnat 192.168.1.50, gre, esp, ah, sctp.
    expect(section(text, "config redirect 'dmz_other'")).toBe(
      "config redirect 'dmz_other'\n\toption name 'DMZ (other protocols)'\n\toption src 'wan'\n\toption dest 'lan'\n\toption dest_ip '192.168.1.50'\n\toption proto 'icmp gre esp ah sctp'\n\toption target 'DNAT'\n\toption reflection '0'\n\n",
    );
    expect(await kit.ok('get_dmz')).toEqual({ code: '1', enabled: '1', hostIp: '192.168.1.50', excludedPorts: '22,443,8000:8003' });
  });

  it('switched off keeps the host and ports, and off with no host leaves the file as it was', async () => {
    const before = await firewall();
    await kit.ok('set_dmz', { enabled: '1', hostIp: '192.168.1.50', excludedPorts: '80' });
    await kit.ok('set_dmz', { enabled: '0' });
    const text = await firewall();
    expect(section(text, "config redirect 'dmz'")).toContain("option enabled '0'");
    expect(section(text, "config redirect 'dmz_other'")).toContain("option enabled '0'");
    expect(await kit.ok('get_dmz')).toEqual({ code: '1', enabled: '0', hostIp: '192.168.1.50', excludedPorts: '80' });
    await kit.ok('set_dmz', { enabled: '0', hostIp: '', excludedPorts: '' });
    expect(await firewall()).toBe(exported(before));
  });

  it('stays after a redirect made by hand when saved again', async () => {
    await kit.ok('set_dmz', { enabled: '1', hostIp: '192.168.1.50', excludedPorts: '' });
    const text = await firewall();
    await writeFile(`${kit.device.dataDir}/config/firewall`, `${text}\nconfig redirect 'by_hand'\n\toption src 'wan'\n\toption src_dport '2222'\n\toption dest_ip '192.168.1.9'\n`);
    await kit.ok('set_dmz', { enabled: '1', hostIp: '192.168.1.51', excludedPorts: '' });
    const after = await firewall();
    expect(after.indexOf("config redirect 'dmz'")).toBeGreaterThan(after.indexOf("config redirect 'by_hand'"));
  });

  it('answers -2 for what the spec or the LAN refuses, and hostile input, changing nothing', async () => {
    const on = { enabled: '1', hostIp: '192.168.1.50', excludedPorts: '' };
    await kit.refused('set_dmz', { ...on, excludedPorts: '8010:8000' }, [{ field: 'excludedPorts', key: 'validation.portList' }]);
    await kit.refused('set_dmz', { ...on, excludedPorts: '80,,443' }, [{ field: 'excludedPorts', key: 'validation.portList' }]);
    await kit.refused('set_dmz', { ...on, excludedPorts: '1:2000' }, [{ field: 'excludedPorts', key: 'dmz.tooManyPorts' }]);
    await kit.refused('set_dmz', { ...on, hostIp: '' }, [{ field: 'hostIp', key: 'dmz.hostRequired' }]);
    await kit.refused('set_dmz', { enabled: '1' }, [{ field: 'hostIp', key: 'dmz.hostRequired' }]);
    await kit.refused('set_dmz', { ...on, hostIp: '10.1.1.5' }, [{ field: 'hostIp', key: 'validation.leaseOutsideSubnet' }]);
    await kit.refused('set_dmz', { ...on, hostIp: '192.168.1.1' }, [{ field: 'hostIp', key: 'validation.routerAddress' }]);
    await kit.refused('set_dmz', { ...on, hostIp: '192.168.1.255' }, [{ field: 'hostIp', key: 'validation.hostAddress' }]);
    await kit.refused('set_dmz', { ...on, hostIp: '192.168.1.50;reboot' }, [{ field: 'hostIp', key: 'validation.ipv4' }]);
    await kit.refused('set_dmz', { ...on, hostIp: '$(id)' }, [{ field: 'hostIp', key: 'validation.ipv4' }]);
    await kit.refused('set_dmz', { ...on, excludedPorts: "80\noption target 'ACCEPT'" }, [{ field: 'excludedPorts', key: 'validation.portList' }]);
    await kit.refused('set_dmz', { ...on, zone: 'lan' }, [{ field: 'zone', key: 'validation.unknownField' }]);
  });
});
