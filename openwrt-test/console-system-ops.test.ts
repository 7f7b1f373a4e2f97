// The console's own system ops on the real stack (issue 27): the login page's facts before
// sign-in (procd's `system board/info` through the ACL's unauthenticated group), the backup as
// `sysupgrade -b` makes it, read back through rpcd's file plugin and previewed by the browser's
// reader, Samba's password through the routerd plugin. This machine has no procd, sysupgrade or
// smbpasswd: stand-ins exist inside the stack's mount namespace only (below), doing what the real
// ones do to the files the console reads.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { clickAndAwaitSuccess, desktop, launchBrowser, newPage } from '../e2e/support/browser';
import { consoleUrl, openSignedIn, rootPassword, startConsoleStack, stockConfigs } from './console-support';
import type { OpenWrtStack } from './stack';
import { blockDetectFstab } from './stock-configs';

const tools = inject('openwrtTools');

// procd's `system` object as procd system.c answers board and info (the stack runs no procd).
const procdStandIn = `'use strict';
return {
	system: {
		board: { call: () => ({ hostname: 'OpenWrt', model: 'Stand-in MT7621 Router', board_name: 'test,mt7621', release: { distribution: 'OpenWrt', version: '24.10.9', revision: 'r1' } }) },
		info: { call: () => ({ localtime: time(), uptime: 7322, load: [0, 0, 0], memory: { total: 134217728, free: 67108864 } }) },
	},
};
`;

const programs = {
  // base-files' sysupgrade -b: a gzip tar of the configuration (the real one adds every package's conffiles)
  '/sbin/sysupgrade': '#!/bin/sh\n[ "$1" = -b ] && [ -n "$2" ] || exit 1\nexec tar -czf "$2" -C / etc/config\n',
  // samba4's smbpasswd -a -s USER: the password twice on stdin; the record shows what arrived. Like
  // the real one (its passdb adds a Samba password to a Unix account: getpwnam), it refuses a user
  // /etc/passwd does not have, saying so as smbpasswd does.
  '/usr/bin/smbpasswd':
    '#!/bin/sh\n[ "$1 $2" = "-a -s" ] || exit 1\ngrep -q "^$3:" /etc/passwd || { echo "Failed to add entry for user $3." >&2; exit 1; }\n' +
    'read -r first; read -r second\n[ "$first" = "$second" ] || exit 1\nprintf "%s:%s\\n" "$3" "$first" >> /tmp/smbpasswd-record\n',
  // fstools' block info (block.c print_block_info) for the stick the stack mounts at /mnt/sda1 (`disks` below)
  '/sbin/block': '#!/bin/sh\n[ "$1" = info ] || exit 1\necho \'/dev/sda1: UUID="6C2D-9F14" LABEL="STICK" VERSION="FAT32" TYPE="vfat"\'\necho \'/dev/sda2: UUID="0B1E-22C4" VERSION="FAT32" TYPE="vfat"\'\n',
  // e2fsprogs' mke2fs as mkfs.ext4: the record shows what it was given (never the machine's own mkfs)
  '/usr/sbin/mkfs.ext4': '#!/bin/sh\necho "$*" >> /tmp/mkfs-record\n',
  // samba4-server's init script, which rpcd's `rc list` finds (router-packages.ts)
  '/etc/init.d/samba4': '#!/bin/sh /etc/rc.common\nSTART=98\n',
};

const samba4 = "config samba\n\toption workgroup 'WORKGROUP'\n\toption charset 'UTF-8'\n\toption description 'Samba on OpenWrt'\n";

