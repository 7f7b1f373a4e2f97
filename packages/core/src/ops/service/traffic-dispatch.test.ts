import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { configFile } from '../../../../device/test-support/config-files';
import { tabDevicePerTest } from '../../../../device/test-support/tab-test-kit';
import type { SimulatedPlatform } from '../../../../device/src/platform/simulated/simulated-platform';
import { openwrtUci, openwrtUciEnv } from '../../../../device/test-support/openwrt-uci';
import { needsReference, readReference } from '../../../../device/test-support/openwrt-reference';
import { firstMatchingRule, uciRules } from '../../../../device/test-support/mwan3-rule-order';

// mwan3's shipped /etc/config/mwan3 (openwrt/packages net/mwan3/files/etc/config/mwan3), from ../shared/openwrt/stock.
const stockMwan3 = readReference('stock', 'mwan3');

const kit = tabDevicePerTest();

const mwan3 = () => configFile(kit.device.dataDir, 'mwan3');
// OpenWrt's own uci (OPENWRT_TOOLS)
const realUci = openwrtUci ?? '';
const sectionOf = (text: string, header: string) => {
  const start = text.indexOf(`${header}\n`);
  if (start < 0) return undefined;
  const end = text.indexOf('\n\n', start);
  return text.slice(start, end + 1);
};

const nas = { srcIp: '192.168.1.104', destIp: '', proto: 'all', destPort: '', policy: 'wwan_only' };
const video = { srcIp: '192.168.1.0/24', destIp: '203.0.113.0/24', proto: 'tcp', destPort: '8000:8080', policy: 'balanced' };
const dns = { srcIp: '', destIp: '8.8.8.8', proto: 'udp', destPort: '53', policy: 'wwan_wan' };

const cellular = { priority: '1', proto: 'qmi', country: 'CN', isp: 'cmcc', apn: 'cmnet', auth: 'none', username: '', password: '', pdptype: 'ipv4v6' };

