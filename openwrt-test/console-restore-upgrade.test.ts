// Restore and firmware upgrade on the real stack (issue 27): the browser checks a stock
// `sysupgrade -b` archive with the daemon's own checks, writes the checked config files to the
// router's /tmp through rpcd's file plugin and has `sysupgrade -r` extract them, which OpenWrt's
// `uci` then reads; an image goes up in chunks, `sysupgrade -T` judges it, `sysupgrade` flashes.
// This machine has no sysupgrade or procd: stand-ins exist inside the stack's mount namespace only,
// doing what the real ones do to the files (base-files sysupgrade: -r is `tar -C / -xzf`).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { plantedAttacks } from '../packages/device/src/system/backup/backup-test-kit';
import { signedInStack } from './signed-in-stack';
import { stockConfigs } from './stock-configs';

const tools = inject('openwrtTools');

// An image sysupgrade -T takes starts with this (the stand-in's rule; the real one reads fwtool metadata).
const goodImage = 'OPENWRT-TEST-IMAGE';

// procd's `system` object (system.c): board and info as a router answers them, reboot recorded.
// info's tmp is statvfs("/tmp") in KiB as system_info answers it; a test stands for a router with
// little RAM left by writing its KiB to /tmp/tmp-avail-kib (tmpfs's avail is RAM on a router).
const procdStandIn = `'use strict';
import { readfile, statvfs, writefile } from 'fs';
function tmp() {
	const s = statvfs('/tmp');
	const kib = (blocks) => int(blocks * s.frsize / 1024);
	const left = readfile('/tmp/tmp-avail-kib');
	const avail = left ? int(left) : kib(s.bavail);
	return { total: kib(s.blocks), free: left ? avail : kib(s.bfree), used: kib(s.blocks - s.bfree), avail };
}
return {
	system: {
		board: { call: () => ({ hostname: 'OpenWrt', model: 'Stand-in MT7621 Router', board_name: 'test,mt7621', release: { distribution: 'OpenWrt', version: '24.10.9', revision: 'r1', builddate: '1738624177' } }) },
		info: { call: () => ({ localtime: time(), uptime: 7322, load: [0, 0, 0], memory: { total: 134217728, free: 67108864, available: 100663296 }, tmp: tmp() }) },
		reboot: { call: () => { writefile('/tmp/reboot-record', 'reboot\\n'); return {}; } },
	},
};
`;

// base-files' sysupgrade: -b packs /etc/config, -r extracts over / (only the configuration here,
// the stack's /etc/config being bound over the machine's), -T judges the image, and a flash
// records its arguments (procd would take over and reboot).
const sysupgrade = `#!/bin/sh
echo "$*" >> /tmp/sysupgrade-record
case "$1" in
-b) exec tar -czf "$2" -C / etc/config ;;
-r) exec tar -C / -xzf "$2" etc/config ;;
-T) head -c ${goodImage.length} "$2" | grep -qx '${goodImage}' && exit 0
    echo "Device test,mt7621 not supported by this image" >&2; echo "Image check failed." >&2; exit 1 ;;
esac
exit 0
`;

