import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { configFile } from '../../../../device/test-support/config-files';
import { tabDevicePerTest } from '../../../../device/test-support/tab-test-kit';
import { openwrtUci, openwrtUciEnv } from '../../../../device/test-support/openwrt-uci';

const kit = tabDevicePerTest();

const wifidogx = () => configFile(kit.device.dataDir, 'wifidogx');
// OpenWrt's own uci (OPENWRT_TOOLS; a development machine may lack it).
const realUci = openwrtUci ?? '';

const portal = {
  enabled: '1',
  gatewayId: 'shop-01',
  checkInterval: 90,
  clientTimeout: 7,
  serverHost: 'auth.example.com',
  serverPort: 8080,
  serverPath: '/wifidog/',
  ssl: '1',
  sslPort: 8443,
  trustedDomains: ['pay.example.com', '203.0.113.7'],
  trustedMacs: ['00:11:22:33:44:55', 'a0:b0:c0:d0:e0:f0'],
};

describe('get_portal / set_portal', () => {
  it("writes apfree-wifidog's common and gateway sections and reads them back after a restart", async () => {
    await kit.ok('set_portal', portal);
    expect(await wifidogx()).toBe(
      [
        'package wifidogx',
        '',
        "config wifidogx 'common'",
        "\toption enabled '1'",
        "\toption auth_server_mode 'cloud'",
        "\toption auth_server_hostname 'auth.example.com'",
        "\toption auth_server_port '8080'",
        "\toption auth_server_path '/wifidog/'",
        "\toption auth_server_ssl '1'",
        "\toption auth_server_ssl_port '8443'",
        "\toption check_interval '90'",
        // 7 minutes are 4.67 intervals of 90 s: wifidog counts 5, so a client gets at least 7 minutes.
        "\toption client_timeout '5'",
        "\toption client_timeout_min '7'",
        "\tlist trusted_domains 'pay.example.com'",
        "\tlist trusted_domains '203.0.113.7'",
        "\tlist trusted_macs '00:11:22:33:44:55'",
        "\tlist trusted_macs 'A0:B0:C0:D0:E0:F0'",
        '',
        "config gateway 'lan'",
        "\toption gateway_name 'br-lan'",
        "\toption gateway_channel 'lan'",
        "\toption gateway_id 'shop-01'",
        '',
        '',
      ].join('\n'),
    );
    await kit.restart();
    expect(await kit.ok('get_portal')).toEqual({ code: '1', ...portal, trustedMacs: ['00:11:22:33:44:55', 'A0:B0:C0:D0:E0:F0'] });
  });

  it("answers the shipped defaults before a save, and an empty gateway ID leaves apfree's own (the LAN MAC)", async () => {
    expect(await kit.ok('get_portal')).toMatchObject({ enabled: '0', checkInterval: 60, clientTimeout: 5, serverPort: 80, serverPath: '/wifidog/', sslPort: 443 });
    await kit.ok('set_portal', { ...portal, gatewayId: '' });
    expect(await wifidogx()).not.toContain('gateway_id');
    expect(await kit.ok('get_portal')).toMatchObject({ gatewayId: '' });
  });

  it('keeps what a save leaves out (the page hides the fields while the portal is off), and needs a server to switch on', async () => {
    await kit.ok('set_portal', portal);
    await kit.ok('set_portal', { enabled: '0' });
    expect(await kit.ok('get_portal')).toMatchObject({ enabled: '0', serverHost: 'auth.example.com', sslPort: 8443, trustedDomains: portal.trustedDomains });
    await kit.refused('set_portal', { enabled: '1', serverHost: '' }, [{ field: 'serverHost', key: 'validation.required' }]);
    await kit.refused('set_portal', { enabled: '1', authServerMode: 'local' }, [{ field: 'authServerMode', key: 'validation.unknownField' }]);
  });

  it.each([
    ['checkInterval', 59, 'validation.certHealth'],
    ['checkInterval', 121, 'validation.certHealth'],
    ['clientTimeout', 4, 'validation.certClientTimeout'],
    ['clientTimeout', 101, 'validation.certClientTimeout'],
    ['serverPort', 0, 'validation.port'],
    ['sslPort', 65536, 'validation.port'],
    ['serverHost', 'auth server', 'validation.ipOrHostname'],
    ['serverPath', "/wifidog/' x", 'portal.pathInvalid'],
    ['serverPath', 'wifidog', 'portal.pathInvalid'],
    ['gatewayId', 'gw\nid', 'portal.gatewayIdInvalid'],
    ['gatewayId', "gw'1", 'portal.gatewayIdInvalid'],
  ])('refuses %s %j with -2 and writes nothing', async (field, value, key) => {
    await kit.ok('set_portal', portal);
    await kit.refused('set_portal', { ...portal, [field]: value }, [{ field, key }]);
  });

  it('names the bad whitelist lines: spaces or a newline inside a line, a domain like -x, a MAC zz', async () => {
    await kit.refused('set_portal', { ...portal, trustedDomains: ['ok.example.com', 'a b.com', 'x.com\ny.com', '-x'] }, [
      { field: 'trustedDomains.1', key: 'portal.domainInvalid' },
      { field: 'trustedDomains.2', key: 'portal.domainInvalid' },
      { field: 'trustedDomains.3', key: 'portal.domainInvalid' },
    ]);
    await kit.refused('set_portal', { ...portal, trustedMacs: ['00:11:22:33:44:55', 'zz', "00:11:22:33:44:55' x"] }, [
      { field: 'trustedMacs.1', key: 'validation.mac' },
      { field: 'trustedMacs.2', key: 'validation.mac' },
    ]);
  });

  it.skipIf(!existsSync(realUci))("is read back by OpenWrt's uci as written", async () => {
    await kit.ok('set_portal', portal);
    const shown = execFileSync(realUci, ['-c', path.join(kit.device.dataDir, 'config'), 'show', 'wifidogx'], { encoding: 'utf8', env: openwrtUciEnv });
    expect(shown).toContain("wifidogx.common.auth_server_hostname='auth.example.com'");
    expect(shown).toContain("wifidogx.common.trusted_domains='pay.example.com' '203.0.113.7'");
    expect(shown).toContain("wifidogx.common.trusted_macs='00:11:22:33:44:55' 'A0:B0:C0:D0:E0:F0'");
    expect(shown).toContain("wifidogx.lan.gateway_id='shop-01'");
    expect(shown).toContain("wifidogx.common.client_timeout='5'");
  });
});

