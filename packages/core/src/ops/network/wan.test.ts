import { beforeEach, describe, expect, it, vi } from 'vitest';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { configFile, configFiles } from '../../../../device/test-support/config-files';
import { sectionsBut } from '../../../../device/test-support/uci-sections';
import { factoryConfig, tabDevicePerFile, tabDevicePerTest } from '../../../../device/test-support/tab-test-kit';

const shared = tabDevicePerFile();
const factory = factoryConfig(shared, ['network']);

async function withWan(lines: string, check: () => Promise<void>) {
  await writeFile(factory.path('network'), factory.text('network').replace("config interface 'wan'\n\toption device 'wan'\n\toption proto 'dhcp'\n", `config interface 'wan'\n\toption device 'wan'\n${lines}`));
  try {
    await check();
  } finally {
    await factory.restore();
  }
}

describe('get_wan_config', () => {
  it('answers the DHCP lease of the link for a dhcp WAN', async () => {
    const link = await shared.device.device.services.platform.wanLink();
    const body = await shared.call('get_wan_config');
    expect(body).toMatchObject({ code: '1', proto: 'dhcp', ipaddr: link.ipaddr, gateway: link.gateway, username: '' });
    expect(body.macaddr).toMatch(/^([0-9A-F]{2}:){5}[0-9A-F]{2}$/);
  });

  it('answers the configured address of a static WAN and its DNS servers', async () => {
    await withWan("\toption proto 'static'\n\toption ipaddr '203.0.113.9'\n\toption netmask '255.255.255.0'\n\toption gateway '203.0.113.1'\n\tlist dns '1.1.1.1'\n\tlist dns '8.8.8.8'\n", async () => {
      const body = await shared.call('get_wan_config');
      expect(body).toMatchObject({ proto: 'static', ipaddr: '203.0.113.9', netmask: '255.255.255.0', gateway: '203.0.113.1', dns1: '1.1.1.1', dns2: '8.8.8.8' });
    });
  });

  it('answers the PPPoE account but never its password', async () => {
    await withWan("\toption proto 'pppoe'\n\toption username 'user@isp'\n\toption password 'pppoe-Secret-77'\n", async () => {
      const body = await shared.call('get_wan_config');
      expect(body).toMatchObject({ code: '1', proto: 'pppoe', username: 'user@isp' });
      expect(JSON.stringify(body)).not.toContain('pppoe-Secret-77');
      expect(JSON.stringify(await shared.call('get_wan_status'))).not.toContain('pppoe-Secret-77');
      expect(JSON.stringify(await shared.call('get_interface_status'))).not.toContain('pppoe-Secret-77');
    });
  });

  it('answers -12 for a WAN protocol the console does not manage', async () => {
    await withWan("\toption proto 'l2tp'\n", async () => {
      const body = await shared.call('get_wan_config');
      expect(body).toEqual({ code: '-12', msg: "network.wan proto 'l2tp' is not one of dhcp, pppoe, static" });
    });
  });
});

describe('get_wan_status', () => {
  it('shows the link, its time connected and growing traffic counters', async () => {
    const first = await shared.call('get_wan_status');
    expect(first).toMatchObject({ code: '1', proto: 'dhcp', up: true });
    expect(first.connectedSeconds).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const second = await shared.call('get_wan_status');
    expect(second.rxBytes).toBeGreaterThan(first.rxBytes);
  });
});