describe.skipIf(!tools)('restore and firmware upgrade on the real stack', () => {
  let files: string;
  const suite = signedInStack(tools, { programs: { '/sbin/sysupgrade': sysupgrade }, ucodePlugins: { 'procd-stand-in.uc': procdStandIn } });
  beforeAll(() => {
    if (!tools) return;
    files = join(suite.stack.root, 'test-files');
    mkdirSync(files, { recursive: true });
  });

  const record = (name: string) => (existsSync(join(suite.stack.root, 'tmp', name)) ? readFileSync(join(suite.stack.root, 'tmp', name), 'utf8') : '');

  it('restores a stock sysupgrade -b archive: sysupgrade -r extracts the checked files, uci reads the restored value, procd is asked to reboot', async () => {
    // A backup of this router with another LAN address, as LuCI's "Generate archive" makes it.
    const backup = join(files, 'etc/config');
    mkdirSync(backup, { recursive: true });
    for (const [name, text] of Object.entries(stockConfigs())) writeFileSync(join(backup, name), name === 'network' ? text.replace("'192.168.1.1'", "'192.168.77.1'") : text);
    writeFileSync(join(files, 'etc/passwd'), 'root:x:0:0:root:/root:/bin/ash\n');
    const archive = join(files, 'backup-OpenWrt.tar.gz');
    execFileSync('tar', ['-czf', archive, '-C', files, 'etc/config', 'etc/passwd']);
    const keptBeside = suite.stack.readConfig('rpcd');

    const page = await suite.signIn();
    await page.goto(suite.url('/system/backup'));
    await page.getByLabel('Backup file').setInputFiles(archive);
    await page.getByRole('button', { name: 'Restore', exact: true }).click();
    const preview = page.getByRole('alertdialog', { name: 'Restore this backup?' });
    await preview.waitFor();
    expect(await preview.innerText()).toContain('192.168.77.1');
    expect(await preview.innerText()).toContain('etc/passwd');
    await preview.getByLabel('I know where this backup comes from and want to restore it').check();
    await preview.getByRole('button', { name: 'Restore and restart' }).click();
    await expect.poll(() => record('reboot-record'), { timeout: 15_000 }).toBe('reboot\n');

    expect(record('sysupgrade-record')).toContain('-r /tmp/routerd-restore.tar.gz');
    expect(suite.stack.uciShow('network')).toContain("network.lan.ipaddr='192.168.77.1'");
    // only the checked configuration: never another file, never a deletion
    expect(existsSync(join(suite.stack.root, 'etc/passwd'))).toBe(false);
    expect(suite.stack.readConfig('rpcd')).toBe(keptBeside);
    expect(existsSync(join(suite.stack.root, 'tmp/routerd-restore.tar.gz'))).toBe(false);
  });

  it('leaves out what a crafted backup plants (issue 39.3): the preview lists it, sysupgrade -r never gets it, uci reads the rest restored', async () => {
    const backup = join(files, 'crafted/etc/config');
    mkdirSync(backup, { recursive: true });
    const planted = Object.fromEntries(['a dnsmasq dhcpscript', "dnsmasq's TFTP server on /", 'a firewall include of type script', 'a system log_file over /etc/rc.local', "watchcat's run_script"].map((label) => {
      const attack = plantedAttacks.find((one) => one.label === label)!;
      return [attack.pkg, attack];
    }));
    const configs: Record<string, string> = { ...stockConfigs(), watchcat: '' };
    for (const [name, text] of Object.entries(configs)) {
      const withHost = name === 'system' ? text.replace(/option hostname '?[^'\n]*'?/, "option hostname 'Crafted-1'") : text;
      writeFileSync(join(backup, name), planted[name] ? planted[name].edit(withHost) : withHost);
    }
    // dhcp carries two attacks: both in the one file
    writeFileSync(join(backup, 'dhcp'), plantedAttacks.filter((one) => one.pkg === 'dhcp').slice(0, 2).reduce((text, one) => one.edit(text), configs.dhcp!));
    const archive = join(files, 'backup-crafted.tar.gz');
    execFileSync('tar', ['-czf', archive, '-C', join(files, 'crafted'), 'etc/config']);

    const extractions = () => record('sysupgrade-record').split('\n').filter((line) => line === '-r /tmp/routerd-restore.tar.gz').length;
    const extractedBefore = extractions();
    const page = await suite.signIn();
    await page.goto(suite.url('/system/backup'));
    await page.getByLabel('Backup file').setInputFiles(archive);
    await page.getByRole('button', { name: 'Restore', exact: true }).click();
    const preview = page.getByRole('alertdialog', { name: 'Restore this backup?' });
    const leftOut = preview.getByRole('region', { name: /^Not restored: \d+ parts of the backup$/ });
    for (const where of ['dhcp.@dnsmasq[0].dhcpscript', 'dhcp.@dnsmasq[0].tftp_root', 'firewall.evil', 'system.@system[0].log_file', 'watchcat.netwatchdog.mode', 'watchcat.netwatchdog.script']) await leftOut.getByText(where).waitFor();
    await preview.getByLabel('I know where this backup comes from and want to restore it').check();
    await preview.getByRole('button', { name: 'Restore and restart' }).click();
    await expect.poll(() => extractions(), { timeout: 30_000 }).toBe(extractedBefore + 1);

    expect(suite.stack.uciShow('system')).toContain("hostname='Crafted-1'");
    expect(suite.stack.uciShow('dhcp')).not.toMatch(/dhcpscript|tftp/);
    expect(suite.stack.uciShow('firewall')).not.toMatch(/include|evil/);
    expect(suite.stack.uciShow('system')).not.toContain('log_file');
    expect(existsSync(join(suite.stack.root, 'etc/config/watchcat')) ? suite.stack.uciShow('watchcat') : '').not.toMatch(/run_script|evil/);
  });

  it('refuses an image the RAM left in /tmp cannot hold, sending nothing, and one sysupgrade -T refuses, with its words; flashes one it takes keeping the settings', async () => {
    const refused = join(files, 'other-board.bin');
    writeFileSync(refused, Buffer.alloc(100 * 1024, 1));
    const image = join(files, 'openwrt-sysupgrade.bin');
    writeFileSync(image, Buffer.concat([Buffer.from(goodImage), Buffer.alloc(150 * 1024, 2)]));

    const page = await suite.signIn();
    await page.goto(suite.url('/system/update'));
    await page.locator('#main-content').getByText('24.10.9').waitFor();
    const upgrade = async (file: string) => {
      await page.getByLabel('Firmware file').setInputFiles(file);
      await page.getByRole('button', { name: 'Upgrade', exact: true }).click();
      await page.getByRole('alertdialog', { name: 'Upgrade firmware' }).getByRole('button', { name: 'Upgrade', exact: true }).click();
    };
    // Issue 39.6: 4 MiB left in /tmp is less than the image and sysupgrade's own room: nothing is sent.
    writeFileSync(join(suite.stack.root, 'tmp/tmp-avail-kib'), '4096');
    await upgrade(image);
    await page.getByText(/room for an image of at most 0\.0 MB in its memory \(\/tmp\), and this one is 0\.1 MB: nothing was sent/).waitFor();
    expect(existsSync(join(suite.stack.root, 'tmp/firmware.bin'))).toBe(false);
    expect(record('sysupgrade-record')).not.toContain('firmware.bin');
    rmSync(join(suite.stack.root, 'tmp/tmp-avail-kib'));

    await upgrade(refused);
    await page.getByText('Incorrect or invalid file type: the image is for another model sysupgrade said: Device test,mt7621 not supported by this image').waitFor();
    expect(record('sysupgrade-record')).not.toMatch(/^\/tmp\/firmware\.bin$/m);

    await upgrade(image);
    await expect.poll(() => record('sysupgrade-record'), { timeout: 15_000 }).toMatch(/^\/tmp\/firmware\.bin$/m);
    expect(record('sysupgrade-record')).toContain('-T /tmp/firmware.bin');
    // what sysupgrade was given is the image, every chunk in order
    expect(readFileSync(join(suite.stack.root, 'tmp/firmware.bin')).equals(readFileSync(image))).toBe(true);
    // sysupgrade's answer came: the console waits for the reboot, as on the daemon
    await page.getByRole('alertdialog', { name: 'The device is rebooting' }).waitFor();
  });
});
