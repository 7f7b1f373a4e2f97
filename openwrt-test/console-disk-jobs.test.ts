// The router's long-running programs in Chromium over the real stack (issue 27): Diagnostics'
// Stop ends the real ping rpcd runs; Disk management mounts a real ext4 file system with the real
// mount(8) and formats it with the real mke2fs run under procd's `service` (the stand-in of
// procd-service-stand-in.uc, as the stack runs no procd).
// What is real: rpcd, uhttpd, ubusd, the routerd plugin, /bin/ping, /bin/mount and /bin/umount of
// this machine, the kernel's ext4 on a loop device that is /dev/sda2 inside the stack's namespace
// (stack.ts blockDevices; root only), /proc/mounts, mke2fs. Stand-ins: fstools' `block info`
// (it reads the device with blkid, as block-mount reads it with libblkid-tiny) and mkfs.ext4, which
// waits 3 s before exec'ing the real mke2fs so that a 32 MiB image formats as long as a disk would.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { clickAndAwaitSuccess } from '../e2e/support/browser';
import { consoleSuite, consoleUrl, openSignedIn, rootPassword, startConsoleStack, stockConfigs } from './console-support';
import { blockDetectFstab } from './stock-configs';

const tools = inject('openwrtTools');
const isRoot = process.getuid?.() === 0;

// fstools block.c print_block_info: `<device>: UUID="..." LABEL="..." TYPE="..."`, from the device itself
const blockInfo = `#!/bin/sh
[ "$1" = info ] || exit 1
tag() { /sbin/blkid -p -s "$1" -o value /dev/sda2; }
printf '/dev/sda2: UUID="%s" LABEL="%s" TYPE="%s"\\n' "$(tag UUID)" "$(tag LABEL)" "$(tag TYPE)"
`;
const programs = {
  '/sbin/block': blockInfo,
  '/usr/sbin/mkfs.ext4': '#!/bin/sh\nsleep 3\nexec /usr/sbin/mke2fs -q -t ext4 "$@"\n',
};
const samba4 = "config samba\n\toption workgroup 'WORKGROUP'\n";

describe.skipIf(!tools)('Diagnostics Stop in the browser on the real stack', () => {
  const suite = consoleSuite(tools ? () => startConsoleStack(tools) : undefined);

  it('stops a running ping on the router and shows what it printed so far as stopped', async () => {
    const { stack, browser } = suite;
    const { context, page } = await openSignedIn(browser, stack);
    await page.goto(`${consoleUrl(stack)}#/utils/diagnostics`);
    await page.getByLabel('IP or domain').fill('127.0.0.1');
    await page.getByRole('button', { name: 'Start' }).click();
    const stop = page.getByRole('button', { name: 'Stop' });
    await expect.poll(() => stop.isEnabled()).toBe(true);
    await page.waitForTimeout(1200);
    await stop.click();
    await page.getByText('Stopped.').waitFor();
    // ping got SIGINT from the plugin: its summary of the requests sent so far, fewer than four
    const log = await page.getByRole('log').innerText();
    expect(log).toMatch(/^PING 127\.0\.0\.1/);
    expect(log).toMatch(/[123] packets transmitted/);
    await context.close();
  });
});

describe.skipIf(!tools || !isRoot)('Disk management with a real file system on the real stack', () => {
  let image = '';
  /** a 32 MiB disk with an ext4 file system labelled DATA, /dev/sda2 in the stack */
  const disk = () => {
    image = join(mkdtempSync(join(tmpdir(), 'routerd-disk-')), 'sda2.img');
    writeFileSync(image, '');
    execFileSync('truncate', ['-s', '32M', image]);
    execFileSync('/usr/sbin/mke2fs', ['-q', '-t', 'ext4', '-L', 'DATA', image]);
    return startConsoleStack(tools!, { ...stockConfigs(), fstab: blockDetectFstab, samba4 }, { programs, blockDevices: { '/dev/sda2': image } });
  };
  const suite = consoleSuite(tools && isRoot ? disk : undefined);
  afterAll(() => image && rmSync(dirname(image), { recursive: true, force: true }));

  /** Disk management signed in, and sda2's row */
  const openDisks = async () => {
    const { context, page } = await openSignedIn(suite.browser, suite.stack);
    await page.goto(`${consoleUrl(suite.stack)}#/service/disk`);
    return { context, page, row: page.getByRole('row').filter({ has: page.getByText('sda2', { exact: true }) }) };
  };
  /** the stack namespace's own mount table (its shell's /proc/<pid>/mounts) */
  const mounts = () => readFileSync(`/proc/${suite.stack.pid}/mounts`, 'utf8');

  it('mounts the unmounted partition with the real mount, lists it mounted, and ejects it', async () => {
    const { stack } = suite;
    const { context, page, row } = await openDisks();
    await row.getByText('Not mounted', { exact: true }).waitFor();
    expect(await row.getByText('DATA', { exact: true }).count()).toBe(1);
    await clickAndAwaitSuccess(page, page.getByRole('button', { name: 'Mount sda2' }));
    await row.getByText('/mnt/sda2', { exact: true }).waitFor();
    expect(mounts()).toMatch(/^\/dev\/sda2 \/mnt\/sda2 ext4 /m);
    // block-mount mounts it again at boot: fstab's section by the file system's uuid
    const uuid = execFileSync('/sbin/blkid', ['-p', '-s', 'UUID', '-o', 'value', image], { encoding: 'utf8' }).trim();
    expect(stack.uciShow('fstab')).toContain(`fstab.@mount[0].uuid='${uuid}'`);
    expect(stack.uciShow('fstab')).toContain("fstab.@mount[0].target='/mnt/sda2'");
    await page.getByRole('button', { name: 'Eject sda2' }).click();
    await row.getByText('Not mounted', { exact: true }).waitFor();
    expect(mounts()).not.toMatch(/\/mnt\/sda2/);
    await context.close();
  });

  it('formats it with mkfs under procd: the row shows the format running with its time, then the new file system', async () => {
    const { stack } = suite;
    const { context, page, row } = await openDisks();
    await row.getByText('DATA', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'More actions for sda2' }).click();
    await page.getByRole('menuitem', { name: 'Format' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByLabel('File system').selectOption('ext4');
    await dialog.getByLabel('Label').fill('NEW');
    const started = Date.now();
    await clickAndAwaitSuccess(page, dialog.getByRole('button', { name: 'Erase and format sda2' }));
    // the request came back while mkfs still runs under procd
    expect(Date.now() - started).toBeLessThan(3000);
    const bar = row.getByRole('progressbar', { name: 'Formatting sda2' });
    await bar.waitFor();
    // no percentage: mkfs gives none the router can read
    expect(await bar.getAttribute('value')).toBeNull();
    await row.getByText(/^running for 00:00:0\d$/).waitFor();
    await row.getByText('NEW', { exact: true }).waitFor({ timeout: 15_000 });
    expect(await bar.count()).toBe(0);
    expect(execFileSync('/sbin/blkid', ['-p', '-s', 'LABEL', '-o', 'value', image], { encoding: 'utf8' }).trim()).toBe('NEW');
    // procd's instance was forgotten once it ended well
    const session = await stack.login(rootPassword);
    expect(await stack.rpc(session, 'routerd', 'background_status')).toEqual({ status: 0, data: { jobs: {} } });
    await context.close();
  });
});