describe('get_traffic_dispatch / set_traffic_dispatch', () => {
  it("writes mwan3 rules in order before its default rule, with the interfaces, members and policies they use, kept over a restart", async () => {
    expect(await kit.ok('get_traffic_dispatch')).toEqual({ code: '1', rules: [], otherRules: [], defaultPolicy: 'wan_wwan' });
    await kit.ok('set_traffic_dispatch', { rules: [nas, video, dns] });
    const file = await mwan3();
    expect(sectionOf(file, "config interface 'wwan'")).toBe(
      "config interface 'wwan'\n\toption enabled '1'\n\tlist track_ip '1.0.0.1'\n\tlist track_ip '1.1.1.1'\n\tlist track_ip '208.67.222.222'\n\tlist track_ip '208.67.220.220'\n\toption family 'ipv4'\n\toption reliability '1'\n",
    );
    expect(sectionOf(file, "config member 'wan_m2_w3'")).toBe("config member 'wan_m2_w3'\n\toption interface 'wan'\n\toption metric '2'\n\toption weight '3'\n");
    expect(sectionOf(file, "config policy 'wan_wwan'")).toBe("config policy 'wan_wwan'\n\tlist use_member 'wan_m1_w3'\n\tlist use_member 'wwan_m2_w3'\n");
    expect(sectionOf(file, "config policy 'wwan_only'")).toBe("config policy 'wwan_only'\n\tlist use_member 'wwan_m1_w3'\n");
    expect(sectionOf(file, "config policy 'balanced'")).toBe("config policy 'balanced'\n\tlist use_member 'wan_m1_w3'\n\tlist use_member 'wwan_m1_w3'\n");
    const rules = file.slice(file.indexOf("config rule 'dispatch_1'"));
    expect(rules).toBe(
      [
        "config rule 'dispatch_1'",
        "\toption src_ip '192.168.1.104'",
        "\toption proto 'all'",
        "\toption use_policy 'wwan_only'",
        "\toption family 'ipv4'",
        '',
        "config rule 'dispatch_2'",
        "\toption src_ip '192.168.1.0/24'",
        "\toption dest_ip '203.0.113.0/24'",
        "\toption proto 'tcp'",
        "\toption dest_port '8000:8080'",
        "\toption use_policy 'balanced'",
        "\toption family 'ipv4'",
        '',
        "config rule 'dispatch_3'",
        "\toption dest_ip '8.8.8.8'",
        "\toption proto 'udp'",
        "\toption dest_port '53'",
        "\toption use_policy 'wwan_wan'",
        "\toption family 'ipv4'",
        '',
        "config rule 'default_rule_v4'",
        "\toption dest_ip '0.0.0.0/0'",
        "\toption use_policy 'wan_wwan'",
        "\toption family 'ipv4'",
        '',
        '',
      ].join('\n'),
    );
    await kit.restart();
    expect(await kit.ok('get_traffic_dispatch')).toEqual({ code: '1', rules: [nas, video, dns], otherRules: [], defaultPolicy: 'wan_wwan' });
    // A shorter list removes the rules left over.
    await kit.ok('set_traffic_dispatch', { rules: [dns] });
    expect(await mwan3()).not.toContain('dispatch_2');
    expect(await kit.ok('get_traffic_dispatch')).toMatchObject({ rules: [dns] });
  });

  it("keeps a hand-tuned interface and mwan3's other rules, and puts ours before the default rule", async () => {
    const stock = [
      'package mwan3',
      '',
      "config interface 'wan'",
      "\toption enabled '1'",
      "\tlist track_ip '9.9.9.9'",
      "\toption reliability '2'",
      '',
      "config rule 'https'",
      "\toption sticky '1'",
      "\toption dest_port '443'",
      "\toption proto 'tcp'",
      "\toption use_policy 'balanced'",
      '',
      "config rule 'default_rule_v4'",
      "\toption dest_ip '0.0.0.0/0'",
      "\toption use_policy 'balanced'",
      "\toption family 'ipv4'",
      '',
    ].join('\n');
    await writeFile(path.join(kit.device.dataDir, 'config', 'mwan3'), stock);
    await kit.restart();
    await kit.ok('set_traffic_dispatch', { rules: [nas] });
    const file = await mwan3();
    expect(sectionOf(file, "config interface 'wan'")).toBe("config interface 'wan'\n\toption enabled '1'\n\tlist track_ip '9.9.9.9'\n\toption reliability '2'\n");
    const order = [...file.matchAll(/^config rule '([^']+)'/gm)].map((match) => match[1]);
    // mwan3 takes the first rule that matches (lib/mwan3/mwan3.sh), so ours come before its own.
    expect(order).toEqual(['dispatch_1', 'https', 'default_rule_v4']);
    expect(sectionOf(file, "config rule 'default_rule_v4'")).toContain("option use_policy 'wan_wwan'");
  });

  it("follows the 3G/4G tab's 4G priority in mwan3's default rule, whichever tab saves", async () => {
    await kit.ok('set_traffic_dispatch', { rules: [nas] });
    await kit.ok('set_cellular_config', cellular);
    expect(sectionOf(await mwan3(), "config rule 'default_rule_v4'")).toContain("option use_policy 'wwan_wan'");
    expect(await kit.ok('get_traffic_dispatch')).toMatchObject({ rules: [nas], defaultPolicy: 'wwan_wan' });
    await kit.ok('set_traffic_dispatch', { rules: [] });
    expect(sectionOf(await mwan3(), "config rule 'default_rule_v4'")).toContain("option use_policy 'wwan_wan'");
    await kit.ok('set_cellular_config', { ...cellular, priority: '0' });
    expect(sectionOf(await mwan3(), "config rule 'default_rule_v4'")).toContain("option use_policy 'wan_wwan'");
    expect(await kit.ok('get_cellular_config')).toMatchObject({ priority: '0' });
  });

  it.each([
    ['srcIp', { ...nas, srcIp: '192.168.1.300' }, 'dispatch.addressInvalid'],
    ['destIp', { ...nas, destIp: "1.2.3.4' x" }, 'dispatch.addressInvalid'],
    ['destPort', { ...video, destPort: '80-90' }, 'validation.portRange'],
    ['destPort', { ...nas, destPort: '80' }, 'dispatch.portNeedsProtocol'],
    ['srcIp', { ...nas, srcIp: '' }, 'dispatch.matchRequired'],
  ])('refuses a rule with a bad %s with -2 and writes nothing', async (field, rule, key) => {
    await kit.ok('set_traffic_dispatch', { rules: [video] });
    await kit.refused('set_traffic_dispatch', { rules: [video, rule] }, [{ field: `rules.1.${field}`, key }]);
  });

  it('refuses an unknown policy, a second rule matching what the first does, and more than 32 rules', async () => {
    await kit.refused('set_traffic_dispatch', { rules: [dns, { ...dns, policy: 'wan_only' }] }, [{ field: 'rules.1.srcIp', key: 'validation.duplicate' }]);
    await kit.refused('set_traffic_dispatch', { rules: [{ ...nas, policy: 'wanb_only' }] }, [{ field: 'rules.0.policy', key: 'validation.invalid' }]);
    await kit.refused('set_traffic_dispatch', { rules: Array.from({ length: 33 }, () => dns) }, [{ field: 'rules', key: 'validation.tooManyEntries' }]);
  });

  it.skipIf(!existsSync(realUci) || !stockMwan3)(
    needsReference("sends a host's HTTPS where its rule says, before mwan3's stock https rule, as OpenWrt's uci orders the rules"),
    async () => {
      await writeFile(path.join(kit.device.dataDir, 'config', 'mwan3'), stockMwan3 ?? '');
      await kit.restart();
      await kit.ok('set_traffic_dispatch', { rules: [nas] });
      const shown = execFileSync(realUci, ['-c', path.join(kit.device.dataDir, 'config'), 'show', 'mwan3'], { encoding: 'utf8', env: openwrtUciEnv });
      const https = { src: '192.168.1.104', dest: '93.184.216.34', proto: 'tcp' as const, port: 443 };
      expect(firstMatchingRule(uciRules(shown), https)).toEqual({ name: 'dispatch_1', policy: 'wwan_only' });
      // Another host's HTTPS still meets mwan3's own rule.
      expect(firstMatchingRule(uciRules(shown), { ...https, src: '192.168.1.105' })).toEqual({ name: 'https', policy: 'balanced' });
      expect(await kit.ok('get_traffic_dispatch')).toMatchObject({
        rules: [nas],
        otherRules: [
          { name: 'https', srcIp: '', destIp: '', proto: 'tcp', destPort: '443', policy: 'balanced', sticky: '1', family: 'any' },
          { name: 'default_rule_v6', srcIp: '', destIp: '::/0', proto: 'all', destPort: '', policy: 'balanced', sticky: '0', family: 'ipv6' },
        ],
      });
    },
  );

  it.skipIf(!existsSync(realUci))("is read back by OpenWrt's uci as written", async () => {
    await kit.ok('set_traffic_dispatch', { rules: [video] });
    const shown = execFileSync(realUci, ['-c', path.join(kit.device.dataDir, 'config'), 'show', 'mwan3'], { encoding: 'utf8', env: openwrtUciEnv });
    expect(shown).toContain("mwan3.dispatch_1.dest_port='8000:8080'");
    expect(shown).toContain("mwan3.balanced.use_member='wan_m1_w3' 'wwan_m1_w3'");
    expect(shown).toContain("mwan3.default_rule_v4.use_policy='wan_wwan'");
  });
});