describe.skipIf(!tools)('the console\'s system ops on the real stack', () => {
  let stack: OpenWrtStack;
  let browser: Browser;
  beforeAll(async () => {
    if (!tools) return;
    [stack, browser] = await Promise.all([startConsoleStack(tools, { ...stockConfigs(), samba4, fstab: blockDetectFstab }, { programs, ucodePlugins: { 'procd-stand-in.uc': procdStandIn }, disks: { '/mnt/sda1': '/dev/sda1' }, extraFiles: { 'mnt/sda1/music/song.txt': 'la la\n' } }), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  it('shows the board, version and uptime on the login page before sign-in', async () => {
    const { context, page } = await newPage(browser, { viewport: desktop, language: 'en' });
    await page.goto(`${consoleUrl(stack)}#/login`);
    // procd's answer through rpcd and the page's first paint: more than expect.poll's default second on a busy machine
    await expect.poll(() => page.locator('body').innerText(), { timeout: 10_000 }).toContain('Stand-in MT7621 Router');
    expect(await page.locator('body').innerText()).toContain('24.10.9');
    await context.close();
  });

  it('downloads sysupgrade -b\'s archive: a gzip tar with etc/config', async () => {
    const { context, page } = await openSignedIn(browser, stack);
    await page.goto(`${consoleUrl(stack)}#/system/backup`);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download backup' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^backup-OpenWrt-\d{4}-\d{2}-\d{2}\.tar\.gz$/);
    const saved = join(stack.root, 'downloaded-backup.tar.gz');
    await download.saveAs(saved);
    expect([...readFileSync(saved).subarray(0, 2)]).toEqual([0x1f, 0x8b]);
    const entries = execFileSync('tar', ['-tzf', saved], { encoding: 'utf8' }).split('\n');
    expect(entries).toEqual(expect.arrayContaining(['etc/config/network', 'etc/config/dhcp', 'etc/config/samba4']));
    // the archive does not stay in the router's RAM
    expect(() => readFileSync(join(stack.root, 'tmp/routerd-backup.tar.gz'))).toThrow();
    await context.close();
  });

  it('asks again for the confirmation of a pending risky save after a page reload, and keeps it once confirmed', async () => {
    const { context, page } = await openSignedIn(browser, stack);
    await page.goto(`${consoleUrl(stack)}#/network/dhcp`);
    const start = page.getByRole('spinbutton', { name: /start/i }).first();
    await expect.poll(() => start.inputValue()).toBe('100');
    await start.fill('130');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const question = page.getByRole('alertdialog', { name: 'Confirm the new settings' }).or(page.getByRole('dialog', { name: 'Confirm the new settings' }));
    await question.waitFor();
    await page.reload();
    await question.waitFor();
    await page.getByRole('button', { name: 'Keep the new settings' }).click();
    await question.waitFor({ state: 'hidden' });
    expect(stack.uciShow('dhcp')).toContain("dhcp.lan.start='130'");
    // rpcd has nothing to roll back: the change stays
    expect((await stack.rpc(await stack.login(rootPassword), 'uci', 'rollback')).status).not.toBe(0);
    await context.close();
  });

  it('sets the share account\'s Samba password through the plugin (smbpasswd\'s stdin), never into UCI', async () => {
    const { context, page } = await openSignedIn(browser, stack);
    await page.goto(`${consoleUrl(stack)}#/service/file`);
    await page.getByLabel('Password', { exact: true }).fill('Share-pass-42');
    await clickAndAwaitSuccess(page, page.getByRole('button', { name: 'Save', exact: true }));
    expect(readFileSync(join(stack.root, 'tmp/smbpasswd-record'), 'utf8')).toBe('admin:Share-pass-42\n');
    // A stock OpenWrt has no user admin: the plugin made it as base-files' user_add does (no login, no shell).
    expect(readFileSync(join(stack.root, 'etc/passwd'), 'utf8')).toMatch(/^admin:x:(\d+):\1:admin:\/var\/run\/admin:\/bin\/false$/m);
    expect(readFileSync(join(stack.root, 'etc/shadow'), 'utf8')).toMatch(/^admin:x:0:0:99999:7:::$/m);
    expect(stack.readConfig('samba4')).not.toContain('Share-pass-42');
    // the share, off (no disk is mounted here): a section type samba.init's config_foreach sambashare never visits
    expect(stack.uciShow('samba4')).toMatch(/samba4\.@sambashare_off\[0\]\.users='admin'/);
    await context.close();
  });

  it('lists the mounted stick, shares it in one click (uci reads back the share samba.init serves), ejects it with umount and formats the other partition', async () => {
    const { context, page } = await openSignedIn(browser, stack);
    await page.goto(`${consoleUrl(stack)}#/service/disk`);
    const stick = page.getByRole('row').filter({ has: page.getByText('sda1', { exact: true }) });
    // block info's label and type, /proc/mounts' mount point
    await stick.getByText('/mnt/sda1', { exact: true }).waitFor();
    expect(await stick.getByText('STICK', { exact: true }).count()).toBe(1);
    expect(await stick.getByText('vfat', { exact: true }).count()).toBe(1);
    await clickAndAwaitSuccess(page, page.getByRole('button', { name: 'Share sda1' }));
    // samba.init (openwrt/packages net/samba4/files/samba.init) reads each `config sambashare`'s
    // name and path (config_foreach smb_add_share sambashare) into smb.conf
    const samba = stack.uciShow('samba4');
    expect(samba).toMatch(/samba4\.@sambashare\[0\]\.path='\/mnt\/sda1'/);
    expect(samba).toMatch(/samba4\.@sambashare\[0\]\.name='share'/);

    await page.getByRole('button', { name: 'Eject sda1' }).click();
    await clickAndAwaitSuccess(page, page.getByRole('alertdialog').getByRole('button', { name: 'Eject', exact: true }));
    await page.reload();
    await stick.getByText('Not mounted', { exact: true }).waitFor();
    // block-mount's fstab keeps the stick, not mounted at boot
    expect(stack.uciShow('fstab')).toMatch(/fstab\.@mount\[0\]\.uuid='6C2D-9F14'/);

    // an unmounted partition no share is on may be formatted: e2fsprogs' mkfs.ext4 on the device block info listed
    await page.getByRole('button', { name: 'More actions for sda2' }).click();
    await page.getByRole('menuitem', { name: 'Format' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByLabel('File system').selectOption('ext4');
    await dialog.getByLabel('Label').fill('DATA');
    await clickAndAwaitSuccess(page, dialog.getByRole('button', { name: 'Erase and format sda2' }));
    // mkfs runs under procd (routerd.uc background_start), after the answer
    const record = join(stack.root, 'tmp/mkfs-record');
    await expect.poll(() => (existsSync(record) ? readFileSync(record, 'utf8') : '')).toBe('-F -L DATA /dev/sda2\n');
    await context.close();
  });
});
