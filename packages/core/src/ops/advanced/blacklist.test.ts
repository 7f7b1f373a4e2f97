import { writeFile } from 'node:fs/promises';
import { describe, expect, it, vi } from 'vitest';
import { tabDevicePerTest } from '../../../../device/test-support/tab-test-kit';
import { firewallFile } from '../../../../device/test-support/firewall-file';

const kit = tabDevicePerTest();

const { read: firewall, exported, section } = firewallFile(() => kit.device.dataDir);

// What fw4-render made of it (bench/fw4-check.ts): one rule in the forward chain, ahead of every
// zone's jump, for traffic from any zone to any zone:
//   ether saddr { 3c:22:fb:00:00:09, aa:bb:cc:dd:ee:01 } counter jump handle_reject comment "!fw4: Black list"
const rule = (...macs: string[]) =>
  `config rule 'blacklist'\n\toption name 'Black list'\n\toption src '*'\n\toption dest '*'\n${macs.map((mac) => `\tlist src_mac '${mac}'\n`).join('')}\toption proto 'all'\n\toption target 'REJECT'\n\n`;

describe('get_blacklist / set_blacklist', () => {
  it('writes one fw4 rule rejecting the listed MACs, reads it back after a restart, and an empty list removes it', async () => {
    const before = await firewall();
    await kit.ok('set_blacklist', { macs: ['3c:22:fb:00:00:09', 'AA:BB:CC:DD:EE:01'] });
    const text = await firewall();
    expect(text.startsWith(exported(before).trimEnd())).toBe(true);
    expect(section(text, 'blacklist')).toBe(rule('3C:22:FB:00:00:09', 'AA:BB:CC:DD:EE:01'));
    await kit.restart();
    expect(await kit.ok('get_blacklist')).toEqual({ code: '1', macs: ['3C:22:FB:00:00:09', 'AA:BB:CC:DD:EE:01'] });
    await kit.ok('set_blacklist', { macs: [] });
    expect(await firewall()).toBe(exported(before));
  });

  it('is one list with the terminal tab: a block made in either shows in both', async () => {
    await kit.ok('set_blacklist', { macs: ['3C:22:FB:00:00:09'] });
    expect((await kit.ok('get_terminals')).blocked).toEqual(['3C:22:FB:00:00:09']);
    const [terminal] = (await kit.ok('get_terminals')).terminals;
    await kit.ok('set_terminal_block', { mac: terminal.mac.toLowerCase(), blocked: true });
    expect((await kit.ok('get_blacklist')).macs).toEqual(['3C:22:FB:00:00:09', terminal.mac]);
    expect(section(await firewall(), 'blacklist')).toBe(rule('3C:22:FB:00:00:09', terminal.mac));
    await kit.ok('set_terminal_block', { mac: '3c:22:fb:00:00:09', blocked: false });
    expect((await kit.ok('get_blacklist')).macs).toEqual([terminal.mac]);
    await kit.ok('set_blacklist', { macs: [] });
    expect((await kit.ok('get_terminals')).blocked).toEqual([]);
  });

  it("reads the terminal tab's older rule per MAC as part of the list and folds it into the one rule on the next save", async () => {
    const old = (mac: string, src: string) =>
      `config rule\n\toption name 'block-${mac}'\n\toption src '${src}'\n\toption dest '*'\n\toption src_mac '${mac}'\n\toption proto 'all'\n\toption target 'REJECT'\n`;
    const factory = await firewall();
    await writeFile(`${kit.device.dataDir}/config/firewall`, `${factory}\n${old('3c:22:fb:00:00:07', 'lan')}\n${old('3c:22:fb:00:00:08', '*')}`);
    expect((await kit.ok('get_blacklist')).macs).toEqual(['3C:22:FB:00:00:07', '3C:22:FB:00:00:08']);
    expect((await kit.ok('get_terminals')).blocked).toEqual(['3C:22:FB:00:00:07', '3C:22:FB:00:00:08']);
    await kit.ok('set_blacklist', { macs: ['3C:22:FB:00:00:08', '3C:22:FB:00:00:09'] });
    const text = await firewall();
    expect(text).not.toContain('block-');
    expect(section(text, 'blacklist')).toBe(rule('3C:22:FB:00:00:08', '3C:22:FB:00:00:09'));
    expect(text.startsWith(exported(factory).trimEnd())).toBe(true);
  });

  it("names the known devices, connected or with a static lease, and which is the caller's", async () => {
    const { terminals } = await kit.ok('get_terminals');
    const { hosts } = await kit.ok('get_blacklist_hosts');
    expect(hosts).toContainEqual({ mac: terminals[0].mac, hostname: terminals[0].hostname, ip: terminals[0].ip, online: true, self: false });
    await kit.ok('set_static_leases', { hosts: [{ name: 'old-laptop', ip: '192.168.1.60', mac: '3c:22:fb:00:00:60' }] });
    expect((await kit.ok('get_blacklist_hosts')).hosts).toContainEqual({ mac: '3C:22:FB:00:00:60', hostname: 'old-laptop', ip: '', online: false, self: false });
  });

  it("refuses the MAC of the device the browser runs on, in both tabs, changing nothing", async () => {
    const platform = kit.device.device.services.platform;
    const caller = { hostname: 'admin-phone', ip: '127.0.0.1', mac: '3C:22:FB:AA:BB:CC', interface: 'wifi-2g' as const, rxBytes: 0, txBytes: 0, connectedSince: Date.now() };
    const spy = vi.spyOn(platform, 'lanClients').mockResolvedValue([caller]);
    try {
      expect((await kit.ok('get_blacklist_hosts')).hosts).toEqual([{ mac: caller.mac, hostname: 'admin-phone', ip: '127.0.0.1', online: true, self: true }]);
      await kit.refused('set_blacklist', { macs: ['3C:22:FB:00:00:09', '3c:22:fb:aa:bb:cc'] }, [{ field: 'macs', key: 'blacklist.ownDevice' }]);
      await kit.refused('set_terminal_block', { mac: caller.mac, blocked: true }, [{ field: 'mac', key: 'blacklist.ownDevice' }]);
    } finally {
      spy.mockRestore();
    }
  });

  it('answers -2 for a bad line, a repeat, a 257th MAC or hostile text, changing nothing', async () => {
    await kit.ok('set_blacklist', { macs: ['3C:22:FB:00:00:09'] });
    await kit.refused('set_blacklist', { macs: ['3C:22:FB:00:00:01', '00:11:22:33:44'] }, [{ field: 'macs.1', key: 'validation.mac' }]);
    await kit.refused('set_blacklist', { macs: ['3C:22:FB:00:00:01', '3c:22:fb:00:00:01'] }, [{ field: 'macs.1', key: 'validation.duplicate' }]);
    await kit.refused('set_blacklist', { macs: ["00:11:22:33:44:55'\noption target 'ACCEPT'"] }, [{ field: 'macs.0', key: 'validation.mac' }]);
    await kit.refused('set_blacklist', { macs: ['$(id)'] }, [{ field: 'macs.0', key: 'validation.mac' }]);
    await kit.refused('set_blacklist', { macs: ['00:11:22:33:44:55;reboot'] }, [{ field: 'macs.0', key: 'validation.mac' }]);
    await kit.refused('set_blacklist', { macs: '00:11:22:33:44:55' }, [{ field: 'macs', key: 'validation.invalid' }]);
    const many = Array.from({ length: 257 }, (_, i) => `02:00:00:00:${(i >> 8).toString(16).padStart(2, '0')}:${(i & 255).toString(16).padStart(2, '0')}`);
    await kit.refused('set_blacklist', { macs: many }, [{ field: 'macs', key: 'validation.tooManyEntries' }]);
    await kit.ok('set_blacklist', { macs: many.slice(0, 256) });
    await kit.refused('set_terminal_block', { mac: '3C:22:FB:00:00:01', blocked: true }, [{ field: 'mac', key: 'validation.tooManyEntries' }]);
    await kit.refused('set_blacklist', { macs: [], extra: 1 }, [{ field: 'extra', key: 'validation.unknownField' }]);
  });
});

describe('the simulated router', () => {
  it('stops the traffic of a blocked client from the moment it is blocked, and lets it flow again when unblocked (issue 14)', async () => {
    type Terminal = { mac: string; rxBytes: number; txBytes: number };
    const terminals = async () => (await kit.ok('get_terminals')).terminals as Terminal[];
    const [target, other] = await terminals();
    await kit.ok('set_blacklist', { macs: [target!.mac] });
    const blockedAt = (await terminals()).find((t) => t.mac === target!.mac)!;
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    const later = await terminals();
    expect(later.find((t) => t.mac === target!.mac)).toMatchObject({ rxBytes: blockedAt.rxBytes, txBytes: blockedAt.txBytes });
    expect(later.find((t) => t.mac === other!.mac)!.rxBytes).toBeGreaterThan(other!.rxBytes);
    expect((await kit.ok('get_terminals')).blocked).toEqual([target!.mac]);
    await kit.ok('set_blacklist', { macs: [] });
    expect((await terminals()).find((t) => t.mac === target!.mac)!.rxBytes).toBeGreaterThan(blockedAt.rxBytes);
  });
});
