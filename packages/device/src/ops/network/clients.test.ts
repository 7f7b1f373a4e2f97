import { writeFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { configFile } from '../../../test-support/config-files';
import { tabDevicePerTest } from '../../../test-support/tab-test-kit';

const kit = tabDevicePerTest();

describe('get_terminals', () => {
  it('lists the connected devices with connection, traffic and time connected', async () => {
    const { terminals, blocked } = await kit.ok('get_terminals');
    expect(blocked).toEqual([]);
    const nas = terminals.find((t: { hostname: string }) => t.hostname === 'synology-nas');
    expect(nas).toEqual({
      hostname: 'synology-nas',
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