describe('get_traffic_dispatch_status', () => {
  it('shows each uplink online or offline and moves each rule to the uplink left when one fails', async () => {
    await kit.ok('set_traffic_dispatch', { rules: [nas, video, { ...dns, policy: 'wan_wwan' }, { ...dns, destIp: '8.8.4.4', policy: 'wan_only' }] });
    // Both uplinks come up within seconds of boot.
    await expect.poll(async () => (await kit.ok('get_traffic_dispatch_status')).uplinks, { timeout: 15_000 }).toEqual([
      { uplink: 'wan', online: '1' },
      { uplink: 'wwan', online: '1' },
    ]);
    expect(await kit.ok('get_traffic_dispatch_status')).toMatchObject({ routes: ['wwan', 'both', 'wan', 'wan'], defaultRoute: 'wan' });

    const platform = kit.device.device.services.platform as SimulatedPlatform;
    platform.failUplink('wan');
    expect(await kit.ok('get_traffic_dispatch_status')).toEqual({
      code: '1',
      available: '1',
      uplinks: [
        { uplink: 'wan', online: '0' },
        { uplink: 'wwan', online: '1' },
      ],
      routes: ['wwan', 'wwan', 'wwan', 'none'],
      defaultRoute: 'wwan',
    });
    platform.failUplink('wwan');
    expect(await kit.ok('get_traffic_dispatch_status')).toMatchObject({ routes: ['none', 'none', 'none', 'none'], defaultRoute: 'none' });
  });
});