describe('set_wan_config', () => {
  const kit = tabDevicePerTest();

  const staticWan = { proto: 'static', ipaddr: '203.0.113.9', netmask: '255.255.255.0', gateway: '203.0.113.1', dns1: '1.1.1.1', dns2: '' };
  const wanSection = (file: string) => /config interface 'wan'\n(?:\t.*\n)*/.exec(file)?.[0];

  it('saves a static WAN in network.wan, keeps every other section, and survives a restart', async () => {
    const before = await configFile(kit.device.dataDir, 'network');
    await kit.ok('set_wan_config', staticWan);
    const after = await configFile(kit.device.dataDir, 'network');
    expect(wanSection(after)).toBe(
      "config interface 'wan'\n\toption device 'wan'\n\toption proto 'static'\n\toption ipaddr '203.0.113.9'\n\toption netmask '255.255.255.0'\n\toption gateway '203.0.113.1'\n\tlist dns '1.1.1.1'\n",
    );
    expect(sectionsBut('wan', after)).toEqual(sectionsBut('wan', before));

    await kit.restart();
    expect(await kit.ok('get_wan_config')).toMatchObject({ ...staticWan, username: '' });
    expect(await kit.ok('get_wan_status')).toMatchObject({ proto: 'static', ipaddr: '203.0.113.9' });
  });

  it('keeps a PPPoE password write-only: stored, never answered, kept when sent empty', async () => {
    await kit.ok('set_wan_config', { proto: 'pppoe', username: 'user@isp', password: 'pppoe-Secret-77', dns1: '', dns2: '' });
    await kit.ok('set_wan_config', { proto: 'pppoe', username: 'renamed@isp', password: '', dns1: '9.9.9.9', dns2: '1.1.1.1' });
    const file = await configFile(kit.device.dataDir, 'network');
    expect(wanSection(file)).toBe(
      "config interface 'wan'\n\toption device 'wan'\n\toption proto 'pppoe'\n\toption username 'renamed@isp'\n\toption password 'pppoe-Secret-77'\n\tlist dns '9.9.9.9'\n\tlist dns '1.1.1.1'\n\toption peerdns '0'\n",
    );
    await kit.restart();
    const config = await kit.ok('get_wan_config');
    expect(config).toMatchObject({ proto: 'pppoe', username: 'renamed@isp', dns1: '9.9.9.9', dns2: '1.1.1.1' });
    expect(JSON.stringify(config)).not.toContain('pppoe-Secret-77');
    expect(JSON.stringify(await kit.ok('get_wan_status'))).not.toContain('pppoe-Secret-77');
  });

  it('drops the options of the other protocols on a switch back to DHCP, and the peer DNS comes back', async () => {
    await kit.ok('set_wan_config', { proto: 'pppoe', username: 'user@isp', password: 'pppoe-Secret-77', dns1: '9.9.9.9' });
    await kit.ok('set_wan_config', { proto: 'dhcp', dns1: '', dns2: '' });
    expect(wanSection(await configFile(kit.device.dataDir, 'network'))).toBe("config interface 'wan'\n\toption device 'wan'\n\toption proto 'dhcp'\n");
  });

  it('drops a pppd plugin and connect script set by hand in network.wan (issue 26.1), keeping the keepalive', async () => {
    const text = (await configFile(kit.device.dataDir, 'network')).replace(
      "config interface 'wan'\n\toption device 'wan'\n",
      "config interface 'wan'\n\toption device 'wan'\n\toption keepalive '5 1'\n\toption pppd_options 'plugin /tmp/evil.so'\n\toption connect '/tmp/x'\n",
    );
    await writeFile(path.join(kit.device.dataDir, 'config', 'network'), text);
    await kit.ok('set_wan_config', { proto: 'pppoe', username: 'user@isp', password: 'pppoe-Secret-77', dns1: '', dns2: '' });
    const wan = wanSection(await configFile(kit.device.dataDir, 'network'));
    expect(wan).toContain("option keepalive '5 1'");
    expect(wan).not.toContain('pppd_options');
    expect(wan).not.toContain('option connect');
  });

  it('takes back what get_wan_config answered, less the MAC', async () => {
    const { code: _code, macaddr: _mac, ...answered } = await kit.ok('get_wan_config');
    await kit.ok('set_wan_config', answered);
    await kit.refused('set_wan_config', { ...answered, macaddr: '00:11:22:33:44:55' }, [{ field: 'macaddr', key: 'validation.unknownField' }]);
  });

  it('answers -2 with the field for every bad value, changing no file', async () => {
    const refuse = (input: Record<string, unknown>, field: string, key: string) => kit.refused('set_wan_config', input, [{ field, key }]);
    await refuse({ ...staticWan, ipaddr: '203.0.113.256' }, 'ipaddr', 'validation.ipv4');
    await refuse({ ...staticWan, ipaddr: '' }, 'ipaddr', 'validation.ipv4');
    await refuse({ ...staticWan, netmask: '255.0.255.0' }, 'netmask', 'validation.netmask');
    await refuse({ ...staticWan, netmask: undefined }, 'netmask', 'validation.netmask');
    await refuse({ ...staticWan, gateway: 'gw' }, 'gateway', 'validation.ipv4');
    // Spec 3: only the DNS servers of a static WAN are optional (issue 13.17).
    await refuse({ ...staticWan, gateway: '' }, 'gateway', 'validation.ipv4');
    await refuse({ ...staticWan, gateway: undefined }, 'gateway', 'validation.ipv4');
    await refuse({ ...staticWan, gateway: '198.51.100.1' }, 'gateway', 'validation.gatewayOutsideSubnet');
    await refuse({ ...staticWan, dns1: '1.1.1' }, 'dns1', 'validation.ipv4');
    await refuse({ ...staticWan, dns2: '8.8.8.8 ' }, 'dns2', 'validation.ipv4');
    await refuse({ ...staticWan, ipaddr: '192.168.1.20' , gateway: '192.168.1.254' }, 'ipaddr', 'validation.lanWanOverlap');
    await refuse({ ...staticWan, proto: 'l2tp' }, 'proto', 'validation.invalid');
    await refuse({ proto: 'pppoe', username: '', password: 'secret' }, 'username', 'validation.required');
    await refuse({ proto: 'pppoe', username: 'user\nplugin evil.so', password: 'secret' }, 'username', 'validation.text');
    await refuse({ proto: 'pppoe', username: 'user', password: 'x'.repeat(256) }, 'password', 'validation.text');
    // The first PPPoE setup has no stored password to keep.
    await refuse({ proto: 'pppoe', username: 'user', password: '' }, 'password', 'validation.required');
  });
});

