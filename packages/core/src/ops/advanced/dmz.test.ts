import { writeFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { configFile } from '../../../../device/test-support/config-files';
import { tabDevicePerTest } from '../../../../device/test-support/tab-test-kit';
import { exportUci } from '../../uci/uci-format';
import { parseUci } from '../../uci/uci-parse';
import { dnatsPortTo, fw4Available, fw4Ruleset, needsFw4 } from '../../../../device/test-support/fw4-ruleset';

const kit = tabDevicePerTest();

const firewall = () => configFile(kit.device.dataDir, 'firewall');
const exported = (text: string) => exportUci(parseUci(text, 'firewall'));
const section = (text: string, header: string) => {
  const start = text.indexOf(header);
  if (start < 0) return undefined;
  const end = text.indexOf('\nconfig ', start + 1);
  return text.slice(start, end < 0 ? undefined : end + 1);
};

/** The src_dport of each of the DMZ's range redirects (dmz, dmz_2, ...), in file order. */
const srcPorts = (text: string) =>
  [...text.matchAll(/config redirect '(dmz(?:_\d+)?)'\n((?:\t.*\n)*)/g)].map(([, , body]) => /option src_dport '([^']*)'/.exec(body ?? '')?.[1] ?? 'all');

describe('get_dmz / set_dmz', () => {
  it('sends everything from the WAN to the host but what the router keeps, read back without it', async () => {
    const before = await firewall();
    await kit.ok('set_dmz', { enabled: '1', hostIp: '192.168.1.50', excludedPorts: '' });
    const text = await firewall();
    expect(text.startsWith(exported(before).trimEnd())).toBe(true);
    // The stock Allow-DHCP-Renew (udp 68) stays with the router: the DMZ takes the ranges around it.
    expect(srcPorts(text)).toEqual(['1-67', '69-65535']);
    // ...and the stock Allow-Ping keeps ping: the other protocols go without icmp.
    expect(section(text, "config redirect 'dmz_other'")).toContain("option proto 'gre esp ah sctp'");
    await kit.restart();
    expect(await kit.ok('get_dmz')).toMatchObject({ code: '1', enabled: '1', hostIp: '192.168.1.50', excludedPorts: '' });
  });

  it('takes excluded ports as people type them, "22, 80" with a space (issue 28.15)', async () => {
    await kit.ok('set_dmz', { enabled: '1', hostIp: '192.168.1.50', excludedPorts: '22, 80 , 8000:8010' });
    expect(await kit.ok('get_dmz')).toMatchObject({ excludedPorts: '22,80,8000:8010' });
    await kit.refused('set_dmz', { enabled: '1', hostIp: '192.168.1.50', excludedPorts: '22 80' }, [{ field: 'excludedPorts', key: 'validation.portList' }]);
  });

  it('leaves the router its WireGuard port and ping, and says so (fw4 dnats in dstnat_wan, before Allow-WireGuard in input_wan)', async () => {
    await kit.ok('set_wireguard', { enabled: '1', listenPort: 51820, addresses: '10.14.0.1/24' });
    await kit.ok('set_dmz', { enabled: '1', hostIp: '192.168.1.50', excludedPorts: '443' });
    const text = await firewall();
    expect(srcPorts(text)).toEqual(['1-67', '69-442', '444-51819', '51821-65535']);
    expect(await kit.ok('get_dmz')).toEqual({
      code: '1',
      enabled: '1',
      hostIp: '192.168.1.50',
      excludedPorts: '443',
      routerKeeps: [
        { name: 'Allow-DHCP-Renew', proto: 'udp', ports: '68' },
        { name: 'Allow-Ping', proto: 'icmp', ports: '' },
        { name: 'Allow-IGMP', proto: 'igmp', ports: '' },
        { name: 'Allow-WireGuard', proto: 'udp', ports: '51820' },
      ],
    });
    // A new WireGuard port moves with it; the administrator's 443 stays.
    await kit.ok('set_wireguard', { enabled: '1', listenPort: 51900, addresses: '10.14.0.1/24' });
    expect(srcPorts(await firewall())).toEqual(['1-67', '69-442', '444-51899', '51901-65535']);
    expect(await kit.ok('get_dmz')).toMatchObject({ excludedPorts: '443' });
  });

  it('keeps what a LuCI rule for the WAN says (remote SSH), but not an IPv6 rule nor a forward to the LAN', async () => {
    const text = await firewall();
    const luci = [
      "config rule\n\toption name 'Allow-SSH-WAN'\n\toption src 'wan'\n\toption proto 'tcp'\n\toption dest_port '22'\n\toption target 'ACCEPT'\n",
      "config rule\n\toption name 'Allow-Web6'\n\toption src 'wan'\n\toption proto 'tcp'\n\toption dest_port '8443'\n\toption family 'ipv6'\n\toption target 'ACCEPT'\n",
      "config rule\n\toption name 'To-NAS'\n\toption src 'wan'\n\toption dest 'lan'\n\toption proto 'tcp'\n\toption dest_port '5000'\n\toption target 'ACCEPT'\n",
    ];
    await writeFile(`${kit.device.dataDir}/config/firewall`, `${text}\n${luci.join('\n')}`);
    await kit.ok('set_dmz', { enabled: '1', hostIp: '192.168.1.50', excludedPorts: '' });
    expect(srcPorts(await firewall())).toEqual(['1-21', '23-67', '69-65535']);
    expect(await kit.ok('get_dmz')).toMatchObject({ excludedPorts: '', routerKeeps: expect.arrayContaining([{ name: 'Allow-SSH-WAN', proto: 'tcp', ports: '22' }]) });
  });

  it("keeps a port an ACL rule opens to the router (input accept, every zone), whichever page saves last", async () => {
    const webAdmin = { id: '', priority: 10, name: 'Web admin', direction: 'input', proto: 'tcp', srcIp: '', srcPort: '', destIp: '', destPort: '8443', action: 'ACCEPT', enabled: '1' };
    await kit.ok('set_acl', { rules: [webAdmin] });
    await kit.ok('set_dmz', { enabled: '1', hostIp: '192.168.1.50', excludedPorts: '' });
    expect(srcPorts(await firewall())).toEqual(['1-67', '69-8442', '8444-65535']);
    expect(await kit.ok('get_dmz')).toMatchObject({ excludedPorts: '', routerKeeps: expect.arrayContaining([{ name: 'Web admin', proto: 'tcp', ports: '8443' }]) });
    // The ACL saved after the DMZ moves it too.
    await kit.ok('set_acl', { rules: [{ ...webAdmin, destPort: '9443' }] });
    expect(srcPorts(await firewall())).toEqual(['1-67', '69-9442', '9444-65535']);
    // A rule that refuses a port keeps nothing from the DMZ host: the router answers nothing there.
    await kit.ok('set_acl', { rules: [{ ...webAdmin, action: 'DROP' }] });
    expect(srcPorts(await firewall())).toEqual(['1-67', '69-65535']);
  });

  it.skipIf(!fw4Available)(needsFw4('leaves tcp 8443, which an ACL input accept rule opens, to the router in what firewall4 makes of it'), async () => {
    const webAdmin = { id: '', priority: 10, name: 'Web admin', direction: 'input', proto: 'tcp', srcIp: '', srcPort: '', destIp: '', destPort: '8443', action: 'ACCEPT', enabled: '1' };
    await kit.ok('set_dmz', { enabled: '1', hostIp: '192.168.1.50', excludedPorts: '' });
    await kit.ok('set_acl', { rules: [webAdmin] });
    const ruleset = fw4Ruleset(`${kit.device.dataDir}/config`);
    expect(ruleset).toMatch(/tcp dport 8443 .*accept comment "!fw4: Web admin"/);
    expect(dnatsPortTo(ruleset, '192.168.1.50', 8443)).toBe(false);
    expect(dnatsPortTo(ruleset, '192.168.1.50', 8442)).toBe(true);
  });

  it('keeps excluded ports with the router by sending the ranges left (checked with fw4-render), read back as ranges, however wide', async () => {
    await kit.ok('set_dmz', { enabled: '1', hostIp: '192.168.1.50', excludedPorts: '443,22,8000:8003,10000:60000' });
    const text = await firewall();
    // meta l4proto { tcp, udp } th dport 1-21 dnat ip to 192.168.1.50, and one such rule per range left.
    expect(section(text, "config redirect 'dmz'")).toBe(
      "config redirect 'dmz'\n\toption name 'DMZ'\n\toption src 'wan'\n\toption dest 'lan'\n\toption dest_ip '192.168.1.50'\n\toption proto 'tcp udp'\n\toption target 'DNAT'\n\toption reflection '0'\n\toption src_dport '1-21'\n\n",
    );
    expect(srcPorts(text)).toEqual(['1-21', '23-67', '69-442', '444-7999', '8004-9999', '60001-65535']);
    expect(text).not.toContain('dmz_exclude');
    // ...and the other protocols take their own: meta l4proto gre dnat ip to 192.168.1.50, esp, ah, sctp (ping stays: Allow-Ping).
    expect(section(text, "config redirect 'dmz_other'")).toBe(
      "config redirect 'dmz_other'\n\toption name 'DMZ (other protocols)'\n\toption src 'wan'\n\toption dest 'lan'\n\toption dest_ip '192.168.1.50'\n\toption proto 'gre esp ah sctp'\n\toption target 'DNAT'\n\toption reflection '0'\n\n",
    );
    expect(await kit.ok('get_dmz')).toMatchObject({ code: '1', enabled: '1', hostIp: '192.168.1.50', excludedPorts: '22,443,8000:8003,10000:60000' });
  });

  it("reads an older version's port set, and writes ranges at the next save", async () => {
    const text = await firewall();
    const older =
      "\nconfig ipset 'dmz_exclude'\n\toption name 'dmz_exclude'\n\toption match 'dest_port'\n\tlist entry '22'\n\tlist entry '68'\n\tlist entry '8000'\n\tlist entry '8001'\n" +
      "\nconfig redirect 'dmz'\n\toption name 'DMZ'\n\toption src 'wan'\n\toption dest 'lan'\n\toption dest_ip '192.168.1.50'\n\toption proto 'all'\n\toption target 'DNAT'\n\toption ipset '!dmz_exclude'\n";
    await writeFile(`${kit.device.dataDir}/config/firewall`, text + older);
    expect(await kit.ok('get_dmz')).toMatchObject({ enabled: '1', hostIp: '192.168.1.50', excludedPorts: '22,8000:8001' });
    await kit.ok('set_dmz', { enabled: '1', hostIp: '192.168.1.50', excludedPorts: '22,8000:8001' });
    const after = await firewall();
    expect(after).not.toContain('dmz_exclude');
    expect(srcPorts(after)).toEqual(['1-21', '23-67', '69-7999', '8002-65535']);
  });

  it('switched off keeps the host and ports, and off with no host leaves the file as it was', async () => {
    const before = await firewall();
    await kit.ok('set_dmz', { enabled: '1', hostIp: '192.168.1.50', excludedPorts: '80' });
    await kit.ok('set_dmz', { enabled: '0' });
    const text = await firewall();
    expect(section(text, "config redirect 'dmz'")).toContain("option enabled '0'");
    expect(section(text, "config redirect 'dmz_other'")).toContain("option enabled '0'");
    expect(await kit.ok('get_dmz')).toMatchObject({ code: '1', enabled: '0', hostIp: '192.168.1.50', excludedPorts: '80' });
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
    await kit.refused('set_dmz', { ...on, excludedPorts: '1:2000,2001:65535' }, [{ field: 'excludedPorts', key: 'dmz.everyPort' }]);
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
