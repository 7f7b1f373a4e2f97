import { writeFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { configFile } from '../../../../device/test-support/config-files';
import { tabDevicePerTest } from '../../../../device/test-support/tab-test-kit';

const kit = tabDevicePerTest();

describe('get_terminals', () => {
  it('lists the connected devices with connection, traffic and time connected', async () => {
    const { terminals, blocked } = await kit.ok('get_terminals');
    expect(blocked).toEqual([]);
    const nas = terminals.find((t: { hostname: string }) => t.hostname === 'synology-nas');
    expect(nas).toEqual({
      hostname: 'synology-nas',
      name: '',
      ip: expect.stringMatching(/^192\.168\.1\.\d+$/),
      mac: expect.stringMatching(/^([0-9A-F]{2}:){5}[0-9A-F]{2}$/),
      connection: 'lan',
      rxBytes: expect.any(Number),
      txBytes: expect.any(Number),
      connectedSeconds: expect.any(Number),
    });
    expect(nas.txBytes).toBeGreaterThan(0);
    expect(terminals.some((t: { connection: string }) => t.connection !== 'lan')).toBe(true);
  });

  it('answers a Wi-Fi signal in dBm for Wi-Fi clients only', async () => {
    const { terminals } = await kit.ok('get_terminals');
    for (const terminal of terminals as Array<{ connection: string; signal?: number }>) {
      if (terminal.connection === 'lan') expect(terminal.signal).toBeUndefined();
      else expect(terminal.signal).toBeGreaterThanOrEqual(-90);
      if (terminal.connection !== 'lan') expect(terminal.signal).toBeLessThanOrEqual(-30);
    }
  });
});

describe('set_terminal_name', () => {
  const dhcpText = () => configFile(kit.device.dataDir, 'dhcp');

  it("writes the name as dnsmasq's host name for the MAC, shows it, and takes it away again", async () => {
    const before = await dhcpText();
    const [target] = (await kit.ok('get_terminals')).terminals;
    await kit.ok('set_terminal_name', { mac: target.mac.toLowerCase(), name: 'kids-tablet' });
    expect(await dhcpText()).toContain(`config host\n\toption mac '${target.mac}'\n\toption name 'kids-tablet'\n`);
    const renamed = (await kit.ok('get_terminals')).terminals.find((t: { mac: string }) => t.mac === target.mac);
    expect(renamed).toMatchObject({ name: 'kids-tablet', hostname: target.hostname });
    await kit.ok('set_terminal_name', { mac: target.mac, name: 'kids-ipad' });
    expect((await dhcpText()).match(/config host/g)).toHaveLength(1);
    await kit.ok('set_terminal_name', { mac: target.mac, name: '' });
    expect(await dhcpText()).not.toContain('kids-');
    expect((await dhcpText()).match(/config host/g)).toBeNull();
    expect(before).not.toContain('config host');
  });

  it("names a static lease's host section rather than adding a second one", async () => {
    const [target] = (await kit.ok('get_terminals')).terminals;
    await kit.ok('set_static_leases', { hosts: [{ name: 'nas', mac: target.mac, ip: '192.168.1.50' }] });
    await kit.ok('set_terminal_name', { mac: target.mac, name: 'big-nas' });
    expect((await kit.ok('get_static_leases')).hosts).toEqual([{ name: 'big-nas', mac: target.mac, ip: '192.168.1.50' }]);
    await kit.ok('set_terminal_name', { mac: target.mac, name: '' });
    expect((await kit.ok('get_static_leases')).hosts).toEqual([{ name: '', mac: target.mac, ip: '192.168.1.50' }]);
  });

  it('gives a named device its static lease in the same host section, keeping the name', async () => {
    const [target] = (await kit.ok('get_terminals')).terminals;
    await kit.ok('set_terminal_name', { mac: target.mac, name: 'kids-tablet' });
    await kit.ok('set_static_leases', { hosts: [{ name: '', mac: target.mac, ip: '192.168.1.50' }] });
    expect((await dhcpText()).match(/config host/g)).toHaveLength(1);
    expect((await kit.ok('get_static_leases')).hosts).toEqual([{ name: 'kids-tablet', mac: target.mac, ip: '192.168.1.50' }]);
  });

  it('refuses a name dnsmasq cannot take and changes nothing', async () => {
    const before = await dhcpText();
    const [target] = (await kit.ok('get_terminals')).terminals;
    for (const name of ['<b>guest</b>', 'my phone', '12h', '1234', "x'; reboot", 'a'.repeat(64)]) {
      await kit.refused('set_terminal_name', { mac: target.mac, name }, [{ field: 'name', key: 'validation.leaseHostname' }]);
    }
    expect(await dhcpText()).toBe(before);
  });
});

describe('set_terminal_block', () => {
  it('prohibits a MAC on the black list rule that survives a restart, and undoing it leaves only the factory rules', async () => {
    const factory = await configFile(kit.device.dataDir, 'firewall');
    const [target] = (await kit.ok('get_terminals')).terminals;
    await kit.ok('set_terminal_block', { mac: target.mac, blocked: true });
    await kit.ok('set_terminal_block', { mac: target.mac.toLowerCase(), blocked: true });
    const firewall = await configFile(kit.device.dataDir, 'firewall');
    expect(firewall.split('src_mac')).toHaveLength(2);
    expect(firewall).toContain(
      `config rule 'blacklist'\n\toption name 'Black list'\n\toption src '*'\n\toption dest '*'\n\tlist src_mac '${target.mac}'\n\toption proto 'all'\n\toption target 'REJECT'\n`,
    );

    await kit.restart();
    expect((await kit.ok('get_terminals')).blocked).toEqual([target.mac]);
    expect((await kit.ok('get_blacklist')).macs).toEqual([target.mac]);
    await kit.ok('set_terminal_block', { mac: target.mac, blocked: false });
    expect((await kit.ok('get_terminals')).blocked).toEqual([]);
    const restored = await configFile(kit.device.dataDir, 'firewall');
    expect(restored).not.toContain('blacklist');
    // The store normalises quoting on its first write; the rules and their order are the factory's.
    expect(restored.match(/option name\s+'?[\w-]+/g)?.map((n) => n.replace(/[\s']+/g, ' '))).toEqual(
      factory.match(/option name\s+'?[\w-]+/g)?.map((n) => n.replace(/[\s']+/g, ' ')),
    );
  });

  it('keeps an older lan-only rule per MAC working, and folds it into the black list rule from every zone when blocked again (issue 13.11)', async () => {
    const mac = '3c:22:fb:00:00:09';
    const firewall = await configFile(kit.device.dataDir, 'firewall');
    const lanOnly = `config rule\n\toption name 'block-${mac}'\n\toption src 'lan'\n\toption dest '*'\n\toption src_mac '${mac}'\n\toption proto 'all'\n\toption target 'REJECT'\n`;
    await writeFile(`${kit.device.dataDir}/config/firewall`, `${firewall}\n${lanOnly}`);
    expect((await kit.ok('get_terminals')).blocked).toEqual([mac.toUpperCase()]);
    await kit.ok('set_terminal_block', { mac, blocked: true });
    const text = await configFile(kit.device.dataDir, 'firewall');
    expect(text).not.toContain('block-');
    expect(text).toContain(`config rule 'blacklist'\n\toption name 'Black list'\n\toption src '*'\n\toption dest '*'\n\tlist src_mac '${mac.toUpperCase()}'\n`);
  });

  it('answers -2 for a malformed MAC or flag, changing nothing', async () => {
    await kit.refused('set_terminal_block', { mac: '00:11:22:33:44', blocked: true }, [{ field: 'mac', key: 'validation.mac' }]);
    await kit.refused('set_terminal_block', { mac: "00:11:22:33:44:55'\nconfig", blocked: true }, [{ field: 'mac', key: 'validation.mac' }]);
    await kit.refused('set_terminal_block', { mac: '00:11:22:33:44:55', blocked: 'yes' }, [{ field: 'blocked', key: 'validation.invalid' }]);
  });
});

describe('get_arp_table', () => {
  it("answers the platform's neighbours with IP, MAC and interface", async () => {
    const { terminals } = await kit.ok('get_terminals');
    const { entries } = await kit.ok('get_arp_table');
    expect(entries).toContainEqual({ ip: terminals[0].ip, mac: terminals[0].mac, interface: 'br-lan' });
  });
});
