import { writeFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { configFile, configFiles } from '../../../../device/test-support/config-files';
import { tabDevicePerTest } from '../../../../device/test-support/tab-test-kit';
import { exportUci } from '../../uci/uci-format';
import { parseUci } from '../../uci/uci-parse';

const kit = tabDevicePerTest();

const factory = { firewall: '1', synflood: '1', disableIpv6: '0', redirect: '0', wanPing: 'ACCEPT' };
const file = (pkg: string) => configFile(kit.device.dataDir, pkg);
/** The file as `uci commit` writes it. */
const exported = (text: string, pkg: string) => exportUci(parseUci(text, pkg));
const block = (text: string, start: RegExp) => {
  const at = text.search(start);
  if (at < 0) return '';
  const end = text.indexOf('\n\n', at);
  return text.slice(at, end < 0 ? undefined : end);
};

describe('get_firewall / set_firewall', () => {
  it("answers the factory router: firewall on, SYN-flood protection on (fw3's syn_flood), IPv6 on, no redirects, ping allowed", async () => {
    expect(await kit.ok('get_firewall')).toEqual({ code: '1', ...factory });
  });

  it('changes nothing on an unchanged save', async () => {
    const before = await configFiles(kit.device.dataDir);
    await kit.ok('set_firewall', factory);
    expect(await configFiles(kit.device.dataDir)).toEqual(before);
  });

  it('writes each switch where OpenWrt reads it, and back, surviving a restart', async () => {
    const firewallBefore = exported(await file('firewall'), 'firewall');
    await kit.ok('set_firewall', { firewall: '0', synflood: '0', disableIpv6: '1', redirect: '1', wanPing: 'REJECT' });
    const firewall = await file('firewall');
    expect(block(firewall, /config zone\n\toption name 'wan'/)).toContain("\toption input 'ACCEPT'\n\toption output 'ACCEPT'\n\toption forward 'ACCEPT'\n");
    expect(block(firewall, /config defaults/)).toBe(
      "config defaults\n\toption input 'REJECT'\n\toption output 'ACCEPT'\n\toption forward 'REJECT'\n\toption synflood_protect '0'\n\toption accept_redirects '1'",
    );
    expect(block(firewall, /config rule\n\toption name 'Allow-Ping'/)).toContain("\toption target 'REJECT'");
    expect(await file('network')).toMatch(/config interface 'wan6'\n\toption device 'wan'\n\toption proto 'dhcpv6'\n\toption disabled '1'\n/);
    expect(block(await file('dhcp'), /config dhcp 'lan'/)).toMatch(/\toption ra 'disabled'\n\toption dhcpv6 'disabled'$/);
    // netifd gives the LAN an address of globals.ula_prefix while lan has ip6assign (config_generate's '60').
    expect(block(await file('network'), /config interface 'lan'/)).not.toContain('ip6assign');

    await kit.restart();
    expect(await kit.ok('get_firewall')).toEqual({ code: '1', firewall: '0', synflood: '0', disableIpv6: '1', redirect: '1', wanPing: 'REJECT' });
    await kit.ok('set_firewall', { ...factory, synflood: '1' });
    expect(await kit.ok('get_firewall')).toEqual({ code: '1', ...factory });
    const restored = await file('firewall');
    expect(block(restored, /config zone\n\toption name 'wan'/)).toContain("\toption input 'REJECT'\n\toption output 'ACCEPT'\n\toption forward 'DROP'\n");
    expect(block(restored, /config defaults/)).not.toMatch(/syn_flood |accept_redirects/);
    expect(await file('network')).not.toContain("option disabled '1'");
    expect(block(await file('network'), /config interface 'lan'/)).toContain("\toption ip6assign '60'");
    expect(block(await file('dhcp'), /config dhcp 'lan'/)).toMatch(/\toption ra 'server'\n\toption dhcpv6 'server'$/);
    expect(exported(restored, 'firewall').split('\n').length).toBe(firewallBefore.split('\n').length);
  });

  it('re-creates the stock Allow-Ping rule when it is gone', async () => {
    const firewall = await file('firewall');
    await writeFile(`${kit.device.dataDir}/config/firewall`, firewall.replace(/config rule\n\toption name 'Allow-Ping'\n(\t.*\n)*\n?/, ''));
    expect((await kit.ok('get_firewall')).wanPing).toBe('REJECT');
    await kit.ok('set_firewall', factory);
    expect(block(await file('firewall'), /config rule\n\toption name 'Allow-Ping'/)).toBe(
      "config rule\n\toption name 'Allow-Ping'\n\toption src 'wan'\n\toption proto 'icmp'\n\toption icmp_type 'echo-request'\n\toption family 'ipv4'\n\toption target 'ACCEPT'",
    );
  });

  it('answers -2 for values outside the switch pairs, changing nothing', async () => {
    await kit.refused('set_firewall', { ...factory, firewall: 'on' }, [{ field: 'firewall', key: 'validation.invalid' }]);
    await kit.refused('set_firewall', { ...factory, wanPing: 'DROP' }, [{ field: 'wanPing', key: 'validation.invalid' }]);
    await kit.refused('set_firewall', { ...factory, extra: "1'\noption target 'ACCEPT'" }, [{ field: 'extra', key: 'validation.unknownField' }]);
  });
});
