// Exact argument shapes on the real stack (issue 39.5): rpcd matches a `file exec` grant against
// the space-joined argv with fnmatch, so the console's grants `/bin/mount -t * /dev/* /mnt/*`,
// `/usr/sbin/mkfs.ext4 -F /dev/*` and `/bin/mkdir -p /mnt/*` let a session mount over /etc,
// format a file outside /dev and make folders outside /mnt. The package now grants only fixed
// lines, and the routerd plugin's `exec` and `background_start` check each argument
// (exec-shapes.json). What is real: ubusd, rpcd with its file and ucode plugins, the routerd
// plugin and the package's ACL, this machine's mount, mkdir, readlink and df. Stand-in: mkfs.ext4,
// which only exits (no disk is formatted by any attack that got through on the old package).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startStack, type OpenWrtStack } from './stack';
import { consoleBuildDir } from './tools';

const tools = inject('openwrtTools');
const password = 'router-admin-1';
const programs = { '/usr/sbin/mkfs.ext4': '#!/bin/sh\nexit 0\n' };
const permissionDenied = 6;

const attacks: Array<[string, string[]]> = [
  // no such disk: where the old ACL let it through, mount(2) failed, and nothing was mounted
  ['mount over /etc', ['/bin/mount', '-t', 'ext4', '/dev/routerd-no-such-disk', '/etc', '/mnt/x']],
  ['mount over /etc by ..', ['/bin/mount', '-t', 'ext4', '/dev/routerd-no-such-disk', '/mnt/../etc']],
  ['format a file outside /dev', ['/usr/sbin/mkfs.ext4', '-F', '/dev/../tmp/routerd-attack.img']],
  ['make a folder outside /mnt', ['/bin/mkdir', '-p', '/mnt/../tmp/routerd-attack']],
];

interface ExecAnswer {
  code: number;
  stdout?: string;
}

describe.skipIf(!tools)('exact argument shapes of the programs the console runs', () => {
  let stack: OpenWrtStack;
  let session: string;
  beforeAll(async () => {
    if (!tools) return;
    stack = await startStack(tools, { rootPassword: password, consoleDir: consoleBuildDir(), programs, disks: { '/mnt/sda1': '/dev/sda1' } });
    session = await stack.login(password);
  });
  afterAll(() => stack?.stop());

  const fileExec = (argv: string[]) => stack.rpc<ExecAnswer>(session, 'file', 'exec', { command: argv[0], params: argv.slice(1) });
  const shapedExec = (argv: string[]) => stack.rpc<ExecAnswer>(session, 'routerd', 'exec', { command: argv[0], params: argv.slice(1) });

  it.each(attacks)("refuses to %s through rpcd's file exec: the ACL grants no such line", async (_, argv) => {
    expect((await fileExec(argv)).status).toBe(permissionDenied);
  });

  it.each(attacks)('refuses to %s through the plugin: an argument of no shape', async (_, argv) => {
    expect((await shapedExec(argv)).status).toBe(permissionDenied);
  });

  it('refuses the format attack under procd too; no attack left a folder behind', async () => {
    const answer = await stack.rpc(session, 'routerd', 'background_start', { name: 'format-x', command: '/usr/sbin/mkfs.ext4', params: ['-F', '/dev/../tmp/routerd-attack.img'] });
    expect(answer.status).toBe(permissionDenied);
    expect(existsSync(join(stack.root, 'tmp/routerd-attack'))).toBe(false);
  });

  it('refuses an argument whose first line has the shape (ucode regexps are per line without flag s)', async () => {
    expect((await shapedExec(['/bin/umount', '/mnt/sda1\n/etc'])).status).toBe(permissionDenied);
    expect((await shapedExec(['/bin/df', '-k', '/mnt/sda1\n/etc'])).status).toBe(permissionDenied);
  });

  it('runs an argument array of its shape through rpcd and answers as file exec does', async () => {
    const df = await shapedExec(['/bin/df', '-k', '/mnt/sda1']);
    expect(df).toMatchObject({ status: 0, data: { code: 0 } });
    expect(df.data?.stdout).toMatch(/\/mnt\/sda1\n?$/);
    expect(await shapedExec(['/usr/bin/readlink', '-f', '/mnt/sda1'])).toMatchObject({ status: 0, data: { code: 0, stdout: '/mnt/sda1\n' } });
    expect((await shapedExec(['/bin/mkdir', '-p', '/mnt/routerd-new'])).data).toMatchObject({ code: 0 });
  });
});
