import { writeFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { tabDevicePerTest } from '../../../../device/test-support/tab-test-kit';
import { firewallFile } from '../../../../device/test-support/firewall-file';

const kit = tabDevicePerTest();

const rule = (fields: Record<string, unknown>) => ({
  id: '', priority: 10, name: '', direction: 'input', proto: 'tcp', srcIp: '', srcPort: '', destIp: '', destPort: '', action: 'REJECT', enabled: '1', ...fields,
});
const ssh = rule({ priority: 10, name: 'SSH from office', srcIp: '203.0.113.0/24', destPort: '22', action: 'ACCEPT' });
const telnet = rule({ priority: 20, name: 'No telnet in', destPort: '23' });
const torrent = rule({ priority: 30, direction: 'forward', proto: 'tcp+udp', srcIp: '192.168.1.50', srcPort: '1024:65535', destIp: '198.51.100.7', destPort: '6881:6889', action: 'DROP' });
const guests = rule({ priority: 40, name: '访客 "printer"', direction: 'forward', proto: 'all', srcIp: '192.168.1.0/24', destIp: '10.0.0.0/8', enabled: '0' });

const { read: firewall, exported, section } = firewallFile(() => kit.device.dataDir);

// What fw4-render made of these sections (bench/fw4-check.ts), in the base chains, in file order:
//   input:   ip saddr 203.0.113.0/24 tcp dport 22 counter accept comment "!fw4: SSH from office"
//            tcp dport 23 counter jump handle_reject comment "!fw4: No telnet in"
//   forward: ip saddr 192.168.1.50 ip daddr 198.51.100.7 tcp sport 1024-65535 tcp dport 6881-6889 counter drop
//            (and the same for udp)
//            ip saddr 192.168.1.0/24 ip daddr 10.0.0.0/8 counter jump handle_reject
describe('get_acl / set_acl', () => {
  it('writes acl_<priority> sections in priority order and reads them back after a restart', async () => {
    const before = await firewall();
    await kit.ok('set_acl', { rules: [guests, telnet, torrent, ssh] });
    const text = await firewall();
    expect(text.startsWith(exported(before).trimEnd())).toBe(true);
    expect(text.slice(exported(before).trimEnd().length)).toBe(
      '\n\n' +
        "config rule 'acl_10'\n\toption name 'SSH from office'\n\toption src '*'\n\toption src_ip '203.0.113.0/24'\n\toption dest_port '22'\n\toption proto 'tcp'\n\toption target 'ACCEPT'\n\n" +
        "config rule 'acl_20'\n\toption name 'No telnet in'\n\toption src '*'\n\toption dest_port '23'\n\toption proto 'tcp'\n\toption target 'REJECT'\n\n" +
        "config rule 'acl_30'\n\toption name 'ACL 30'\n\toption src '*'\n\toption dest '*'\n\toption src_ip '192.168.1.50'\n\toption src_port '1024:65535'\n\toption dest_ip '198.51.100.7'\n\toption dest_port '6881:6889'\n\toption proto 'tcp udp'\n\toption target 'DROP'\n\n" +
        "config rule 'acl_40'\n\toption name '访客 \"printer\"'\n\toption src '*'\n\toption dest '*'\n\toption src_ip '192.168.1.0/24'\n\toption dest_ip '10.0.0.0/8'\n\toption proto 'all'\n\toption target 'REJECT'\n\toption enabled '0'\n\n",
    );
    await kit.restart();
    expect(await kit.ok('get_acl')).toEqual({
      code: '1',
      rules: [ssh, telnet, torrent, guests].map((item) => ({ ...item, id: `acl_${item.priority}` })),
    });
  });

  it('moves a rule to its new priority with the options the page does not show, keeping the block in place', async () => {
    await kit.ok('set_acl', { rules: [ssh, telnet] });
    const text = (await firewall()).replace("option dest_port '22'", "option dest_port '22'\n\toption family 'ipv4'");
    await writeFile(`${kit.device.dataDir}/config/firewall`, `${text}\nconfig rule 'by_hand'\n\toption name 'Mine'\n\toption src 'lan'\n\toption target 'ACCEPT'\n`);
    await kit.ok('set_acl', { rules: [{ ...ssh, id: 'acl_10', priority: 25 }, { ...telnet, id: 'acl_20', proto: 'udp' }] });
    const after = await firewall();
    expect(section(after, 'acl_10')).toBeUndefined();
    expect(section(after, 'acl_25')).toContain("option family 'ipv4'");
    expect(section(after, 'acl_20')).toContain("option proto 'udp'");
    expect(after.indexOf("'acl_20'")).toBeLessThan(after.indexOf("'acl_25'"));
    expect(after.indexOf("'acl_25'")).toBeLessThan(after.indexOf("'by_hand'"));
    await kit.ok('set_acl', { rules: [] });
    expect(await firewall()).not.toContain('acl_');
    expect(await firewall()).toContain("config rule 'by_hand'");
  });

  it("refuses an enabled input REJECT or DROP that would cut the caller's own connection, unless an ACCEPT of it comes first", async () => {
    // The test daemon is called from 127.0.0.1; the console's port is HTTP's 80 here.
    const all = rule({ priority: 5, proto: 'all' });
    await kit.refused('set_acl', { rules: [ssh, all] }, [{ field: 'rules.1.srcIp', key: 'acl.cutsOwnAccess' }]);
    await kit.refused('set_acl', { rules: [rule({ srcIp: '127.0.0.0/8', destPort: '80', action: 'DROP' })] }, [{ field: 'rules.0.srcIp', key: 'acl.cutsOwnAccess' }]);
    await kit.refused('set_acl', { rules: [rule({ proto: 'tcp+udp', destPort: '1:1024' })] }, [{ field: 'rules.0.srcIp', key: 'acl.cutsOwnAccess' }]);
    // Not the caller, not the console's port, UDP, forward, switched off, or let through first: taken.
    await kit.ok('set_acl', { rules: [rule({ priority: 1, srcIp: '192.168.1.77' }), telnet, rule({ priority: 3, proto: 'udp' }), { ...all, direction: 'forward' }, { ...all, priority: 6, enabled: '0' }] });
    await kit.ok('set_acl', { rules: [rule({ priority: 0, srcIp: '127.0.0.1', action: 'ACCEPT' }), all] });
  });

  it('answers -2 for what the spec or fw4 refuses, and for hostile text, changing nothing', async () => {
    await kit.ok('set_acl', { rules: [ssh] });
    await kit.refused('set_acl', { rules: [{ ...ssh, priority: 1000 }] }, [{ field: 'rules.0.priority', key: 'validation.aclPriority' }]);
    await kit.refused('set_acl', { rules: [{ ...ssh, priority: -1 }] }, [{ field: 'rules.0.priority', key: 'validation.aclPriority' }]);
    await kit.refused('set_acl', { rules: [{ ...ssh, priority: '5;reboot' }] }, [{ field: 'rules.0.priority', key: 'validation.aclPriority' }]);
    await kit.refused('set_acl', { rules: [ssh, { ...telnet, priority: 10 }] }, [{ field: 'rules.1.priority', key: 'acl.duplicatePriority' }]);
    await kit.refused('set_acl', { rules: [{ ...ssh, proto: 'all' }] }, [{ field: 'rules.0.destPort', key: 'acl.portNeedsProtocol' }]);
    await kit.refused('set_acl', { rules: [{ ...ssh, srcIp: '203.0.113.0/33' }] }, [{ field: 'rules.0.srcIp', key: 'acl.ipInvalid' }]);
    await kit.refused('set_acl', { rules: [{ ...ssh, destIp: '$(id)' }] }, [{ field: 'rules.0.destIp', key: 'acl.ipInvalid' }]);
    await kit.refused('set_acl', { rules: [{ ...ssh, destPort: '8080:80' }] }, [{ field: 'rules.0.destPort', key: 'validation.portRange' }]);
    await kit.refused('set_acl', { rules: [{ ...ssh, destPort: '22 23' }] }, [{ field: 'rules.0.destPort', key: 'validation.portRange' }]);
    await kit.refused('set_acl', { rules: [{ ...ssh, action: 'accept' }] }, [{ field: 'rules.0.action', key: 'validation.invalid' }]);
    await kit.refused('set_acl', { rules: [{ ...ssh, direction: 'output' }] }, [{ field: 'rules.0.direction', key: 'validation.invalid' }]);
    await kit.refused('set_acl', { rules: [{ ...ssh, name: "x\noption target 'ACCEPT'" }] }, [{ field: 'rules.0.name', key: 'validation.text' }]);
    await kit.refused('set_acl', { rules: [{ ...ssh, name: 'x'.repeat(33) }] }, [{ field: 'rules.0.name', key: 'acl.nameInvalid' }]);
    await kit.refused('set_acl', { rules: [{ ...ssh, id: 'pc_1' }] }, [{ field: 'rules.0.id', key: 'validation.invalid' }]);
    await kit.refused('set_acl', { rules: Array.from({ length: 65 }, (_, i) => ({ ...telnet, priority: i })) }, [{ field: 'rules', key: 'validation.tooManyEntries' }]);
  });
});