describe('get_portal_clients / portal_kick', () => {
  it('lists the simulated LAN clients signed in, leaves trusted MACs out, and a kicked client must sign in again', async () => {
    expect(await kit.ok('get_portal_clients')).toEqual({ code: '1', available: '1', clients: [] });
    await kit.ok('set_portal', { ...portal, trustedMacs: [] });
    const { clients } = (await kit.ok('get_portal_clients')) as unknown as { clients: { mac: string; hostname: string }[] };
    const lan = (await kit.ok('get_terminals')) as unknown as { terminals: { mac: string }[] };
    expect(clients.length).toBeGreaterThan(1);
    expect(lan.terminals.map((t) => t.mac.toUpperCase())).toEqual(expect.arrayContaining(clients.map((c) => c.mac)));
    const [first, second] = clients;
    if (!first || !second) throw new Error('two clients expected');

    await kit.ok('set_portal', { ...portal, trustedMacs: [second.mac] });
    const afterTrust = (await kit.ok('get_portal_clients')) as unknown as { clients: { mac: string }[] };
    expect(afterTrust.clients.map((c) => c.mac)).not.toContain(second.mac);

    await kit.ok('portal_kick', { mac: first.mac.toLowerCase() });
    const afterKick = (await kit.ok('get_portal_clients')) as unknown as { clients: { mac: string }[] };
    expect(afterKick.clients.map((c) => c.mac)).not.toContain(first.mac);
    expect(await kit.call('portal_kick', { mac: first.mac })).toMatchObject({ code: '-12', msg: 'portal.clientGone' });
    await kit.refused('portal_kick', { mac: 'zz' }, [{ field: 'mac', key: 'validation.mac' }]);
  });

  it('lists nobody while the portal is off', async () => {
    await kit.ok('set_portal', { ...portal, enabled: '0' });
    expect(await kit.ok('get_portal_clients')).toEqual({ code: '1', available: '1', clients: [] });
  });
});
