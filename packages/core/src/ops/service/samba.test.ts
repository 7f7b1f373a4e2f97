import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { configFile } from '../../../../device/test-support/config-files';
import { tabDevicePerTest } from '../../../../device/test-support/tab-test-kit';
import { testInitialPassword } from '../../../../device/test-support/test-device';
import { openwrtUci, openwrtUciEnv } from '../../../../device/test-support/openwrt-uci';

const kit = tabDevicePerTest();
// OpenWrt's own uci (OPENWRT_TOOLS); the quoting test needs it.
const UCI = openwrtUci ?? '';

const samba = () => configFile(kit.device.dataDir, 'samba4').catch(() => '');
const firewall = () => configFile(kit.device.dataDir, 'firewall');
const passdb = () => readFile(path.join(kit.device.dataDir, 'state', 'samba-passwd.json'), 'utf8').catch(() => '');
const base = { enabled: '1', name: 'share', username: 'admin', password: 'Smb-pass-9', path: '/mnt/sda1/photos' };

async function mounted(id = 'sda1') {
  await kit.ok('disk_mount', { id });
}

describe('get_samba / set_samba', () => {
  it('starts with the administrator account and its factory initial password (spec 6), the server at the LAN address', async () => {
    expect(await kit.ok('get_samba')).toEqual({ code: '1', enabled: '0', name: 'share', username: 'admin', password_set: '0', password_factory: '1', path: '', hosts: [], server: '\\\\192.168.1.1' });
  });

  it("writes config sambashare (name, path, users, read_only, guest_ok) and samba.config's globals, kept over a restart; the password is in Samba's store, hashed", async () => {
    await mounted();
    await kit.ok('set_samba', base);
    expect(await samba()).toBe(
      "package samba4\n\nconfig samba\n\toption workgroup 'WORKGROUP'\n\toption charset 'UTF-8'\n\toption description 'Samba on OpenWrt'\n\n" +
        "config sambashare\n\toption name 'share'\n\toption path '/mnt/sda1/photos'\n\toption users 'admin'\n\toption read_only 'no'\n\toption guest_ok 'no'\n\n",
    );
    await kit.restart();
    const answer = await kit.ok('get_samba');
    expect(answer).toEqual({ code: '1', enabled: '1', name: 'share', username: 'admin', password_set: '1', password_factory: '0', path: '/mnt/sda1/photos', hosts: [], server: '\\\\192.168.1.1' });
    expect(JSON.stringify(answer)).not.toContain('Smb-pass');
    expect(await samba()).not.toContain('Smb-pass');
    const store = await passdb();
    expect(store).toContain('"algorithm": "scrypt"');
    expect(store).not.toContain('Smb-pass');
    expect(JSON.stringify(await kit.ok('get_history'))).not.toContain('Smb-pass');
  });

  it('gives an account without a password the factory initial one, and an empty password keeps the stored one', async () => {
    await mounted();
    await kit.ok('set_samba', { ...base, password: '' });
    expect(await kit.ok('get_samba')).toMatchObject({ password_set: '1', password_factory: '1' });
    expect(await passdb()).not.toContain(testInitialPassword);
    await kit.ok('set_samba', base);
    const store = await passdb();
    await kit.ok('set_samba', { ...base, name: 'photos', password: '' });
    expect(await passdb()).toBe(store);
    expect(await kit.ok('get_samba')).toMatchObject({ name: 'photos', password_factory: '0' });
  });

  it('switched off, the share becomes sambashare_off (samba.init skips it) and comes back switched on', async () => {
    await mounted();
    await kit.ok('set_samba', base);
    await kit.ok('set_samba', { ...base, enabled: '0', password: '' });
    const off = await samba();
    expect(off).toContain("config sambashare_off\n\toption name 'share'\n\toption path '/mnt/sda1/photos'");
    expect(off).not.toContain('config sambashare\n');
    expect(await kit.ok('get_samba')).toMatchObject({ enabled: '0', path: '/mnt/sda1/photos' });
    await kit.ok('set_samba', { ...base, password: '' });
    expect(await samba()).toContain("config sambashare\n\toption name 'share'");
  });

  it("limits who may connect with two firewall4 rules on smbd's ports (samba4's UCI has no hosts allow), kept over a restart, removed when emptied", async () => {
    await mounted();
    await kit.ok('set_samba', { ...base, hosts: ['192.168.1.20', '192.168.1.64/26'] });
    const rules =
      "config rule 'samba_hosts'\n\toption name 'File sharing: allowed clients'\n\toption src 'lan'\n\tlist src_ip '192.168.1.20'\n\tlist src_ip '192.168.1.64/26'\n" +
      "\toption proto 'tcp'\n\toption dest_port '139 445'\n\toption target 'ACCEPT'\n\n" +
      "config rule 'samba_others'\n\toption name 'File sharing: other clients'\n\toption src 'lan'\n\toption proto 'tcp'\n\toption dest_port '139 445'\n\toption target 'REJECT'\n";
    expect(await firewall()).toContain(rules);
    await kit.restart();
    expect(await kit.ok('get_samba')).toMatchObject({ hosts: ['192.168.1.20', '192.168.1.64/26'] });
    await kit.ok('set_samba', { ...base, password: '', hosts: [] });
    expect(await firewall()).not.toContain('samba_');
    expect(await kit.ok('get_samba')).toMatchObject({ hosts: [] });
  });

  it('refuses allowed hosts that are not IPv4 addresses or subnets, or too many: -2 naming the line, nothing written', async () => {
    await mounted();
    const before = await firewall();
    for (const host of ['192.168.1.300', '192.168.1.0/33', 'nas.lan', "1.2.3.4' reboot", '1.2.3.4\n', '']) {
      await kit.refused('set_samba', { ...base, hosts: ['192.168.1.20', host] }, [{ field: 'hosts.1', key: 'samba.hostLine' }]);
    }
    const many = Array.from({ length: 33 }, (_, i) => `10.0.0.${i + 1}`);
    await kit.refused('set_samba', { ...base, hosts: many }, [{ field: 'hosts', key: 'samba.hostsTooMany' }]);
    expect(await firewall()).toBe(before);
    expect(await samba()).toBe('');
  });

  it.skipIf(!existsSync(UCI))("quotes round-trip through OpenWrt's uci", async () => {
    await mounted();
    await kit.ok('set_samba', { ...base, name: "Bob's files", path: '/mnt/sda1/photos/2025' });
    const { stdout } = await promisify(execFile)(UCI, ['-c', path.join(kit.device.dataDir, 'config'), 'show', 'samba4'], { env: openwrtUciEnv });
    expect(stdout).toContain("samba4.@sambashare[0].name='Bob'\\''s files'\n");
    expect(stdout).toContain("samba4.@sambashare[0].path='/mnt/sda1/photos/2025'\n");
    expect(stdout).toContain("samba4.@sambashare[0].users='admin'\n");
  });

  it("refuses a directory whose tree holds a link off the disks (the stick's etc-link -> /etc), naming it, and shares a subdirectory without one", async () => {
    await mounted();
    await mounted('sda2');
    const before = await samba();
    await kit.refused('set_samba', { ...base, path: '/mnt/sda1' }, [{ field: 'path', key: 'samba.pathLinkOutside', params: { link: '/mnt/sda1/etc-link' } }]);
    await kit.refused('set_samba', { ...base, path: '/mnt/sda2' }, [{ field: 'path', key: 'samba.pathLinkOutside', params: { link: '/mnt/sda2/up' } }]);
    expect(await samba()).toBe(before);
    await kit.ok('set_samba', { ...base, path: '/mnt/sda2/backups' });
    await kit.ok('set_samba', { ...base, path: '/mnt/sda1/photos' });
  });

  it('lists the folders of the mounted disks to pick the share from, without following links (issue 30.2)', async () => {
    expect(await kit.ok('get_share_folders')).toEqual({ code: '1', folders: [], truncated: '0' });
    await mounted();
    await mounted('sda2');
    const { folders, truncated } = await kit.ok('get_share_folders');
    expect(folders).toEqual([
      { path: '/mnt/sda1', partition: 'sda1' },
      { path: '/mnt/sda2', partition: 'sda2' },
      { path: '/mnt/sda1/documents', partition: 'sda1' },
      { path: '/mnt/sda1/photos', partition: 'sda1' },
      { path: '/mnt/sda2/backups', partition: 'sda2' },
      { path: '/mnt/sda2/lost+found', partition: 'sda2' },
      { path: '/mnt/sda1/photos/2025', partition: 'sda1' },
    ]);
    expect(truncated).toBe('0');
    await kit.refused('get_share_folders', { path: '/etc' }, [{ field: 'path', key: 'validation.unknownField' }]);
  });

  it('refuses the system accounts (root, daemon, nobody...) as the share account: -2, nothing written', async () => {
    await mounted();
    const [config, store] = [await samba(), await passdb()];
    for (const username of ['root', 'daemon', 'network', 'nobody', 'dnsmasq', 'www-data']) {
      await kit.refused('set_samba', { ...base, username }, [{ field: 'username', key: 'samba.systemAccount' }]);
    }
    expect([await samba(), await passdb()]).toEqual([config, store]);
  });

  it.each(['__proto__', 'constructor'])('keeps the password of an account named %s', async (username) => {
    await mounted();
    await kit.ok('set_samba', { ...base, username });
    await kit.restart();
    expect(await kit.ok('get_samba')).toMatchObject({ username, password_set: '1', password_factory: '0' });
    expect(Object.keys(JSON.parse(await passdb()) as object)).toEqual([username]);
  });

  it('refuses hostile names, directories outside /mnt or led out by a link, and bad accounts: -2, nothing written', async () => {
    await mounted();
    const before = await passdb();
    for (const name of ['a<b', 'a>b', 'a[b', 'a]b', 'a{b', 'a}b', 'a;b', 'a%b', 'a?b', 'a=b', 'a#b', 'a\\b', 'a/b', 'a"b', 'a\nb', '', ' lead']) {
      await kit.refused('set_samba', { ...base, name }, [{ field: 'name', key: 'samba.shareName' }]);
    }
    await kit.refused('set_samba', { ...base, path: '/mnt/../etc' }, [{ field: 'path', key: 'samba.path' }]);
    await kit.refused('set_samba', { ...base, path: '/etc' }, [{ field: 'path', key: 'samba.path' }]);
    await kit.refused('set_samba', { ...base, path: '/mnt/sda1/photos/../../../etc' }, [{ field: 'path', key: 'samba.path' }]);
    await kit.refused('set_samba', { ...base, path: '/mnt/sda1/x;reboot' }, [{ field: 'path', key: 'samba.path' }]);
    await kit.refused('set_samba', { ...base, path: "/mnt/sda1/x'y" }, [{ field: 'path', key: 'samba.path' }]);
    // symbolic links on the stick: etc-link -> /etc; on sda2, up -> ../..
    await kit.refused('set_samba', { ...base, path: '/mnt/sda1/etc-link' }, [{ field: 'path', key: 'samba.pathOutside' }]);
    await kit.refused('set_samba', { ...base, path: '/mnt/sda1/etc-link/config' }, [{ field: 'path', key: 'samba.pathOutside' }]);
    await mounted('sda2');
    await kit.refused('set_samba', { ...base, path: '/mnt/sda2/up' }, [{ field: 'path', key: 'samba.pathOutside' }]);
    for (const missing of ['nothing-here', 'constructor', '__proto__', 'toString']) {
      await kit.refused('set_samba', { ...base, path: `/mnt/sda1/${missing}` }, [{ field: 'path', key: 'samba.pathMissing' }]);
    }
    // a /mnt directory of no mounted partition
    await kit.refused('set_samba', { ...base, path: '/mnt/mmcblk0p1' }, [{ field: 'path', key: 'samba.pathOutside' }]);
    await kit.refused('set_samba', { ...base, path: '' }, [{ field: 'path', key: 'validation.required' }]);
    await kit.refused('set_samba', { ...base, username: 'root -x' }, [{ field: 'username', key: 'samba.username' }]);
    await kit.refused('set_samba', { ...base, username: '-a' }, [{ field: 'username', key: 'samba.username' }]);
    await kit.refused('set_samba', { ...base, password: 'abc' }, [{ field: 'password', key: 'samba.password' }]);
    await kit.refused('set_samba', { ...base, password: 'abcdef\nabcdef' }, [{ field: 'password', key: 'samba.password' }]);
    await kit.refused('set_samba', { ...base, server: '\\\\10.0.0.1' }, [{ field: 'server', key: 'validation.unknownField' }]);
    expect(await passdb()).toBe(before);
  });
});