describe('wan_disconnect / wan_reconnect / wan_detect', () => {
  // The device starts on the faked clock, so that `later` moves its time too.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  const kit = tabDevicePerTest();
  const later = (seconds: number) => vi.setSystemTime(Date.now() + seconds * 1000);

  it('takes the link down until a reconnect: no address, no traffic, a detection that says why', async () => {
    expect(await kit.ok('wan_detect')).toMatchObject({ connected: true });
    await kit.ok('wan_disconnect');
    const down = await kit.ok('get_wan_status');
    expect(down).toMatchObject({ up: false, connectedSeconds: 0, rxRate: 0, txRate: 0 });
    later(30);
    expect(await kit.ok('get_wan_status')).toMatchObject({ up: false, rxBytes: down.rxBytes, txBytes: down.txBytes });
    const detection = await kit.ok('wan_detect');
    expect(detection.connected).toBe(false);
    expect(detection.checks.map((c: { check: string; ok: boolean; skipped: boolean }) => [c.check, c.ok, c.skipped])).toEqual([
      ['link', false, false],
      ['gateway', false, true],
      ['dns', false, true],
      ['internet', false, true],
    ]);

    await kit.ok('wan_reconnect');
    later(3);
    const up = await kit.ok('get_wan_status');
    expect(up).toMatchObject({ up: true, connectedSeconds: 1 });
    expect(up.rxRate).toBeGreaterThan(0);
    later(5);
    expect((await kit.ok('get_wan_status')).rxBytes).toBeGreaterThan(down.rxBytes);
    const checks = (await kit.ok('wan_detect')).checks;
    expect(checks.every((c: { ok: boolean; latencyMs: number; check: string }) => c.ok && (c.check === 'link' || c.latencyMs > 0))).toBe(true);
  });

  it('leaves the settings as they are', async () => {
    const before = await configFiles(kit.device.dataDir);
    await kit.ok('wan_disconnect');
    await kit.ok('wan_reconnect');
    expect(await configFiles(kit.device.dataDir)).toEqual(before);
  });

  it('answers -12 on a machine whose uplink the daemon does not own', async () => {
    await kit.replace({ platform: 'linux' });
    expect(await kit.call('wan_disconnect')).toEqual({ code: '-12', msg: 'Disconnecting the WAN is not supported on this platform' });
  });
});
